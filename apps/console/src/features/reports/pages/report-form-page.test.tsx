import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operator, operatorOrders, reports } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { DOCTOR, orderOf } from '@/test/fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const LIST = operatorOrders.operatorListOrders.path;
const PUBLISH = reports.operatorPublishReport.path;
const examined = orderOf({ name: '孙丽', status: 'order_analysis_report', statusName: '待分析报告' });
const csvFile = (content: string) => new File([content], 'results.csv', { type: 'text/csv' });

async function openForm() {
  mockApi(fetchMock, {
    [operator.operatorMe.path]: DOCTOR,
    [LIST]: { list: [examined], total: 1 },
    [PUBLISH]: {
      id: 9,
      reportNo: 'BG20261201000101',
      orderId: examined.id,
      status: 'order_receive_report',
      abnormalCount: 2,
    },
  });
  const view = renderConsole(`/reports/${examined.id}`, { token: 't' });
  await screen.findByRole('heading', { name: `孙丽 的体检报告（${examined.orderNo}）` });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

describe('报告', () => {
  it('lists the orders waiting for a report and opens one', async () => {
    mockApi(fetchMock, { [operator.operatorMe.path]: DOCTOR, [LIST]: { list: [examined], total: 1 } });
    const { router } = renderConsole('/reports', { token: 't' });
    const user = userEvent.setup({ delay: null });
    await user.click(
      within((await screen.findByText('孙丽')).closest('tr')!).getByRole('button', { name: '录入报告' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reports/${examined.id}`));
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .find((u) => u.pathname === `/m${LIST}`)!;
    expect(asked.searchParams.get('status')).toBe('order_analysis_report');
  });

  it('refuses a CSV file with bad rows whole, listing each by row and column', async () => {
    const { user } = await openForm();
    await user.upload(
      screen.getByLabelText('导入 CSV'),
      csvFile(
        'code,name,value,unit,refLow,refHigh\nGLU,空腹血糖,7.2,mmol/L,3.9,6.1\nTC,,5.0,mmol/L,abc,5.2\n',
      ),
    );
    const alert = await screen.findByText('results.csv 未导入，请改正以下问题后重新导入：');
    const list = alert.closest('.ant-alert')!;
    expect(within(list as HTMLElement).getByText('第 3 行「name 指标名称」：请填写指标名称')).toBeTruthy();
    expect(within(list as HTMLElement).getByText('第 3 行「refLow 参考下限」：应为数字')).toBeTruthy();
    // Not even the good row came in.
    expect(screen.queryByLabelText('指标编号 1')).toBeNull();
  });

  it('imports good results, previews abnormal values by the reference, and publishes the report', async () => {
    const { user, router } = await openForm();
    await user.upload(
      screen.getByLabelText('导入 CSV'),
      csvFile(
        'code,name,value,unit,refLow,refHigh,refText\nGLU,空腹血糖,7.2,mmol/L,3.9,6.1,\nALT,谷丙转氨酶,20,U/L,0,40,\nHBsAg,乙肝表面抗原,阳性,,,,阴性\n',
      ),
    );
    expect(await screen.findByText('已导入 3 行结果')).toBeTruthy();
    expect((screen.getByLabelText('指标编号 1') as HTMLInputElement).value).toBe('GLU');
    const row = (n: number) => within(screen.getByLabelText(`指标编号 ${n}`).closest('tr')!);
    expect(row(1).getByText('↑ 偏高')).toBeTruthy();
    expect(row(2).queryByText(/偏|异常/)).toBeNull();
    expect(row(3).getByText('异常')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('按参考范围共 2 个异常项');

    // Publishing names what is missing.
    await user.click(screen.getByRole('button', { name: '发布报告' }));
    expect(await screen.findByText('请填写总检结论')).toBeTruthy();
    expect(callsTo(fetchMock, PUBLISH)).toBe(0);

    await user.type(screen.getByLabelText('结论 1'), '空腹血糖偏高');
    await user.click(screen.getByRole('button', { name: '添加建议' }));
    await user.type(screen.getByLabelText('建议 1'), '控制饮食，三个月后复查血糖');
    await user.click(screen.getByRole('button', { name: '添加检查' }));
    await user.type(screen.getByLabelText('检查项目 1'), '胸部X线');
    await user.type(screen.getByLabelText('检查结论 1'), '未见明显异常');
    // A value changed by hand is judged again.
    const value = screen.getByLabelText('结果 2');
    await user.clear(value);
    await user.type(value, '55');
    expect(await screen.findByText('按参考范围共 3 个异常项')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '发布报告' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: '发布报告' }));
    expect(await screen.findByText('报告 BG20261201000101 已发布，异常项 2 个')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
    expect(sentBodies(fetchMock, PUBLISH)).toEqual([
      {
        orderId: examined.id,
        conclusions: ['空腹血糖偏高'],
        advice: ['控制饮食，三个月后复查血糖'],
        results: [
          {
            section: 'laboratory',
            groupName: '检验',
            code: 'GLU',
            name: '空腹血糖',
            value: '7.2',
            unit: 'mmol/L',
            refLow: 3.9,
            refHigh: 6.1,
            refText: '',
          },
          {
            section: 'laboratory',
            groupName: '检验',
            code: 'ALT',
            name: '谷丙转氨酶',
            value: '55',
            unit: 'U/L',
            refLow: 0,
            refHigh: 40,
            refText: '',
          },
          {
            section: 'laboratory',
            groupName: '检验',
            code: 'HBsAg',
            name: '乙肝表面抗原',
            value: '阳性',
            unit: '',
            refLow: null,
            refHigh: null,
            refText: '阴性',
          },
        ],
        findings: [
          { section: 'imaging', item: '胸部X线', finding: '', conclusion: '未见明显异常', abnormal: false },
        ],
      },
    ]);
  });

  it('names a repeated indicator code in the table', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    await user.click(screen.getByRole('button', { name: '添加一行' }));
    for (const n of [1, 2]) {
      await user.type(screen.getByLabelText(`指标编号 ${n}`), 'GLU');
      await user.type(screen.getByLabelText(`指标名称 ${n}`), '血糖');
      await user.type(screen.getByLabelText(`结果 ${n}`), '5');
    }
    await user.type(screen.getByLabelText('结论 1'), '未见异常');
    await user.click(screen.getByRole('button', { name: '发布报告' }));
    expect((await screen.findAllByText('指标编号重复')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, PUBLISH)).toBe(0);
  });

  it('says so when the order no longer waits for a report', async () => {
    mockApi(fetchMock, { [operator.operatorMe.path]: DOCTOR, [LIST]: { list: [], total: 0 } });
    renderConsole(`/reports/${examined.id}`, { token: 't' });
    expect(await screen.findByText('该订单不在待分析报告状态，可能报告已发布或订单状态已变化')).toBeTruthy();
  });
});
