import { DEFAULT_SID } from '@tijian/domain';
import { setCookie } from '../../shared/lib/cookies.ts';
import { useSessionStore } from '../../shared/lib/session-store.ts';

// The session store and the sid cookie always move together: the guard and the server read either.
export function setCurrentCentre(sid: string): void {
  useSessionStore.getState().setSid(sid);
  setCookie('sid', sid);
}

// 切换体检中心 / 选择其他中心: back to "all centres", where the picker works again.
export function resetCurrentCentre(): void {
  setCurrentCentre(DEFAULT_SID);
}

// The first picture of a centre's comma-separated image list (spec 3 "Centre").
export function firstImage(image: string | null | undefined): string | null {
  const first = image
    ?.split(',')
    .map((s) => s.trim())
    .find(Boolean);
  return first ?? null;
}
