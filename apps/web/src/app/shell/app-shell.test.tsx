import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../route-meta.ts';
import { appRoutes } from '../routes.ts';
import { AppShell } from './app-shell.tsx';

const handleOf = (path: string): RouteHandle => {
  const route = appRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return { meta: route.meta };
};

/** The shell around stand-in pages carrying the real routes' meta. */
function renderShell(url: string) {
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: '/order', handle: handleOf('/order'), element: <p>order list</p> },
          {
            path: '/order/personal/:sysCenterId/:id',
            handle: handleOf('/order/personal/:sysCenterId/:id'),
            element: <p>order detail</p>,
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const shell = (container: HTMLElement) => container.querySelector('.app-shell');

describe('app shell', () => {
  // jsdom has no scrolling; the kept-alive outlet restores a scroll position.
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('gives the order list its title bar, a root of the tab bar with no back arrow', async () => {
    const { container } = renderShell('/order');
    expect(await screen.findByText('order list')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '订单列表' })).toBeTruthy();
    expect(container.querySelector('.adm-nav-bar-back')).toBeNull();
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
    expect(document.title).toBe('订单列表');
    expect(shell(container)?.classList.contains('app-shell-with-tab')).toBe(true);
    // A filtered list (?type=) has no tab bar, so it leads back.
    const filtered = renderShell('/order?type=2');
    await waitFor(() => expect(filtered.container.querySelector('.adm-nav-bar-back')).toBeTruthy());
  });

  it('leaves room below a page the floating menu floats over', async () => {
    const { container } = renderShell('/order/personal/00-1/7');
    expect(await screen.findByText('order detail')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '订单详情' })).toBeTruthy();
    expect(shell(container)?.classList.contains('app-shell-with-menu')).toBe(true);
    expect(container.querySelector('.adm-nav-bar-back')).toBeTruthy();
    // The arrow's button is named, for a screen reader and Lighthouse.
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });
});
