import { Messages } from '@tijian/domain';
import { isWeChat } from '@/shared/lib/env.ts';
import { currentPath, leaveFor, loginPath, navigateTo } from '@/shared/lib/navigation.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { endSession } from '@/shared/session/end-session.ts';
import { alertDialog, clearToast } from '@/shared/ui/feedback.ts';

type Logout = (options: { kickout: boolean }) => Promise<unknown>;

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

export function handleAuthTimeout(logout: Logout): Promise<void> {
  return once(async () => {
    clearToast();
    // Spec 8: inside WeChat without an openid the session comes back through authorisation. Once per
    // tab: the dead token goes first so the return trip does not time out on it, and a second timeout
    // (authorisation failed, wxauth=failed, or gave no openid) asks the person to log in instead of
    // bouncing between the page and WeChat for ever.
    const session = useSessionStore.getState();
    if (isWeChat() && !session.openid && !session.wechatAuthTried) {
      endSession('timeout');
      session.markWechatAuthTried();
      leaveFor(`/m/authorize_wx.html?redirect=${encodeURIComponent(currentPath())}`);
      return;
    }
    const from = currentPath();
    await alertDialog({ content: Messages.authTimeout, confirmText: Messages.authTimeoutButton });
    endSession('timeout');
    void logout({ kickout: false }).catch(() => undefined);
    navigateTo(loginPath(from.startsWith('/login') ? '/personage' : from));
  });
}

export function handleKickout(logout: Logout): Promise<void> {
  return once(async () => {
    clearToast();
    void logout({ kickout: true }).catch(() => undefined);
    endSession('kickout');
    await alertDialog({ content: Messages.kickout, confirmText: Messages.kickoutButton });
    navigateTo('/login');
  });
}
