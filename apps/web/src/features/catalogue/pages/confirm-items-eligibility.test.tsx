import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  checkedIds,
  checkProject,
  EligibilityReasons,
  type ExamineeProfile,
  eligibilityFindings,
  fastingNote,
  newPlan,
  uncheckProject,
} from '@tijian/domain';
import { describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '@/features/draft/index.ts';
import { mockApi } from '@/test/render.tsx';
import { ConfirmItemsPage } from './confirm-items-page.tsx';
import {
  CENTRE,
  catalogueRoutes,
  centre,
  PRODUCT,
  PROJECT_DATA,
  PROJECTS,
  RECOMMENDATIONS,
  renderPlanPage,
  testIndex,
  withCatalogueApi,
} from './plan-test-data.tsx';

// 体检前须知 on the confirm page: what the examinee declares, the items it refuses or warns about,
// and Next stopped by a refused item until it is removed through the rules.

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = withCatalogueApi();

const WOMAN: ExamineeProfile = { sexCode: 'female', marryStateCode: 'married', age: 32 };
const MAN: ExamineeProfile = { sexCode: 'male', marryStateCode: 'married', age: 40 };
const recommended = Object.values(RECOMMENDATIONS).flat();
const plan = () => useBookingDraft.getState().plan!;

/** The custom path for `examinee`, the base pack and `chosen` checked through the rules. */
function openCustom(examinee: ExamineeProfile, chosen: string[]) {
  const ix = testIndex();
  let p = newPlan(ix, { base: [...RECOMMENDATIONS.basePackagePros] });
  for (const id of chosen) {
    const result = checkProject(ix, p, id, { recommended });
    if (result.kind !== 'ok') throw new Error(`cannot check ${id}`);
    p = result.plan;
  }
  useBookingDraft.getState().start({ sysCenterId: CENTRE, type: 'custom' });
  useBookingDraft.getState().setExaminee(examinee);
  useBookingDraft.getState().setPlan(p, RECOMMENDATIONS);
  return renderPlanPage(<ConfirmItemsPage />, {
    path: '/appointment/confirm/:type/:id',
    url: '/appointment/confirm/custom/pd',
  });
}

const section = () => screen.findByRole('region', { name: '体检前须知' });
const rowOf = (name: string) => screen.getByText(name, { selector: '.project-row-name' }).closest('li')!;

describe('ConfirmItemsPage: 体检前须知', () => {
  it('offers a woman the pregnancy conditions, a man only the others', async () => {
    openCustom(MAN, []);
    const men = await section();
    expect(within(men).queryByRole('checkbox', { name: '已怀孕' })).toBeNull();
    expect(within(men).queryByRole('checkbox', { name: '体检当天在月经期' })).toBeNull();
    expect(within(men).getByRole('checkbox', { name: '体内有心脏起搏器' })).toBeTruthy();
    expect(within(men).getByRole('checkbox', { name: '患有糖尿病' })).toBeTruthy();
  });

  it('marks a refused item with its reason once the person declares a pregnancy', async () => {
    openCustom(WOMAN, ['LIVER', 'CT-CHEST']);
    const box = await section();
    expect(rowOf('胸部CT').textContent).not.toContain('不宜检查');
    await userEvent.click(within(box).getByRole('checkbox', { name: '已怀孕' }));
    expect(useBookingDraft.getState().conditions).toEqual(['pregnant']);

    const expected = eligibilityFindings(
      checkedIds(testIndex(), plan()).map((id) => testIndex().projects.get(id)!),
      WOMAN,
      ['pregnant'],
    );
    expect(expected).toEqual([
      {
        projectId: 'CT-CHEST',
        item: '胸部CT',
        severity: 'refuse',
        reason: EligibilityReasons.radiationPregnant,
      },
    ]);
    await waitFor(() => expect(rowOf('胸部CT').textContent).toContain('不宜检查'));
    expect(rowOf('胸部CT').textContent).toContain(EligibilityReasons.radiationPregnant);
    expect(rowOf('肝功能').textContent).not.toContain('不宜检查');
    const findings = within(box).getByRole('list', { name: '项目提示' });
    expect(within(findings).getByText('胸部CT')).toBeTruthy();
  });

  it('stops Next on a refused item: 返回修改 stays, 移除这些项目 unchecks it through the rules and goes on', async () => {
    openCustom(WOMAN, ['LIVER', 'CT-CHEST']);
    await userEvent.click(within(await section()).getByRole('checkbox', { name: '已怀孕' }));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    let dialog = await screen.findByRole('dialog', { name: '以下项目不宜检查' });
    expect(within(dialog).getByText(`胸部CT：${EligibilityReasons.radiationPregnant}`)).toBeTruthy();
    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: '返回修改' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(checkedIds(testIndex(), plan())).toContain('CT-CHEST');
    expect(screen.queryByText(/navigated:/)).toBeNull();

    const before = plan();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    dialog = await screen.findByRole('dialog', { name: '以下项目不宜检查' });
    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: '移除这些项目' })));
    expect(await screen.findByText('navigated:/appointment/submit')).toBeTruthy();
    const expected = uncheckProject(testIndex(), before, 'CT-CHEST', { recommended });
    expect(expected.kind).toBe('ok');
    if (expected.kind === 'ok') expect(plan()).toEqual(expected.plan);
    expect(checkedIds(testIndex(), plan())).not.toContain('CT-CHEST');
  });

  it('cannot remove a refused package item, and says so in the rules’ words', async () => {
    useBookingDraft.getState().start({ sysCenterId: CENTRE, type: 'product', productId: PRODUCT.id });
    useBookingDraft.getState().setExaminee(WOMAN);
    useBookingDraft.getState().setConditions(['planning_pregnancy']);
    renderPlanPage(<ConfirmItemsPage />, {
      path: '/appointment/confirm/:type/:id',
      url: '/appointment/confirm/product/pd',
    });
    await waitFor(() => expect(rowOf('胸部DR').textContent).toContain(EligibilityReasons.radiationPlanning));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    const dialog = await screen.findByRole('dialog', { name: '以下项目不宜检查' });
    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: '移除这些项目' })));
    const told = await screen.findByRole('dialog', { name: /以下项目无法移除/ });
    expect(within(told).getByText(/该项目【胸部DR】为套餐项目，不可取消/)).toBeTruthy();
    expect(screen.queryByText(/navigated:/)).toBeNull();
  });

  it('marks fasting items 空腹 and gives a diabetic the medication notice', async () => {
    const data = {
      ...PROJECT_DATA,
      projectList: PROJECTS.map((p) => (p.id === 'LIVER' ? { ...p, fastingCheck: 1 as const } : p)),
    };
    mockApi(fetchMock, catalogueRoutes({ data }));
    openCustom(MAN, ['LIVER']);
    const box = await section();
    await waitFor(() => expect(rowOf('肝功能').textContent).toContain('空腹'));
    expect(rowOf('血常规').textContent).not.toContain('空腹');
    expect(within(box).getByText(EligibilityReasons.fasting)).toBeTruthy();
    await userEvent.click(within(box).getByRole('checkbox', { name: '患有糖尿病' }));
    expect(await within(box).findByText(EligibilityReasons.fastingDiabetes)).toBeTruthy();
    expect(within(box).queryByText(EligibilityReasons.fasting)).toBeNull();
    // A notice does not stop Next.
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('navigated:/appointment/submit')).toBeTruthy();
  });

  it("words the fasting notice as every screen does, with the centre's fasting window", async () => {
    const data = {
      ...PROJECT_DATA,
      projectList: PROJECTS.map((p) => (p.id === 'LIVER' ? { ...p, fastingCheck: 1 as const } : p)),
    };
    const windowed = centre({ fastingCheckStart: '07:30', fastingCheckEnd: '10:30' });
    mockApi(fetchMock, catalogueRoutes({ data, centre: windowed }));
    openCustom(MAN, ['LIVER']);
    const box = await section();
    expect(await within(box).findByText(fastingNote({ start: '07:30', end: '10:30' }))).toBeTruthy();
    expect(within(box).queryByText(EligibilityReasons.fasting)).toBeNull();
  });

  it('does not offer an upgrade to an item refused for the examinee', async () => {
    openCustom(WOMAN, ['LIVER', 'GAS-PAINLESS']);
    await userEvent.click(within(await section()).getByRole('checkbox', { name: '备孕中' }));
    // Without the declaration the plan's ¥500 offers the chest CT (see the page's own tests).
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('navigated:/appointment/submit')).toBeTruthy();
    expect(checkedIds(testIndex(), plan())).not.toContain('CT-CHEST');
  });

  it('keeps what the plan’s questionnaire declared ticked', async () => {
    openCustom(WOMAN, []);
    useBookingDraft.getState().setConditions([], ['pregnant']);
    const box = await section();
    const pregnant = within(box).getByRole('checkbox', { name: /已怀孕/ }) as HTMLInputElement;
    expect(pregnant.checked).toBe(true);
    expect(pregnant.disabled).toBe(true);
    expect(within(box).getByText('（问卷中已填写）')).toBeTruthy();
  });
});
