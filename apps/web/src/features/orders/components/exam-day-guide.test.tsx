import { act, screen, within } from '@testing-library/react';
import { examDay, orders, urlOf } from '@tijian/client';
import type { ExamDayGuide as Guide } from '@tijian/contract';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/render.tsx';
import { detail, renderOrderPage } from '../order-test-data.tsx';
import { OrderDetailPage } from '../pages/order-detail-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

/** The browser's EventSource, driven by the test: the one the page opens, and the events it is sent. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static readonly OPEN = 1;
  readonly listeners = new Map<string, (event: MessageEvent<string>) => void>();
  readyState = 1;
  closed = false;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

const guide = (more: Partial<Guide> = {}): Guide => ({
  orderId: 7,
  examDate: '2026-12-01',
  arriveBy: '07:15',
  bring: ['本人身份证件（身份证、护照等）'],
  fastingUntil: '请保持空腹，直到抽血等空腹项目完成',
  checkedIn: true,
  steps: [
    { kind: 'station', station: 'blood', name: '抽血', items: ['血常规（五分类）'], state: 'current' },
    { kind: 'breakfast', station: null, name: '早餐', items: [], state: 'waiting' },
    { kind: 'station', station: 'internal', name: '内科', items: ['内科检查'], state: 'waiting' },
  ],
  current: { station: 'blood', name: '抽血', state: 'waiting', ahead: 2, line: '您前面还有 2 人' },
  status: '抽血：您前面还有 2 人',
  ...more,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('EventSource', FakeEventSource);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  FakeEventSource.last = null;
});

it('shows the guide above the order on the exam day and follows the stream without reloading', async () => {
  mockApi(fetchMock, { [orders.getOrder.path]: detail(), [examDay.getExamDayGuide.path]: guide() });
  renderOrderPage(<OrderDetailPage />, {
    path: '/order/personal/:sysCenterId/:id',
    url: '/order/personal/00-1/7',
  });
  const card = await screen.findByRole('region', { name: '体检当日指引' }, { timeout: 5_000 });
  expect(within(card).getByRole('status').textContent).toBe('抽血：您前面还有 2 人');
  expect(card.textContent).toContain('请于 07:15 前到达体检中心');
  expect(
    within(card)
      .getAllByRole('listitem')
      .some((li) => li.getAttribute('aria-current') === 'step'),
  ).toBe(true);
  expect(FakeEventSource.last?.url).toBe(urlOf(examDay.examDayStream, { query: { orderId: 7 } }));

  act(() => FakeEventSource.last!.emit('guide', guide({ status: '抽血：您前面还有 1 人' })));
  expect(within(card).getByRole('status').textContent).toBe('抽血：您前面还有 1 人');
});

it('shows nothing on another day (the server answers no guide) and opens no stream', async () => {
  mockApi(fetchMock, { [orders.getOrder.path]: detail(), [examDay.getExamDayGuide.path]: null });
  renderOrderPage(<OrderDetailPage />, {
    path: '/order/personal/:sysCenterId/:id',
    url: '/order/personal/00-1/7',
  });
  expect((await screen.findAllByText('待体检', {}, { timeout: 5_000 })).length).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.queryByRole('region', { name: '体检当日指引' })).toBeNull();
  expect(FakeEventSource.last).toBeNull();
});
