import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue, company, operator } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { HR_ADMIN, HUAXIN, overviewOf, settingsOf } from '@/test/company-fixtures.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const OVERVIEW = company.companyGetOverview.path;
const SAVE = company.companySaveSettings.path;

const packages = [
  {
    id: 'pkg-basic',
    sysCenterId: '00-1',
    packageName: '入职体检套餐',
    planTypeCode: 'general',
    typeId: 'entry',
    sex: 'common',
    discount: 100,
    price: 50000,
    discountPriceTotal: 50000,
    projectCount: 12,
    picUrl: '',
    suitable: '入职员工',
    promotion: 0,
  },
  {
    id: 'pkg-heart',
    sysCenterId: '00-1',
    packageName: '心脑血管专项',
    planTypeCode: 'topic',
    typeId: 'special',
    sex: 'common',
    discount: 100,
    price: 30000,
    discountPriceTotal: 30000,
    projectCount: 5,
    picUrl: '',
    suitable: '',
    promotion: 0,
  },
];

async function openSettings(routes: Record<string, unknown>) {
  mockApi(fetchMock, {
    [operator.operatorMe.path]: HR_ADMIN,
    [company.companyMe.path]: { companies: [HUAXIN] },
    [catalogue.getProducts.path]: packages,
    ...routes,
  });
  renderConsole('/company/settings', { token: 't' });
  const form = await screen.findByRole('form', { name: '团检设置' });
  const user = userEvent.setup({ delay: null });
  return { form, user };
}

describe('团检设置', () => {
  it('names wrong fields in Chinese and sends nothing', async () => {
    const { form, user } = await openSettings({ [OVERVIEW]: overviewOf(HUAXIN) });
    const budget = within(form).getByLabelText('预算（元）');
    expect((budget as HTMLInputElement).value).toBe('50000');
    await user.clear(budget);
    await user.type(budget, '12.345');
    const quota = within(form).getByLabelText('每日名额');
    await user.clear(quota);
    await user.clear(within(form).getByLabelText('职级 1'));
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('预算须为不小于0的金额，最多两位小数')).toBeTruthy();
    expect(await screen.findByText('每日名额须为1到1000的整数')).toBeTruthy();
    expect(await screen.findByText('请输入职级')).toBeTruthy();
    expect(callsTo(fetchMock, SAVE)).toBe(0);
  });

  it('refuses a save over someone else’s in the server’s words, reads the settings again, then saves', async () => {
    let version = 3;
    const { form, user } = await openSettings({
      [OVERVIEW]: () =>
        version === 3
          ? overviewOf(HUAXIN)
          : overviewOf(HUAXIN, { version, settings: settingsOf({ budget: 7_000_000, dailyQuota: 40 }) }),
      [SAVE]: (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { version: number; settings: unknown };
        if (body.version !== version)
          return new ApiFailure('company,stale', '设置已被他人修改，请刷新后再试');
        version += 1;
        return overviewOf(HUAXIN, { version, settings: body.settings as never });
      },
    });
    // Meanwhile another administrator saved.
    version = 4;
    const budget = within(form).getByLabelText('预算（元）');
    await user.clear(budget);
    await user.type(budget, '60000.5');
    await user.click(screen.getByRole('button', { name: '保存设置' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('设置已被他人修改，请刷新后再试');
    expect(sentBodies(fetchMock, SAVE)).toEqual([
      {
        companyId: 11,
        version: 3,
        settings: {
          ...settingsOf(),
          budget: 6_000_050,
          grades: [{ grade: '员工', packageId: 'pkg-basic', customPrice: 45_000, topicPackageIds: [] }],
        },
      },
    ]);

    await user.click(within(refusal).getByRole('button', { name: '重新读取设置' }));
    await waitFor(() =>
      expect((screen.getByLabelText('预算（元）') as HTMLInputElement).value).toBe('70000'),
    );
    expect((screen.getByLabelText('每日名额') as HTMLInputElement).value).toBe('40');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('团检设置已保存')).toBeTruthy();
    const last = sentBodies(fetchMock, SAVE).at(-1) as { version: number; settings: { budget: number } };
    expect(last.version).toBe(4);
    expect(last.settings.budget).toBe(7_000_000);
  });
});
