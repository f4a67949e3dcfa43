// Every query key of the schedule comes from here. Capacity is public and short-lived: no session's data.
export const scheduleKeys = {
  all: ['schedule'] as const,
  days: (centre: string, proIds: string) => [...scheduleKeys.all, 'days', centre, proIds] as const,
  dateRange: (centre: string, proIds: string) => [...scheduleKeys.all, 'range', centre, proIds] as const,
  slots: (centre: string, date: string) => [...scheduleKeys.all, 'slots', centre, date] as const,
};
