import { getCookie } from '@tijian/client';
import { useEffect, useState } from 'react';
import { getCitiesQueryOptions } from '@/features/centre/index.ts';
import { queryClient } from '@/shared/lib/query-client.ts';

// The image code is bound to the client id. If the picture and another first call raced without a
// cookie, the server would issue two ids and the code would never match; so wait for one id first.
export function useClientIdReady(): boolean {
  const [ready, setReady] = useState(() => getCookie('clientId') !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    queryClient
      .fetchQuery(getCitiesQueryOptions())
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
