// Online communication (在线沟通): nothing of it is used by other features yet; its pages are reached
// through the app's routes.
export type { ThreadSummary } from './api/list-threads.ts';
