import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reports } from '@tijian/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi, mockFailingApi, renderPage } from '@/test/render.tsx';
import type { ReportShare } from '../api/reports.ts';
import { ReportSharesPage } from './shares-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
afterEach(() => {
  vi.mocked(confirmDialog).mockClear();
});

const share = (over: Partial<ReportShare>): ReportShare => ({
  id: 1,
  account: '138****8000',
  name: '李秀兰',
  identityCardNo: '110***********0024',
  relation: '母亲',
  guardian: false,
  linkedAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

describe('report shares', () => {
  it('lists who reads the reports recorded with this phone, and withdraws one after confirming', async () => {
    let listed = [
      share({ id: 1 }),
      share({ id: 2, account: '137****0001', relation: '儿子', guardian: true }),
    ];
    const withdrawn: number[] = [];
    mockApi(fetchMock, {
      [reports.listReportShares.path]: () => listed,
      [reports.withdrawReportShare.path]: (_url: URL, init?: RequestInit) => {
        const { id } = JSON.parse(String(init?.body));
        withdrawn.push(id);
        listed = listed.filter((s) => s.id !== id);
        return null;
      },
    });
    renderPage(<ReportSharesPage />, { path: '/report/shares' });
    const mine = await screen.findByRole('listitem', { name: '账号 138****8000' });
    expect(within(mine).getByText('李秀兰 110***********0024')).toBeTruthy();
    expect(within(mine).getByText('2026-11-20 起')).toBeTruthy();
    const guardian = screen.getByRole('listitem', { name: '账号 137****0001' });
    expect(within(guardian).getByText('监护人')).toBeTruthy();

    await userEvent.click(within(guardian).getByRole('button', { name: '撤销' }));
    expect(confirmDialog).toHaveBeenCalledWith('确定撤销账号137****0001查看报告的权限吗？');
    expect(withdrawn).toEqual([2]);
    expect(showToast).toHaveBeenCalledWith('已撤销');
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: '账号 137****0001' })).toBeNull());
  });

  it('keeps a share when the withdrawal is not confirmed', async () => {
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    mockApi(fetchMock, { [reports.listReportShares.path]: [share({})] });
    renderPage(<ReportSharesPage />, { path: '/report/shares' });
    await userEvent.click(await screen.findByRole('button', { name: '撤销' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when no other account reads them, and offers to retry a failed load', async () => {
    mockApi(fetchMock, { [reports.listReportShares.path]: [] });
    const { unmount } = renderPage(<ReportSharesPage />, { path: '/report/shares' });
    expect(await screen.findByText('暂无其他账号查看您的报告')).toBeTruthy();
    unmount();
    mockFailingApi(fetchMock);
    renderPage(<ReportSharesPage />, { path: '/report/shares' });
    expect(await screen.findByRole('button', { name: '重试' })).toBeTruthy();
  });
});
