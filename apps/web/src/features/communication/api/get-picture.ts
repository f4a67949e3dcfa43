import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, communication } from '@tijian/client';
import { communicationKeys } from './communication-keys.ts';

/** A picture of a thread as an address an <img> shows: it needs the session, so it comes through the API. */
export async function getPictureSource(id: number, signal?: AbortSignal): Promise<string> {
  const picture = await call(communication.getPicture, { query: { id } }, { signal, silent: true });
  return `data:${picture.type};base64,${picture.data}`;
}

export function getPictureQueryOptions(id: number) {
  return queryOptions({
    queryKey: communicationKeys.picture(id),
    queryFn: ({ signal }) => getPictureSource(id, signal),
    // A sent picture never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePicture(id: number) {
  return useQuery(getPictureQueryOptions(id));
}
