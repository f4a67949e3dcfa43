// The centre in use and the centres' data every area needs: which centre the session is on (the sid,
// its cookie and its prefetch), a centre's detail and booking configuration, the city list and the
// picker over it. The centre pages themselves (home, a centre's landing, entrance…) are features/centres.
export { centreKeys } from './api/centre-keys.ts';
export type { Centre, CentreGuideline, CentreMenuConfig } from './api/get-centre.ts';
export { getCentre, getCentreQueryOptions, useCentre } from './api/get-centre.ts';
export type { CentreSummary, City } from './api/get-cities.ts';
export { getCities, getCitiesQueryOptions, useCities } from './api/get-cities.ts';
export { getConfigInfo, getConfigInfoQueryOptions, useConfigInfo } from './api/get-config-info.ts';
export { type CentreFilter, type CentreMode, filterCities } from './centre-filter.ts';
export { CentrePicker } from './components/centre-picker.tsx';
export { firstImage, resetCurrentCentre, setCurrentCentre } from './current-centre.ts';
export { loadCentrePicker } from './loaders.ts';
