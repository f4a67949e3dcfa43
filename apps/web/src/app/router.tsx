import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { registerNavigate } from '@/shared/lib/navigation.ts';
import { authLoader, guardLoader } from './guard/index.ts';
import type { RouteHandle } from './route-meta.ts';
import { type AppRoute, appRoutes, notFoundRoute, type PageLoader, rootRedirect } from './routes.ts';
import { AppShell } from './shell/app-shell.tsx';
import { RouteError } from './shell/route-error.tsx';
import { loadTabBar } from './shell/tab-bar-loader.ts';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { meta: route.meta };
  if (route.redirect) return { path: route.path, handle, element: <Navigate to={route.redirect} replace /> };
  return {
    path: route.path,
    handle,
    loader: route.meta.auth ? authLoader : undefined,
    lazy: route.meta.showTab ? withTabBar(route.page) : route.page,
  };
}

// A page with the tab bar loads the bar alongside its own chunk, so both paint together.
function withTabBar(page: PageLoader | undefined): PageLoader | undefined {
  if (!page) return page;
  return () => Promise.all([page(), loadTabBar()]).then(([module]) => module);
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      loader: guardLoader,
      // The guard must run on every navigation, not only when this layout's data looks stale.
      shouldRevalidate: () => true,
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to={rootRedirect} replace /> },
        ...appRoutes.map(toRouteObject),
        toRouteObject(notFoundRoute),
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

// Creating the router matches the URL, runs the guard and starts the first page's chunk and requests.
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(buildRoutes());
  registerNavigate((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
