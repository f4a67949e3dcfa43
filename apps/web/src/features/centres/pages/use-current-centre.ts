import { isSpecificCentre } from '@tijian/domain';
import { useCentre } from '@/features/centre/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';

// The centre of the session, for pages that describe "the current centre" (guidelines, about, introduce).
export function useCurrentCentre() {
  const sid = useSessionStore((s) => s.sid);
  const specific = isSpecificCentre(sid);
  return { sid, specific, centre: useCentre(specific ? sid : null) };
}
