import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { registerNavigate } from '../shared/lib/navigation.ts';
import { authLoader, guardLoader } from './guard/index.ts';
import type { RouteHandle } from './route-meta.ts';
import { type AppRoute, appRoutes, notFoundRoute, rootRedirect } from './routes.ts';
import { AppShell } from './shell/app-shell.tsx';
import { RouteError } from './shell/route-error.tsx';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { meta: route.meta };
  if (route.redirect) return { path: route.path, handle, element: <Navigate to={route.redirect} replace /> };
  return {
    path: route.path,
    handle,
    loader: route.meta.auth ? authLoader : undefined,
    lazy: route.page,
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      loader: guardLoader,
      // The guard must run on every navigation, not only when this layout's data looks stale.
      shouldRevalidate: () => true,
      errorElement: <RouteError />,
      hydrateFallbackElement: null,
      children: [
        { path: '/', element: <Navigate to={rootRedirect} replace /> },
        ...appRoutes.map(toRouteObject),
        toRouteObject(notFoundRoute),
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());

registerNavigate((to, options) => {
  void router.navigate(to, options);
});
