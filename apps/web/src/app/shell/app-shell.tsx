import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isMiniProgram } from '@/shared/lib/env.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { metaOf } from '../route-meta.ts';
import { AppHeader } from './app-header.tsx';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { MiniProgramBack } from './mini-program-back.tsx';
import { loadedTabBar, loadTabBar } from './tab-bar-loader.ts';
import { useTransitionDirection } from './use-transition-direction.ts';
import './app-shell.css';

// The menu pulls in gesture and animation code; pages without it should not pay for it.
const FloatingMenu = lazy(() => import('./floating-menu.tsx').then((m) => ({ default: m.FloatingMenu })));
// Used only if a tab page renders before the bar arrived; normally it came with the page's chunk.
const LazyTabBar = lazy(() => loadTabBar().then((component) => ({ default: component })));

export function AppShell() {
  const matches = useMatches();
  const location = useLocation();
  const meta = metaOf(matches);
  const helpUser = useSessionStore((s) => s.helpUser);
  const direction = useTransitionDirection(meta.grade);

  useEffect(() => {
    document.title = meta.title;
  }, [meta.title]);

  // Spec 2: on the orders route the tab bar shows only for the plain list, not a filtered one.
  const showTab =
    Boolean(meta.showTab) &&
    !(location.pathname === '/order' && new URLSearchParams(location.search).has('type'));
  const showMenu = Boolean(meta.menuBar) && !helpUser;
  const TabBar = loadedTabBar();

  return (
    <div
      className={['app-shell', showTab && 'app-shell-with-tab', showMenu && 'app-shell-with-menu']
        .filter(Boolean)
        .join(' ')}
    >
      {meta.hideHeader ? null : <AppHeader title={meta.title} back={!showTab} />}
      <main className="app-main">
        <KeepAliveOutlet name={meta.keepAlive} activeClassName={`app-page app-page-${direction}`} />
      </main>
      {showTab ? (
        TabBar ? (
          <TabBar />
        ) : (
          <Suspense fallback={null}>
            <LazyTabBar />
          </Suspense>
        )
      ) : null}
      {showMenu ? (
        <Suspense fallback={null}>
          <FloatingMenu />
        </Suspense>
      ) : null}
      {isMiniProgram() ? <MiniProgramBack /> : null}
    </div>
  );
}
