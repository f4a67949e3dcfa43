export { catalogueKeys } from './api/catalogue-keys.ts';
export { getPricingRulesQueryOptions } from './api/get-pricing-rules.ts';
export { getProductQueryOptions, type ProductDetail } from './api/get-product.ts';
export { getProductsQueryOptions } from './api/get-products.ts';
export { getProjectDataQueryOptions } from './api/get-project-data.ts';
export { getProjectMergeQueryOptions } from './api/get-project-merge.ts';
export { getUpgradesQueryOptions } from './api/get-upgrades.ts';
// Copy that another feature's pages show too, so it is written once.
export { products as productsCopy } from './copy.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
export { cataloguePages } from './routes.ts';
