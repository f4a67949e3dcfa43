import { configureClient } from '@tijian/client';
import { navigateTo, routerPath, signInPath } from '@/shared/lib/navigation.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import { forgetOperatorSession, operatorToken } from '@/shared/session/operator-session.ts';
import { clearMessages, showError } from '@/shared/ui/feedback.ts';

/** The server's code for "no live operator session" (its login refusal carries it too). */
const OPERATOR_LOGIN = 'operator,login';

/** The console's side of the API client: the operator's token header, its messages, its sign-in page. */
export function configureApiClient(): void {
  configureClient({
    sourceTypeCode: 'console',
    // Every operator call names its centre in the request itself; the header is the customer's.
    sid: () => undefined,
    showToast: (message, ms) => showError(message, ms),
    clearToast: () => clearMessages(),
    // The console asks nothing of the customer's session dialogs: its session expiry goes straight to
    // the sign-in page, which says why.
    alert: async () => undefined,
    goToLogin: (from) => navigateTo(signInPath(from === undefined ? undefined : routerPath(from), true)),
    onSessionEnd: () => queryClient.clear(),
    session: {
      headers: (): Record<string, string> => {
        const token = operatorToken();
        return token ? { 'x-operator-token': token } : {};
      },
      expired: (code) => code === OPERATOR_LOGIN,
      forget: forgetOperatorSession,
    },
  });
}
