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
