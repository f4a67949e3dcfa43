import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const showToast = vi.fn();
vi.mock('@/shared/ui/feedback.ts', () => ({ showToast: (text: string) => showToast(text) }));
// The flow's file cannot be fetched: the network dropped between the screen's load and the tap.
vi.mock('./submit-flow.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const { useOrderSubmission } = await import('./use-order-submission.ts');

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const outcome = {
  quick: false,
  payType: 'onhospital',
  review: false,
  date: '2026-12-01',
  today: '2026-11-25',
} as const;

describe('useOrderSubmission', () => {
  afterEach(() => showToast.mockReset());

  it('says the network failed when the code that sends the order cannot be fetched, and lets the tap be made again', async () => {
    const { result } = renderHook(() => useOrderSubmission(), { wrapper });
    const body = {} as Parameters<typeof result.current.submit>[0];
    await act(() => result.current.submit(body, outcome));
    expect(showToast).toHaveBeenCalledWith('网络连接超时');
    expect(result.current.submitting).toBe(false);
    await act(() => result.current.submit(body, outcome));
    expect(showToast).toHaveBeenCalledTimes(2);
  });
});
