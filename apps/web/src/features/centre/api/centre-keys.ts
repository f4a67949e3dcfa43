// Every query key of the centre and centres features comes from here, so invalidations and prefetches name the
// same cache entries as the hooks.
export const centreKeys = {
  all: ['centres'] as const,
  cities: (sid: string) => [...centreKeys.all, 'cities', sid] as const,
  detail: (sysCenterId: string) => [...centreKeys.all, 'detail', sysCenterId] as const,
  config: (sysCenterId: string) => [...centreKeys.all, 'config', sysCenterId] as const,
  banners: (sid: string) => [...centreKeys.all, 'banners', sid] as const,
  healthToolCounts: (sid: string) => [...centreKeys.all, 'health-tool-counts', sid] as const,
  nearestCity: (latitude: number, longitude: number) =>
    [...centreKeys.all, 'nearest-city', latitude, longitude] as const,
};
