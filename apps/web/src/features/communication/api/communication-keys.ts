import type { ThreadKind } from '@tijian/domain';
import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';

export interface ThreadFilter {
  kind?: ThreadKind;
  /** only threads the centre has answered (咨询记录) */
  answered?: boolean;
}

// A person's threads are their own data: under the user-data root, dropped when the session ends.
export const communicationKeys = {
  all: [...USER_DATA_KEY, 'communication'] as const,
  lists: () => [...communicationKeys.all, 'list'] as const,
  list: (filter: ThreadFilter) =>
    [...communicationKeys.lists(), filter.kind ?? 'all', filter.answered ? 'answered' : 'any'] as const,
  thread: (id: number) => [...communicationKeys.all, 'thread', id] as const,
  centreThreads: () => [...communicationKeys.all, 'centre'] as const,
  centre: (centreId: string) => [...communicationKeys.centreThreads(), centreId] as const,
  /** the person's reports, to ask a reading of one */
  reports: () => [...communicationKeys.all, 'reports'] as const,
  picture: (id: number) => [...communicationKeys.all, 'picture', id] as const,
  /** the same for everyone */
  centres: () => ['communication', 'centres'] as const,
};
