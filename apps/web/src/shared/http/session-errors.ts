import { Messages } from '@tijian/domain';
import { removeCookie } from '../lib/cookies.ts';
import { isWeChat } from '../lib/env.ts';
import { currentPath, loginPath, navigateTo } from '../lib/navigation.ts';
import { queryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { alertDialog, clearToast } from '../ui/feedback.ts';

type Logout = (kickout: boolean) => Promise<unknown>;

// Several calls can fail at once when a session ends; the user must see one dialog, not a stack.
let dialogOpen = false;

export function isSessionDialogOpen(): boolean {
  return dialogOpen;
}

async function once(show: () => Promise<void>): Promise<void> {
  if (dialogOpen) return;
  dialogOpen = true;
  try {
    await show();
  } finally {
    dialogOpen = false;
  }
}

function dropUserData(): void {
  queryClient.removeQueries({ queryKey: ['account'] });
}

export function handleAuthTimeout(logout: Logout): Promise<void> {
  return once(async () => {
    clearToast();
    // In WeChat the session comes back through OAuth, so no password dialog is needed there.
    if (isWeChat() && !useSessionStore.getState().openid) {
      window.location.assign(`/m/authorize_wx.html?redirect=${encodeURIComponent(currentPath())}`);
      return;
    }
    const from = currentPath();
    await alertDialog({ content: Messages.authTimeout, confirmText: Messages.authTimeoutButton });
    removeCookie('token');
    dropUserData();
    void logout(false).catch(() => undefined);
    navigateTo(loginPath(from.startsWith('/login') ? '/personage' : from));
  });
}

export function handleKickout(logout: Logout): Promise<void> {
  return once(async () => {
    clearToast();
    void logout(true).catch(() => undefined);
    removeCookie('token');
    removeCookie('clientId');
    dropUserData();
    await alertDialog({ content: Messages.kickout, confirmText: Messages.kickoutButton });
    navigateTo('/login');
  });
}
