// Requests are tagged so a navigation can abort the old page's calls but keep the session-wide ones.
export type RequestTag = 'page' | 'centre' | 'config' | 'user' | 'logout';

const KEPT_ON_NAVIGATION: readonly RequestTag[] = ['centre', 'config', 'user', 'logout'];

const pending = new Map<AbortController, RequestTag>();

export function track(controller: AbortController, tag: RequestTag): () => void {
  pending.set(controller, tag);
  return () => {
    pending.delete(controller);
  };
}

export function cancelPending(keep: readonly RequestTag[] = KEPT_ON_NAVIGATION): number {
  let cancelled = 0;
  for (const [controller, tag] of pending) {
    if (keep.includes(tag)) continue;
    controller.abort('navigation');
    pending.delete(controller);
    cancelled++;
  }
  return cancelled;
}
