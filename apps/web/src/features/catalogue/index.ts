export { catalogueKeys } from './api/catalogue-keys.ts';
export { getProductQueryOptions, type ProductDetail } from './api/get-product.ts';
// The booking draft: the entrance starts the custom path, a package's detail the product path.
export {
  type BookingType,
  examineeOf,
  startCustomBooking,
  startProductBooking,
  useBookingDraft,
} from './booking-draft.ts';
// Copy that another feature's pages show too, so it is written once.
export { products as productsCopy } from './copy.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
export { cataloguePages } from './routes.ts';
