import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/app.tsx';
import { routes } from '@/app/routes.tsx';
import { registerNavigate } from '@/shared/lib/navigation.ts';
import { keepOperatorToken } from '@/shared/session/operator-session.ts';

/** The whole console at a path, as the browser would open it (signed in when a token is given). */
export function renderConsole(path: string, { token }: { token?: string } = {}) {
  if (token) keepOperatorToken(token);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerNavigate((to, options) => {
    void router.navigate(to, options);
  });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
