// The router's navigate, for code outside React (the API client sending the person to sign in).
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => {
  window.location.assign(`${BASE}${to}`);
};

/** Where the console is served; the router's paths are below it. */
export const BASE = '/console';

export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}

/** A path of the browser (/console/x?y) as the router's (/x?y); '/' when it is not the console's. */
export function routerPath(browserPath: string): string {
  if (browserPath === BASE) return '/';
  return browserPath.startsWith(`${BASE}/`) ? browserPath.slice(BASE.length) : '/';
}

/** The sign-in page, coming back to `from` (a router path) afterwards. */
export function signInPath(from?: string, expired = false): string {
  const query = new URLSearchParams();
  if (from && from !== '/' && !from.startsWith('/login')) query.set('from', from);
  if (expired) query.set('expired', '1');
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}

/** Only a path of this console is a place to come back to (never another site). */
export function safeFrom(from: string | null): string {
  return from && /^\/(?![/\\])/.test(from) && !from.startsWith('/login') ? from : '/';
}
