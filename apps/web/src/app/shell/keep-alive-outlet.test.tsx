import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useMatches } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeptPageVisits } from '@/shared/ui/kept-page-visits.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Visits() {
  return <p>visits {useKeptPageVisits()}</p>;
}

function Layout() {
  const matches = useMatches();
  const name = (matches.at(-1)?.handle as { keep?: string } | undefined)?.keep;
  return <KeepAliveOutlet name={name} />;
}

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/list',
            handle: { keep: 'list' },
            element: (
              <>
                <Counter label="list" />
                <Visits />
              </>
            ),
          },
          { path: '/detail', element: <Counter label="detail" /> },
        ],
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('KeepAliveOutlet', () => {
  it('keeps a kept page mounted and hidden while away, and restores its state and scroll', async () => {
    const user = userEvent.setup();
    const router = setup();
    await user.click(screen.getByRole('button', { name: 'list 0' }));
    await user.click(screen.getByRole('button', { name: 'list 1' }));
    scrollWindowTo(420);

    await act(() => router.navigate('/detail'));
    expect(screen.queryByRole('button', { name: /list/ })).toBeNull();
    expect(screen.getByText('list 2', { selector: 'button' }).closest('[hidden]')).not.toBeNull();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate(-1));
    expect(screen.getByRole('button', { name: 'list 2' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
  });

  it('tells a kept page each time it is shown again, so it can refresh what changed elsewhere', async () => {
    const router = setup();
    expect(screen.getByText('visits 1')).toBeTruthy();
    await act(() => router.navigate('/detail'));
    await act(() => router.navigate('/list'));
    expect(screen.getByText('visits 2')).toBeTruthy();
    await act(() => router.navigate('/detail'));
    await act(() => router.navigate('/list'));
    expect(screen.getByText('visits 3')).toBeTruthy();
  });

  it('renders other pages fresh on every visit', async () => {
    const user = userEvent.setup();
    const router = setup();
    await act(() => router.navigate('/detail'));
    await user.click(screen.getByRole('button', { name: 'detail 0' }));
    expect(screen.getByRole('button', { name: 'detail 1' })).toBeTruthy();

    await act(() => router.navigate('/list'));
    await act(() => router.navigate('/detail'));
    expect(screen.getByRole('button', { name: 'detail 0' })).toBeTruthy();
  });
});
