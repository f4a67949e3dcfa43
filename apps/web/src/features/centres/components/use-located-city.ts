import { matchCityName } from '@tijian/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { City } from '@/features/centre/index.ts';
import { cacheCity, failureMessage, getPosition, readCachedCity } from '@/shared/lib/geolocation.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { alertDialog } from '@/shared/ui/feedback.ts';
import { getNearestCityQueryOptions } from '../api/get-nearest-city.ts';

function cachedIn(cities: readonly City[], scope: 'session' | 'any'): City | undefined {
  const cached = readCachedCity(scope);
  if (!cached) return undefined;
  return cities.find((c) => c.id === cached.id) ?? matchCityName(cities, cached.name);
}

// Spec 2 screen 2 and 8 "Location": the city nearest to the person, else the one remembered from an
// earlier visit. Denied permission and missing GPS are explained; other failures pass silently.
export async function locateCity(cities: readonly City[]): Promise<City | undefined> {
  const result = await getPosition();
  if (result.ok) {
    const { latitude, longitude } = result.position;
    try {
      const nearest = await queryClient.fetchQuery(getNearestCityQueryOptions(latitude, longitude));
      const city = cities.find((c) => c.id === nearest.city.id) ?? matchCityName(cities, nearest.city.name);
      if (city) {
        cacheCity(city);
        return city;
      }
    } catch {
      // The lookup failed (HTTP_ERROR in the spec's terms): fall back like any other failure.
    }
  } else {
    const message = failureMessage(result.reason);
    if (message) void alertDialog({ content: message });
  }
  return cachedIn(cities, 'any');
}

export interface LocatedCity {
  city: City | undefined;
  locating: boolean;
  // A city the person picked wins over any guess still under way, and is remembered.
  chooseCity: (city: City) => void;
}

// Locates once per tab: a city already located or picked in this tab is reused without asking again.
export function useLocatedCity(cities: readonly City[] | undefined): LocatedCity {
  const [picked, setPicked] = useState<City | undefined>();
  const [located, setLocated] = useState<City | undefined>();
  const [locating, setLocating] = useState(false);
  const started = useRef(false);
  const pickedRef = useRef(false);

  useEffect(() => {
    if (!cities?.length || started.current) return;
    started.current = true;
    const known = cachedIn(cities, 'session');
    if (known) {
      setLocated(known);
      return;
    }
    setLocating(true);
    void locateCity(cities)
      .then((city) => {
        if (city && !pickedRef.current) setLocated(city);
      })
      .finally(() => setLocating(false));
  }, [cities]);

  const chooseCity = useCallback((city: City) => {
    pickedRef.current = true;
    cacheCity(city);
    setPicked(city);
  }, []);

  // Until located, the first city of the list (spec 2 screen 2).
  const wanted = picked ?? located;
  const city = (wanted && cities?.find((c) => c.id === wanted.id)) ?? cities?.[0];
  return { city, locating, chooseCity };
}
