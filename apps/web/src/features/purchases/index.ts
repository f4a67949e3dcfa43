// What other features use of purchases: a centre's special packages (专项体检), read by the entrance to
// offer its list when the centre sells any, and the words of that offer; where a paid purchase leads
// (the pay pages) and where a bought special package is (the purchase records).
export { purchasePaidPath, specialBoughtPath } from './paths.ts';
export { specialEntry } from './special/copy.ts';
export {
  type SpecialPackageDetail,
  type SpecialPackageList,
  specialPackageKeys,
  specialPackageOptions,
  specialPackagesEntryOptions,
  specialPackagesOptions,
} from './special/special-packages-api.ts';
