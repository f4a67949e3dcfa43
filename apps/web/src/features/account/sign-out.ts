import { endSession, logout } from '@tijian/client';
import { navigateTo } from '@/shared/lib/navigation.ts';
import { closeWechatWindow } from '@/shared/lib/wechat-window.ts';

/**
 * 退出登录 (spec 4 "Session"): tell the server, clear the profile, the token and the centre, then close
 * WeChat's window or go to the root. The root is also where a window that cannot close (the
 * mini-program's web-view) is left, instead of a personal page without a person.
 */
export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  endSession('logout');
  closeWechatWindow();
  navigateTo('/', { replace: true });
}
