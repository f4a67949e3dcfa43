import type { City } from './api/get-cities.ts';

// A flag on the centres of the city list that limits the picker to centres offering that mode.
export type CentreMode = 'groupCheckFlag';

export interface CentreFilter {
  mode?: CentreMode;
  excludeIds?: readonly string[];
}

// Cities keep only the centres that pass; a city left with none is dropped from the list.
export function filterCities(cities: readonly City[], { mode, excludeIds = [] }: CentreFilter): City[] {
  return cities
    .map((city) => ({
      ...city,
      children: city.children.filter(
        (centre) => !excludeIds.includes(centre.id) && (!mode || centre[mode] === 1),
      ),
    }))
    .filter((city) => city.children.length > 0);
}
