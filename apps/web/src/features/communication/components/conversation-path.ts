import type { ThreadSummary } from '../api/list-threads.ts';

/** Where a thread opens: the conversation page of its centre, naming the thread itself. */
export const conversationPath = (t: Pick<ThreadSummary, 'id' | 'sysCenterId'>) =>
  `/onlineCommunication/advise/linkUp/${encodeURIComponent(t.sysCenterId)}?thread=${t.id}`;
