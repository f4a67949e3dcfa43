import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, operator } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api.ts';
import { HR_ADMIN, HUAXIN } from '@/test/company-fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const RESULTS = company.companyResults.path;

const byDepartment = {
  minGroup: 10,
  groups: [
    {
      name: '研发部',
      people: 60,
      hidden: false,
      reported: 40,
      categories: [
        { category: '血脂异常', abnormal: 12 },
        { category: '脂肪肝', abnormal: 8 },
      ],
    },
    // Three people with a report: any figure could point at one of them.
    { name: '法务部', people: 6, hidden: true, reported: 3, categories: [] },
  ],
};

const byGrade = {
  minGroup: 10,
  groups: [{ name: '经理', people: 9, hidden: true, reported: 9, categories: [] }],
};

describe('汇总结果', () => {
  it('shows figures per department and hides a small group whole, never a number of it', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi(fetchMock, {
      [operator.operatorMe.path]: HR_ADMIN,
      [company.companyMe.path]: { companies: [HUAXIN] },
      [RESULTS]: (url: URL) => (url.searchParams.get('groupBy') === 'grade' ? byGrade : byDepartment),
    });
    renderConsole('/company/results', { token: 't' });

    const rd = await screen.findByRole('region', { name: '研发部' });
    expect(within(rd).getByText('报告已出 40 / 60 人')).toBeTruthy();
    expect(within(rd).getByText('血脂异常')).toBeTruthy();
    expect(within(rd).getByText('12人 · 30.0%')).toBeTruthy();
    expect(within(rd).getByText('8人 · 20.0%')).toBeTruthy();

    const legal = screen.getByRole('region', { name: '法务部' });
    expect(within(legal).getByText('人数不足10人，不显示')).toBeTruthy();
    // Not its size, not its reports: nothing but its name and why.
    expect(legal.textContent).toBe('法务部人数不足10人，不显示');

    await user.click(screen.getByText('按职级'));
    const managers = await screen.findByRole('region', { name: '经理' });
    expect(managers.textContent).toBe('经理人数不足10人，不显示');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).includes(`${RESULTS}?companyId=11&groupBy=grade`)),
      ).toBe(true),
    );
  });
});
