import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, examDay, urlOf } from '@tijian/client';
import type { ExamDayGuide } from '@tijian/contract';
import { useEffect, useState } from 'react';

export type { ExamDayGuide };

export function getExamDayGuide(orderId: number, signal?: AbortSignal): Promise<ExamDayGuide | null> {
  return call(examDay.getExamDayGuide, { query: { orderId } }, { signal });
}

export function examDayGuideQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: ['orders', 'exam-day', orderId] as const,
    queryFn: ({ signal }) => getExamDayGuide(orderId, signal),
  });
}

/**
 * The guide, kept live: read once, then every state the server's stream sends (on connect and at
 * each change of the centre's queue) replaces it, without reloading. The typed client cannot read a
 * stream: EventSource opens it (the session's cookie goes with it) and reconnects on its own.
 */
export function useExamDayGuide(orderId: number, enabled: boolean) {
  const client = useQueryClient();
  const query = useQuery({ ...examDayGuideQueryOptions(orderId), enabled });
  const [connected, setConnected] = useState(true);
  const hasGuide = Boolean(query.data);
  useEffect(() => {
    if (!enabled || !hasGuide || typeof EventSource === 'undefined') return;
    const { queryKey } = examDayGuideQueryOptions(orderId);
    const source = new EventSource(urlOf(examDay.examDayStream, { query: { orderId } }));
    source.addEventListener('guide', (event) => {
      setConnected(true);
      client.setQueryData(queryKey, JSON.parse((event as MessageEvent<string>).data) as ExamDayGuide);
    });
    // No guide any more (the exam is done, or the day passed): stop, and show what the server says.
    source.addEventListener('end', () => {
      source.close();
      void client.invalidateQueries({ queryKey });
    });
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    return () => source.close();
  }, [client, orderId, enabled, hasGuide]);
  return { query, connected };
}
