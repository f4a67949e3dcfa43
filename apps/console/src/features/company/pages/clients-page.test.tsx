import { screen, within } from '@testing-library/react';
import { company, operator } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api.ts';
import { HUAXIN, MINGDA } from '@/test/company-fixtures.ts';
import { DESK } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('团检单位', () => {
  it("lists the centre's company clients with their window, quota, progress and budget used", async () => {
    mockApi(fetchMock, {
      [operator.operatorMe.path]: DESK,
      [company.companyMe.path]: { companies: [] },
      [company.operatorListCompanies.path]: {
        list: [
          {
            ...HUAXIN,
            windowStart: '2026-12-01',
            windowEnd: '2026-12-31',
            dailyQuota: 30,
            budget: 5_000_000,
            budgetUsed: 1_250_000,
            counts: { people: 120, invited: 40, booked: 50, examined: 20, reportReady: 10 },
          },
          {
            ...MINGDA,
            windowStart: '2027-01-04',
            windowEnd: '2027-01-29',
            dailyQuota: 15,
            budget: 0,
            budgetUsed: 0,
            counts: { people: 35, invited: 35, booked: 0, examined: 0, reportReady: 0 },
          },
        ],
      },
    });
    renderConsole('/companies', { token: 't' });
    const row = (await screen.findByText('华信科技有限公司')).closest('tr')!;
    expect(within(row).getByText('2026-12-01 ~ 2026-12-31')).toBeTruthy();
    expect(within(row).getByText('30人/天')).toBeTruthy();
    expect(within(row).getByText('120')).toBeTruthy();
    expect(within(row).getByText('未预约 40 · 已预约 50 · 已体检 20 · 报告已出 10')).toBeTruthy();
    expect(within(row).getByText('已用 ¥12500.00 / 预算 ¥50000.00')).toBeTruthy();
    const other = screen.getByText('明达物流有限公司').closest('tr')!;
    expect(within(other).getByText('未设预算 · ¥0.00')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).endsWith(`${company.operatorListCompanies.path}?sysCenterId=00-1`),
      ),
    ).toBe(true);
  });
});
