import { isSpecificCentre } from '@tijian/domain';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { useCentre } from '../api/get-centre.ts';

// The centre of the session, for pages that describe "the current centre" (guidelines, about, introduce).
export function useCurrentCentre() {
  const sid = useSessionStore((s) => s.sid);
  const specific = isSpecificCentre(sid);
  return { sid, specific, centre: useCentre(specific ? sid : null) };
}
