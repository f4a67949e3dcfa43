import { queryOptions } from '@tanstack/react-query';
import { call, schedule } from '@tijian/client';
import { SpecialCentre, toCompactDate } from '@tijian/domain';
import { scheduleKeys } from './schedule-keys.ts';

// Remaining places change as others book: re-read after a short while, never kept for a visit.
const FRESH_MS = 10_000;

/** Spec 7 "GET bookable dates": each day's state for the plan's items. */
export function getAppointmentRangeQueryOptions(sysCenterId: string, proIds: string) {
  return queryOptions({
    queryKey: scheduleKeys.days(sysCenterId, proIds),
    queryFn: ({ signal }) =>
      call(schedule.getAppointmentRange, { query: { sysCenterId, proIds } }, { signal }),
    staleTime: FRESH_MS,
  });
}

/** Centre 00-7 answers a range in which every day is bookable (spec 7 "Dates"). */
export function getDateRangeQueryOptions(sysCenterId: string, proIds: string) {
  return queryOptions({
    queryKey: scheduleKeys.dateRange(sysCenterId, proIds),
    queryFn: ({ signal }) => call(schedule.getDateRange, { query: { sysCenterId, proIds } }, { signal }),
    staleTime: FRESH_MS,
  });
}

/** The slots of one day (date YYYY-MM-DD; the wire takes yyyyMMdd). */
export function getTimeOfCountQueryOptions(sysCenterId: string, date: string) {
  return queryOptions({
    queryKey: scheduleKeys.slots(sysCenterId, date),
    queryFn: ({ signal }) =>
      call(schedule.getTimeOfCount, { query: { sysCenterId, date: toCompactDate(date) } }, { signal }),
    staleTime: FRESH_MS,
  });
}

export function usesDateRange(sysCenterId: string): boolean {
  return sysCenterId === SpecialCentre.surveyGateWithDateRange;
}
