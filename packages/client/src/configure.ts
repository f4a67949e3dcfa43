/** Why a session ends: the person logged out, it timed out, or another device took it over. */
export type SessionEnd = 'logout' | 'timeout' | 'kickout';

/**
 * A session the app keeps itself (the staff console's operator token), in place of the customer's
 * cookie session. The client then sends these headers and neither the customer's token nor its client
 * id, and leaves the customer's cookies alone when the session ends: the console and the mobile app
 * share an origin, and a staff session ending must not sign a customer out in the same browser.
 */
export interface AppSession {
  /** Sent on every call (the console: x-operator-token while signed in); none while signed out. */
  headers: () => Readonly<Record<string, string>>;
  /**
   * Whether an answer's code says the session is gone (the console: operator,login). Asked only of
   * calls that carried the session's headers: the same code answering a sign-in is a wrong password.
   */
  expired: (code: string) => boolean;
  /** Forgets the session's credentials; the app's onSessionEnd('timeout') and goToLogin follow. */
  forget: () => void;
}

/**
 * What differs between the apps that use this client, given once at start-up by configureClient: the
 * client knows the API, the error catalogue and the session rules; the app knows how it shows a
 * message, where its centre and its login page are, and what it keeps of the person.
 */
export interface ClientConfig {
  /** Sent as the sourceTypeCode header on every call ('wechat' for the mobile app). */
  sourceTypeCode: string;
  /** The centre the person is looking at, sent as the sid header; undefined sends none. */
  sid: () => string | undefined;
  /** Shows a failure's message for `ms` milliseconds (spec 8: 5 s). */
  showToast: (message: string, ms: number) => void;
  clearToast: () => void;
  /** A dialog with one button; resolves when the person has tapped it. */
  alert: (content: string, confirmText: string) => Promise<void>;
  /**
   * Takes the person to log in again: after a timeout `from` is the page they were on (to come back
   * to), after a kickout it is undefined.
   */
  goToLogin: (from?: string) => void;
  /**
   * Asked first on a timed-out session: when the app can restore the session another way (inside
   * WeChat, through authorisation), answers the step that leaves for it, taken once the dead session
   * has ended so the return trip does not time out on it.
   */
  reauthorisation?: () => (() => void) | null;
  /** Drops what the app keeps of the person (cached answers, the chosen centre…) as a session ends. */
  onSessionEnd?: (reason: SessionEnd) => void;
  /** The app's own session; absent, the customer's session in cookies (the mobile app). */
  session?: AppSession;
}

let current: ClientConfig | null = null;

export function configureClient(config: ClientConfig): void {
  current = config;
}

export function clientConfig(): ClientConfig {
  if (!current) throw new Error('@tijian/client is not configured: call configureClient() at start-up');
  return current;
}
