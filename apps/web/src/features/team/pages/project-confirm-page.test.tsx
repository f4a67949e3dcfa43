import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue, team } from '@tijian/client';
import { fen } from '@tijian/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useTeamDraft } from '../store.ts';
import { draftAt, PROJECT_DATA, RULES } from '../team-test-data.ts';
import { ProjectConfirmPage } from './project-confirm-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();

const open = () =>
  renderRoutedPage(<ProjectConfirmPage />, { path: '/team/projectConfirm', url: '/team/projectConfirm' });
const total = () => screen.getByRole('status', { name: '个人支付' }).textContent;

describe('确认项目 (/team/projectConfirm)', () => {
  beforeEach(() => draftAt());

  it('pre-checks the company’s topic packages and keeps them fixed; the others are the employee’s choice', async () => {
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: RULES,
      [catalogue.getProjectData.path]: PROJECT_DATA,
    });
    open();
    const company = (await screen.findByRole('checkbox', { name: /心脑血管专项/ })) as HTMLInputElement;
    expect(company.checked).toBe(true);
    expect(company.disabled).toBe(true);
    const own = screen.getByRole('checkbox', { name: '肿瘤筛查专项（自费 8.5折）' }) as HTMLInputElement;
    expect(own.checked).toBe(false);
    expect(own.disabled).toBe(false);
  });

  it('hides the company-paid prices when the company says so, and offers only what the place lacks', async () => {
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: RULES,
      [catalogue.getProjectData.path]: PROJECT_DATA,
    });
    open();
    await screen.findByRole('checkbox', { name: /心脑血管专项/ });
    // The package's items: named, said to be the company's, no figure.
    for (const name of ['血常规', '肝功能']) {
      const row = screen.getByText(name).closest('.adm-list-item') as HTMLElement;
      expect(within(row).getByText('单位支付')).toBeTruthy();
      expect(row.textContent).not.toContain('¥');
    }
    // Extras: not the package's items, not the company topic package's 心电图, not an invisible item.
    expect(screen.getByRole('checkbox', { name: '胸部CT' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '经颅多普勒' })).toBeTruthy();
    for (const name of ['血常规', '心电图', '不展示的项目']) {
      expect(screen.queryByRole('checkbox', { name })).toBeNull();
    }
  });

  it('adds what the employee chooses at the discount, each line rounded half-up, to the running total', async () => {
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: RULES,
      [catalogue.getProjectData.path]: PROJECT_DATA,
    });
    open();
    await screen.findByRole('checkbox', { name: /心脑血管专项/ });
    expect(total()).toBe('个人支付：¥0.00');
    // ¥200.00 at 85%: ¥170.00.
    await userEvent.click(screen.getByRole('checkbox', { name: '肿瘤筛查专项（自费 8.5折）' }));
    await waitFor(() => expect(total()).toBe('个人支付：¥170.00'));
    // ¥123.45 at 85% is ¥104.9325: ¥104.93.
    await userEvent.click(screen.getByRole('checkbox', { name: '胸部CT' }));
    await waitFor(() => expect(total()).toBe('个人支付：¥274.93'));
    expect(useTeamDraft.getState()).toMatchObject({ topicPackageIds: ['T-CANCER'], extraProjectIds: ['CT'] });
    // The company's topic package is never charged, even if it were in the employee's list.
    useTeamDraft.setState({ topicPackageIds: ['T-CANCER', 'T-HEART'] });
    await waitFor(() => expect(total()).toBe('个人支付：¥274.93'));
  });

  it('shows the prices the company shows: its price for the package and each item’s', async () => {
    const shown = {
      ...RULES,
      showPrice: true,
      customPrice: fen(45000),
      testPackage: RULES.testPackage.map((i) => ({ ...i, price: fen(2000) })),
    };
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: shown,
      [catalogue.getProjectData.path]: PROJECT_DATA,
    });
    open();
    await screen.findByRole('checkbox', { name: /心脑血管专项/ });
    expect(screen.getByText('¥450.00')).toBeTruthy();
    const row = screen.getByText('血常规').closest('.adm-list-item') as HTMLElement;
    expect(within(row).getByText('¥20.00')).toBeTruthy();
  });

  it('offers the questionnaire’s recommendations first, as extras the employee pays', async () => {
    useTeamDraft.setState({ instanceId: 'AQ123', recommendedIds: ['CT'] });
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: RULES,
      [catalogue.getProjectData.path]: PROJECT_DATA,
    });
    open();
    const header = await screen.findByText('问卷推荐加项');
    const list = header.closest('.adm-list') as HTMLElement;
    expect(within(list).getByRole('checkbox', { name: '胸部CT' })).toBeTruthy();
    expect(within(list).queryByRole('checkbox', { name: '经颅多普勒' })).toBeNull();
    // Offered once: not again among the other extras.
    expect(screen.getAllByRole('checkbox', { name: '胸部CT' })).toHaveLength(1);
  });

  it('sends a person without a place back to 团检列表', async () => {
    useTeamDraft.setState({ memberId: null });
    mockApi(fetchMock, {});
    open();
    await userEvent.click(screen.getByRole('button', { name: '去团检列表' }));
    expect(screen.getByTestId('location').textContent).toBe('/team/list');
  });
});
