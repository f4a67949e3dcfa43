import { Messages } from '@tijian/domain';
import { type AppSession, clientConfig } from './configure.ts';
import { endSession } from './end-session.ts';

type Logout = (options: { kickout: boolean }) => Promise<unknown>;

// Several calls can fail at once when a session ends; the user must see one dialog, not a stack.
let dialogOpen = false;

async function once(show: () => Promise<void>): Promise<void> {
  if (dialogOpen) return;
  dialogOpen = true;
  try {
    await show();
  } finally {
    dialogOpen = false;
  }
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Spec 8 'token,valid' and its kin: the app may restore the session another way (WeChat
 * authorisation); otherwise nothing happens until the person has read the dialog, then the session
 * ends and they log in again, coming back to the page they were on.
 */
export function handleAuthTimeout(logout: Logout): Promise<void> {
  return once(async () => {
    const config = clientConfig();
    config.clearToast();
    const leave = config.reauthorisation?.();
    if (leave) {
      endSession('timeout');
      leave();
      return;
    }
    const from = currentPath();
    await config.alert(Messages.authTimeout, Messages.authTimeoutButton);
    endSession('timeout');
    void logout({ kickout: false }).catch(() => undefined);
    config.goToLogin(from);
  });
}

/** Spec 8 'login,kickout': the session ends at once, then the dialog, then the login page. */
export function handleKickout(logout: Logout): Promise<void> {
  return once(async () => {
    const config = clientConfig();
    config.clearToast();
    void logout({ kickout: true }).catch(() => undefined);
    endSession('kickout');
    await config.alert(Messages.kickout, Messages.kickoutButton);
    config.goToLogin();
  });
}

/**
 * The app's own session (ClientConfig.session) is gone: its credentials are forgotten at once, then its
 * login page, which says why and brings the person back to the page they were on. No dialog first: the
 * console's sign-in page carries the message itself.
 */
export function handleAppSessionExpired(session: AppSession): Promise<void> {
  // Calls that were under way when the first answer ended it say the same again: already handled.
  if (Object.keys(session.headers()).length === 0) return Promise.resolve();
  return once(async () => {
    const config = clientConfig();
    config.clearToast();
    const from = currentPath();
    session.forget();
    config.onSessionEnd?.('timeout');
    config.goToLogin(from);
  });
}
