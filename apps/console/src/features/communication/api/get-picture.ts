import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, communication } from '@tijian/client';
import { communicationKeys } from './keys.ts';

/** A thread's picture as an address an <img> shows: it needs the operator's session header, so it comes through the API. */
export async function getPictureSource(id: number, signal?: AbortSignal): Promise<string> {
  const picture = await call(communication.operatorGetPicture, { query: { id } }, { signal, silent: true });
  return `data:${picture.type};base64,${picture.data}`;
}

export function usePicture(id: number) {
  return useQuery(
    queryOptions({
      queryKey: communicationKeys.picture(id),
      queryFn: ({ signal }) => getPictureSource(id, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
