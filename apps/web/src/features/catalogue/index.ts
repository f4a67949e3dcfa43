export { catalogueKeys } from './api/catalogue-keys.ts';
export { getProductQueryOptions, type ProductDetail } from './api/get-product.ts';
export { getProductsQueryOptions } from './api/get-products.ts';
// Every item of a centre, for the extras a company check-up adds at the company's discount.
export { getProjectDataQueryOptions, type ProjectData } from './api/get-project-data.ts';
// The plan of the booking draft priced by the catalogue engine, for the submit screen and the quick
// appointment.
export {
  type PlanPricing,
  type PricedPlan,
  prefetchPlanPricing,
  usePlanPricing,
} from './api/use-plan-pricing.ts';
// Copy that another feature's pages show too, so it is written once.
export { products as productsCopy } from './copy.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
