/** Query keys of a centre's online communication, as its staff read it. */
export const communicationKeys = {
  all: ['operator', 'communication'] as const,
  ofCentre: (centreId: string) => [...communicationKeys.all, centreId] as const,
  list: (centreId: string) => [...communicationKeys.ofCentre(centreId), 'list'] as const,
  thread: (centreId: string, id: number) => [...communicationKeys.ofCentre(centreId), 'thread', id] as const,
  picture: (id: number) => [...communicationKeys.all, 'picture', id] as const,
};
