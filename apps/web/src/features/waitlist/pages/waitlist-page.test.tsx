import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { waitlist } from '@tijian/client';
import type { WaitlistEntry } from '@tijian/contract';
import { describe, expect, it, vi } from 'vitest';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderPage } from '@/test/render.tsx';
import { WaitlistPage } from './waitlist-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();

const entry = (over: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 1,
  sysCenterId: '00-1',
  sysCenterName: '北京海淀1+X筛查中心',
  date: '2026-12-03',
  name: '王*明',
  packageName: '基础体检套餐',
  status: 'waiting',
  position: 3,
  slotNo: null,
  slotTime: null,
  holdExpiresAt: null,
  orderId: null,
  createdAt: '2026-11-27T02:00:00.000Z',
  ...over,
});

function server(entries: WaitlistEntry[], book?: (body: unknown) => unknown) {
  const calls: { path: string; body: unknown }[] = [];
  mockApi(fetchMock, {
    [waitlist.getWaitlist.path]: entries,
    [waitlist.leaveWaitlist.path]: (_url: URL, init?: RequestInit) => {
      calls.push({ path: 'leave', body: JSON.parse(String(init?.body)) });
      return { ...entries[0]!, status: 'left', position: null };
    },
    [waitlist.bookWaitlistHold.path]: (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      calls.push({ path: 'book', body });
      return book ? book(body) : null;
    },
  });
  return calls;
}

describe('WaitlistPage (我的候补)', () => {
  it('says so when nothing is waited for', async () => {
    server([]);
    renderPage(<WaitlistPage />);
    expect(await screen.findByText('暂无候补记录')).toBeTruthy();
  });

  it('shows the place in the queue, and leaves it after asking', async () => {
    const calls = server([entry({})]);
    renderPage(<WaitlistPage />);
    expect(await screen.findByText('排队第3位')).toBeTruthy();
    expect(screen.getByText('候补中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去预约' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '取消候补' }));
    expect(confirmDialog).toHaveBeenCalledWith('确定取消候补吗？取消后如需候补需重新排队。');
    await waitFor(() => expect(calls).toEqual([{ path: 'leave', body: { id: 1 } }]));
    expect(showToast).toHaveBeenCalledWith('已取消候补');
  });

  it('counts a held place down, and 去预约 books it and goes to payment', async () => {
    const expires = new Date(Date.now() + 29 * 60_000 + 30_000).toISOString();
    const calls = server(
      [entry({ status: 'held', position: null, slotNo: 2, slotTime: '08:30~09:00', holdExpiresAt: expires })],
      () => ({ code: 0, message: null, orderId: 77, orderNo: 'T77', status: 'order_create', payable: 39800 }),
    );
    renderPage(<WaitlistPage />);
    expect(await screen.findByText('已为您保留 08:30~09:00 的名额')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/剩余 29:(30|29)，逾时将顺延给下一位/);
    await userEvent.click(screen.getByRole('button', { name: '去预约' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['book']));
    expect(calls[0]!.body).toMatchObject({ id: 1, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await screen.findByText('navigated')).toBeTruthy();
  });

  it('tells a refusal of the booking in its own words and stays', async () => {
    const expires = new Date(Date.now() + 10 * 60_000).toISOString();
    server(
      [entry({ status: 'held', position: null, slotNo: 2, slotTime: '08:30~09:00', holdExpiresAt: expires })],
      () =>
        envelopeResponse({
          code: -1,
          message: '您有未完成的订单',
          orderId: null,
          orderNo: null,
          status: null,
          payable: 0,
        }),
    );
    renderPage(<WaitlistPage />);
    await userEvent.click(await screen.findByRole('button', { name: '去预约' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('您有未完成的订单'));
    expect(screen.queryByText('navigated')).toBeNull();
  });

  it('offers neither 去预约 nor 取消候补 once a hold ran out', async () => {
    server([
      entry({
        status: 'lapsed',
        position: null,
        slotNo: 2,
        slotTime: '08:30~09:00',
        holdExpiresAt: '2026-11-01T00:00:00Z',
      }),
    ]);
    renderPage(<WaitlistPage />);
    expect(await screen.findByText('保留已过期')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '去预约' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消候补' })).toBeNull();
  });
});
