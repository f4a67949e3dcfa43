import { useQuery } from '@tanstack/react-query';
import type { BookableDay } from '@tijian/domain';
import { useMemo } from 'react';
import {
  getAppointmentRangeQueryOptions,
  getDateRangeQueryOptions,
  usesDateRange,
} from '../api/get-schedule.ts';

/** Every day from begin to end, YYYY-MM-DD, counted in UTC so no local clock shift moves a day. */
function daysBetween(begin: string, end: string): string[] {
  const days: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${begin}T00:00:00Z`); t <= last; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The bookable days of a centre for the plan's items: the day list, or, at the centre that answers a
 * range (00-7), every day of that range as bookable.
 */
export function useBookableDays(sysCenterId: string, proIds: string, enabled = true) {
  const range = usesDateRange(sysCenterId);
  const days = useQuery({
    ...getAppointmentRangeQueryOptions(sysCenterId, proIds),
    enabled: enabled && !range,
  });
  const bounds = useQuery({ ...getDateRangeQueryOptions(sysCenterId, proIds), enabled: enabled && range });
  const fromRange = useMemo<BookableDay[] | undefined>(
    () =>
      bounds.data &&
      daysBetween(bounds.data.beginDay, bounds.data.endDay).map((testDate) => ({
        testDate,
        code: '000',
        desc: '',
        specialProDtos: [],
      })),
    [bounds.data],
  );
  const query = range ? bounds : days;
  return {
    days: range ? fromRange : days.data,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
