export { centreKeys } from './api/centre-keys.ts';
export type { Centre, CentreGuideline, CentreMenuConfig } from './api/get-centre.ts';
export { getCentre, getCentreQueryOptions, useCentre } from './api/get-centre.ts';
export type { CentreSummary, City } from './api/get-cities.ts';
export { getCities, getCitiesQueryOptions, useCities } from './api/get-cities.ts';
export { getConfigInfo, getConfigInfoQueryOptions, useConfigInfo } from './api/get-config-info.ts';
export { type CentreFilter, type CentreMode, filterCities } from './centre-filter.ts';
export { CentrePicker } from './components/centre-picker.tsx';
export { firstImage, resetCurrentCentre, setCurrentCentre } from './current-centre.ts';
// Listed here too so that the import-cycle lint sees every page of the feature behind its index.
export { centrePages } from './routes.ts';
