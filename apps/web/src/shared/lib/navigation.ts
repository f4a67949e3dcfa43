// Code outside React (the HTTP error catalogue) navigates through the router the app registers here.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

// A full page load outside the app (the server's WeChat authorisation), not a route change.
export function leaveFor(url: string): void {
  window.location.assign(url);
}

// One-time parameters (an openid, an authorisation result) leave the address bar, so a shared or
// bookmarked link does not carry them. The router's history state is kept: it holds its index.
export function dropQueryParams(names: readonly string[]): void {
  const url = new URL(window.location.href);
  const present = names.filter((name) => url.searchParams.has(name));
  if (present.length === 0) return;
  for (const name of present) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function loginPath(redirect: string = currentPath()): string {
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

// React Router keeps its history index in history.state; 0 means this page opened the tab.
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}
