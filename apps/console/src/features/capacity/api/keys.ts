/** Query keys of a centre's capacity calendar. */
export const capacityKeys = {
  all: ['operator', 'capacity'] as const,
  ofCentre: (centreId: string) => [...capacityKeys.all, centreId] as const,
  month: (centreId: string, month: string) => [...capacityKeys.ofCentre(centreId), 'month', month] as const,
};
