import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, examDay } from '@tijian/client';
import type { StationQueue } from '@tijian/contract';
import type { StationId } from '@tijian/domain';

export type { StationQueue };

/** A station's queue changes as people check in and other stations finish: it is read again every few seconds. */
const REFRESH_MS = 5_000;

export function stationQueueQueryOptions(centreId: string, station: StationId) {
  return queryOptions({
    queryKey: ['operator', 'stations', centreId, station] as const,
    queryFn: ({ signal }) =>
      call(examDay.operatorStationQueue, { query: { sysCenterId: centreId, station } }, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function useStationQueue(centreId: string, station: StationId) {
  return useQuery(stationQueueQueryOptions(centreId, station));
}

/**
 * 叫号, 完成, 过号: each answers the queue as it is after the move, shown at once; a refusal (another
 * nurse moved first) reads the queue again.
 */
export function useStationMoves(centreId: string, station: StationId) {
  const client = useQueryClient();
  const { queryKey } = stationQueueQueryOptions(centreId, station);
  const settle = {
    onSuccess: (queue: StationQueue) => client.setQueryData(queryKey, queue),
    onError: () => client.invalidateQueries({ queryKey }),
  };
  const callNext = useMutation({
    mutationFn: () => call(examDay.operatorStationCall, { body: { sysCenterId: centreId, station } }),
    ...settle,
  });
  const mark = useMutation({
    mutationFn: (m: { orderId: number; state: 'done' | 'skipped' }) =>
      call(examDay.operatorStationMark, { body: { sysCenterId: centreId, station, ...m } }),
    ...settle,
  });
  return { callNext, mark };
}
