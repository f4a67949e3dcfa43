import type { ComponentType } from 'react';

// The tab bar (its component and icons) shows on a few top-level pages only, so it is not in the entry
// that every first screen downloads. A page that shows it loads it together with its own chunk (see
// router.tsx), so the bar paints with the page rather than a round trip after it.
let loaded: ComponentType | null = null;
let loading: Promise<ComponentType> | null = null;

export function loadTabBar(): Promise<ComponentType> {
  loading ??= import('./app-tab-bar.tsx').then((m) => {
    loaded = m.AppTabBar;
    return m.AppTabBar;
  });
  return loading;
}

/** The tab bar once it has loaded, to render without suspending; null before. */
export function loadedTabBar(): ComponentType | null {
  return loaded;
}
