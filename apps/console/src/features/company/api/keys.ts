import type { company } from '@tijian/contract';

export type TeamMemberState = company.RosterPerson['state'];
export type ResultsGroupBy = 'department' | 'grade';

export interface RosterFilter {
  state?: TeamMemberState;
  keyword?: string;
  page: number;
  pageSize: number;
}

/**
 * Query keys of the HR portal (a company's own data) and of the centre's list of its company clients;
 * every key of the console starts with the session's root.
 */
export const companyKeys = {
  all: ['operator', 'company'] as const,
  me: () => [...companyKeys.all, 'me'] as const,
  ofCompany: (companyId: number) => [...companyKeys.all, companyId] as const,
  overview: (companyId: number) => [...companyKeys.ofCompany(companyId), 'overview'] as const,
  rosters: (companyId: number) => [...companyKeys.ofCompany(companyId), 'roster'] as const,
  roster: (companyId: number, filter: RosterFilter) => [...companyKeys.rosters(companyId), filter] as const,
  results: (companyId: number, groupBy: ResultsGroupBy) =>
    [...companyKeys.ofCompany(companyId), 'results', groupBy] as const,
  packages: (centreId: string) => [...companyKeys.all, 'packages', centreId] as const,
  clients: (centreId: string) => ['operator', 'companies', centreId] as const,
};
