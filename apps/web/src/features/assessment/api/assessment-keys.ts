// Every query key of the assessment feature comes from here.
export const assessmentKeys = {
  all: ['assessment'] as const,
  definition: (id: number) => [...assessmentKeys.all, 'definition', id] as const,
  /** the account's results: history lists and single results, refreshed together after a submission */
  results: () => [...assessmentKeys.all, 'results'] as const,
  history: (id: number) => [...assessmentKeys.results(), 'history', id] as const,
  result: (id: number) => [...assessmentKeys.results(), 'result', id] as const,
};
