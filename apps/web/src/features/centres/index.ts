export type { Centre, CentreMenuConfig } from './api/get-centre.ts';
export { getCentre, getCentreQueryOptions, useCentre } from './api/get-centre.ts';
export type { CentreSummary, City } from './api/get-cities.ts';
export { getCities, getCitiesQueryOptions, useCities } from './api/get-cities.ts';
