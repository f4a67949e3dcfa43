import { configureClient, removeCookie, type SessionEnd, urlOf, wechat } from '@tijian/client';
import { isWeChat } from '@/shared/lib/env.ts';
import { currentPath, leaveFor, loginPath, navigateTo } from '@/shared/lib/navigation.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';
import { alertDialog, clearToast, showToast } from '@/shared/ui/feedback.ts';

// Spec 8: inside WeChat without an openid the session comes back through authorisation. Once per
// tab: a second timeout (authorisation failed, wxauth=failed, or gave no openid) asks the person to
// log in instead of bouncing between the page and WeChat for ever.
function wechatReauthorisation(): (() => void) | null {
  const session = useSessionStore.getState();
  if (!isWeChat() || session.openid || session.wechatAuthTried) return null;
  return () => {
    session.markWechatAuthTried();
    leaveFor(urlOf(wechat.authorizeWechat, { query: { redirect: currentPath() } }));
  };
}

// Every cached piece of the person's data goes, whichever feature cached it. Logging out also forgets
// the centre, so the next visit starts from all centres; a timeout keeps it, since the person logs in
// again and returns to the page they were on.
function forgetPerson(reason: SessionEnd): void {
  queryClient.removeQueries({ queryKey: USER_DATA_KEY });
  if (reason === 'logout') {
    removeCookie('sid');
    useSessionStore.getState().reset();
  }
}

/** The mobile app's side of the API client: its header, centre, feedback and login page. */
export function configureApiClient(): void {
  configureClient({
    sourceTypeCode: 'wechat',
    sid: () => useSessionStore.getState().sid,
    // Each looked up when used, as the client did before it was configured: a test may mock the
    // feedback module with only the functions its page uses.
    showToast: (message, ms) => showToast(message, ms),
    clearToast: () => clearToast(),
    alert: (content, confirmText) => alertDialog({ content, confirmText }),
    // After a timeout on the login page itself there is nothing to return to: 我的 instead.
    goToLogin: (from) =>
      navigateTo(from === undefined ? '/login' : loginPath(from.startsWith('/login') ? '/personage' : from)),
    reauthorisation: wechatReauthorisation,
    onSessionEnd: forgetPerson,
  });
}
