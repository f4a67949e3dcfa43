export { refundKeys } from './api/refund-keys.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
export { refundPages } from './routes.ts';
