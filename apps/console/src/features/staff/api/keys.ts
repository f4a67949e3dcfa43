/** Query keys of a centre's staff, as its manager keeps them. */
export const staffKeys = {
  all: ['operator', 'staff'] as const,
  ofCentre: (centreId: string) => [...staffKeys.all, centreId] as const,
};
