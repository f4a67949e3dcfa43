import { createBrowserRouter } from 'react-router';
import { BASE, registerNavigate } from '@/shared/lib/navigation.ts';
import { routes } from './routes.tsx';

export type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

export function createConsoleRouter(): ConsoleRouter {
  const router = createBrowserRouter(routes, { basename: BASE });
  registerNavigate((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}
