// A centre's special packages (专项体检), sold outright and redeemed at the desk: what other features
// use of them — the entrance's offer (its words and its quiet read), and the package, its price and
// its not-found page for the purchases feature's pay pages. A leaf: it imports no other feature.
export { specialEntry } from './copy.ts';
export { SpecialNotFound } from './special-not-found.tsx';
export {
  isPackageIdParam,
  type SpecialPackageDetail,
  specialPackageOptions,
  specialPackagesEntryOptions,
} from './special-packages-api.ts';
export { SpecialPrice } from './special-price.tsx';
