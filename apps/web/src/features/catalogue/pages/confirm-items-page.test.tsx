import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue } from '@tijian/client';
import {
  checkedIds,
  checkProject,
  fen,
  formatYuan,
  materialFee,
  priceSummary,
  uncheckProject,
} from '@tijian/domain';
import { describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '@/features/draft/index.ts';
import { useElderModeStore } from '@/shared/lib/elder-mode.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { alertDialog, showToast } from '@/shared/ui/feedback.ts';
import { envelopeResponse, mockApi } from '@/test/render.tsx';
import { ConfirmItemsPage } from './confirm-items-page.tsx';
import {
  CENTRE,
  catalogueRoutes,
  NO_RECOMMENDATIONS,
  PRODUCT,
  PROJECT_DATA,
  RECOMMENDATIONS,
  renderPlanPage,
  testIndex,
  withCatalogueApi,
} from './plan-test-data.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = withCatalogueApi();

const recommended = Object.values(RECOMMENDATIONS).flat();
const plan = () => useBookingDraft.getState().plan!;
const tapInDialog = (name: string) =>
  waitFor(() => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name })));

function open(type: 'custom' | 'product') {
  useBookingDraft
    .getState()
    .start({ sysCenterId: CENTRE, type, productId: type === 'product' ? PRODUCT.id : null });
  return renderPlanPage(<ConfirmItemsPage />, {
    path: '/appointment/confirm/:type/:id',
    url: `/appointment/confirm/${type}/pd`,
  });
}

/** The custom path with the base pack and `chosen` checked through the rules, before the page opens. */
function openCustomWith(chosen: string[]) {
  const ix = testIndex();
  let p = {
    productId: null,
    base: [...RECOMMENDATIONS.basePackagePros],
    chosen: [],
    deleted: [],
    excludedBy: {},
    replaced: {},
    history: [],
  } as ReturnType<typeof plan>;
  for (const id of chosen) {
    const result = checkProject(ix, p, id, { recommended });
    if (result.kind !== 'ok') throw new Error(`cannot check ${id}`);
    p = result.plan;
  }
  useBookingDraft.getState().start({ sysCenterId: CENTRE, type: 'custom' });
  useBookingDraft.getState().setPlan(p, RECOMMENDATIONS);
  return renderPlanPage(<ConfirmItemsPage />, {
    path: '/appointment/confirm/:type/:id',
    url: '/appointment/confirm/custom/pd',
  });
}

describe('ConfirmItemsPage', () => {
  it('shows the steps, the base pack by class with each class’s price, and the rules’ total', async () => {
    open('custom');
    const base = await screen.findByRole('region', { name: '基础项目' });
    expect(screen.getByText('确认项目')).toBeTruthy();
    expect(screen.getByText('确认日期')).toBeTruthy();
    expect(screen.getByText('预约成功')).toBeTruthy();
    expect(within(base).getByText('一般检查', { selector: '.plan-class-title span' })).toBeTruthy();
    // 一般检查 ¥20.00 + 心电图 ¥25.00
    expect(within(base).getByText('¥45.00')).toBeTruthy();
    expect(within(base).getByText('血常规')).toBeTruthy();

    const expected = priceSummary(testIndex(), plan());
    expect(screen.getByRole('status', { name: '合计' }).textContent).toBe(formatYuan(expected.priceTotal));
    const summary = screen.getByRole('region', { name: '费用明细' });
    expect(within(summary).getByText('耗材费用').nextSibling?.textContent).toBe(
      formatYuan(expected.materialPrice),
    );
    // The base pack is priced under its own name, not as 自选项目 (none chosen yet).
    expect(expected.basePackPrice).toBeGreaterThan(0);
    expect(within(summary).getByText('基础项目').nextSibling?.textContent).toBe(
      formatYuan(expected.basePackPrice),
    );
    expect(within(summary).getByText('自选项目').nextSibling?.textContent).toBe(formatYuan(fen(0)));
  });

  it('prices the items chosen on top of the base pack as 自选项目, apart from the base pack', async () => {
    openCustomWith(['C13']);
    const summary = await screen.findByRole('region', { name: '费用明细' });
    const expected = priceSummary(testIndex(), plan());
    expect(expected.customPrice - expected.basePackPrice).toBeGreaterThan(0);
    expect(within(summary).getByText('基础项目').nextSibling?.textContent).toBe(
      formatYuan(expected.basePackPrice),
    );
    expect(within(summary).getByText('自选项目').nextSibling?.textContent).toBe(
      formatYuan(fen(expected.customPrice - expected.basePackPrice)),
    );
  });

  it('prices a package with its swaps as the rules do', async () => {
    open('product');
    await screen.findByRole('region', { name: '套餐项目' });
    const ix = testIndex(undefined, PRODUCT);
    const swapped = checkProject(ix, plan(), 'CT-CHEST');
    expect(swapped.kind).toBe('ok');
    if (swapped.kind === 'ok') useBookingDraft.getState().setPlan(swapped.plan);
    await waitFor(() => expect(screen.getByText('补差价')).toBeTruthy());
    const expected = priceSummary(ix, plan(), { product: PRODUCT });
    expect(expected.replacePrice).toBe(20000);
    const summary = screen.getByRole('region', { name: '费用明细' });
    expect(within(summary).getByText('套餐价格').nextSibling?.textContent).toBe(
      formatYuan(expected.productPrice),
    );
    expect(within(summary).getByText('补差价').nextSibling?.textContent).toBe(
      formatYuan(expected.replacePrice),
    );
    expect(screen.getByRole('status', { name: '合计' }).textContent).toBe(formatYuan(expected.priceTotal));
  });

  it('says the plan is empty on Next when nothing is chosen', async () => {
    mockApi(fetchMock, catalogueRoutes({ recommendations: NO_RECOMMENDATIONS }));
    open('custom');
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(showToast).toHaveBeenCalledWith('请先选择体检内容，再进行下一步', 2000);
    expect(screen.queryByText(/navigated:/)).toBeNull();
  });

  it('refuses to remove a package item in delete mode, in the rules’ words', async () => {
    open('product');
    await userEvent.click(await screen.findByRole('button', { name: '删除套餐项目' }));
    const expected = uncheckProject(testIndex(undefined, PRODUCT), plan(), 'GEN');
    await userEvent.click(screen.getByRole('button', { name: '删除一般检查' }));
    expect(showToast).toHaveBeenCalledWith(expected.kind === 'refused' ? expected.message : '', 3000);
    expect(showToast).toHaveBeenCalledWith('该项目【一般检查】为套餐项目，不可取消', 3000);
  });

  it('keeps the two delete modes exclusive, and Next only ends delete mode', async () => {
    openCustomWith(['LIVER']);
    const baseToggle = await screen.findByRole('button', { name: '删除基础项目' });
    const customToggle = screen.getByRole('button', { name: '删除自选项目' });
    await userEvent.click(baseToggle);
    expect(baseToggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '删除血常规' })).toBeTruthy();
    await userEvent.click(customToggle);
    expect(baseToggle.getAttribute('aria-pressed')).toBe('false');
    expect(customToggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: '删除血常规' })).toBeNull();
    expect(screen.getByRole('button', { name: '删除肝功能' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(customToggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(/navigated:/)).toBeNull();
  });

  it('warns about dropped recommendations, and goes on only once the risk is ticked', async () => {
    open('custom');
    await userEvent.click(await screen.findByRole('button', { name: '删除基础项目' }));
    await userEvent.click(screen.getByRole('button', { name: '删除血常规' }));
    expect(await screen.findByText('是否确认放弃该项目的检查？')).toBeTruthy();
    await tapInDialog('确认删除');
    await waitFor(() => expect(plan().deleted).toEqual(['BLOOD']));
    // The first Next only leaves delete mode.
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));

    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    expect(within(dialog).getByText('血常规')).toBeTruthy();
    expect(within(dialog).getByText('肝功能')).toBeTruthy();
    const go = within(dialog).getByRole('button', { name: '没问题，下一步' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    await waitFor(() =>
      userEvent.click(within(dialog).getByRole('checkbox', { name: '我已阅读并知晓风险' })),
    );
    await waitFor(() => expect(go.disabled).toBe(false));
    await userEvent.click(go);
    expect(await screen.findByText('navigated:/appointment/submit')).toBeTruthy();
    expect(useBookingDraft.getState().droppedAcknowledged).toBe(true);
  });

  it('returns to the history sheet on 返回修改, where a removed item comes back', async () => {
    open('custom');
    await userEvent.click(await screen.findByRole('button', { name: '删除基础项目' }));
    await userEvent.click(screen.getByRole('button', { name: '删除血常规' }));
    await tapInDialog('确认删除');
    await waitFor(() => expect(plan().deleted).toEqual(['BLOOD']));
    await userEvent.click(screen.getByRole('button', { name: '删除基础项目' }));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: '返回修改' })));

    const sheet = await screen.findByRole('dialog', { name: '历史项目' });
    expect(within(sheet).getByText('已删除')).toBeTruthy();
    // The must-check item never chosen is there to add too.
    expect(within(sheet).getByRole('button', { name: '恢复肝功能' })).toBeTruthy();
    await waitFor(() => userEvent.click(within(sheet).getByRole('button', { name: '恢复血常规' })));
    await waitFor(() => expect(checkedIds(testIndex(), plan())).toContain('BLOOD'));
    expect(plan().deleted).toEqual([]);
  });

  it('offers the matching upgrade, and 确定升级 adds its items', async () => {
    openCustomWith(['LIVER', 'GAS-PAINLESS']);
    const before = priceSummary(testIndex(), plan());
    expect(before.priceTotal).toBeGreaterThanOrEqual(50000);
    // What painless gastroscopy requires is listed with it.
    const custom = await screen.findByRole('region', { name: '自选项目' });
    expect(within(custom).getByText('无痛胃镜')).toBeTruthy();
    expect(within(custom).getByText('麻醉评估')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    expect(within(dialog).getByText('您的方案已满500元，建议加选胸部CT，肺部检查更全面')).toBeTruthy();
    expect(within(dialog).getByText('胸部CT')).toBeTruthy();
    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: '确定升级' })));
    expect(await screen.findByText('navigated:/appointment/submit')).toBeTruthy();
    expect(checkedIds(testIndex(), plan())).toContain('CT-CHEST');
    expect(useBookingDraft.getState().upgraded).toBe(true);
  });

  it('skips the warning and the upgrade on the product path', async () => {
    open('product');
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(await screen.findByText('navigated:/appointment/submit')).toBeTruthy();
    // The centre rides along for the server's first paint of the screen.
    expect(screen.getByText(`query:?sysCenterId=${CENTRE}`)).toBeTruthy();
  });

  it('shows centre 00-77’s consumables as one fee, the server’s figure equal to the rules’', async () => {
    const data = { ...PROJECT_DATA, materialFeeProjectId: 'MAT-FEE' };
    const ix = testIndex(data);
    const routes = catalogueRoutes({ data });
    let asked = '';
    mockApi(fetchMock, {
      ...routes,
      [catalogue.getMaterialsFee.path]: (url: URL) => {
        asked = url.searchParams.get('combCodes') ?? '';
        return { success: true, returnData: { price: materialFee(ix, asked.split(';')) } };
      },
    });
    open('custom');
    const materials = await screen.findByRole('region', { name: '耗材' });
    const expected = priceSummary(ix, plan());
    expect(expected.materials).toEqual([]);
    await waitFor(() => expect(asked).toBe('GEN;ECG;BLOOD'));
    expect(within(materials).getByText('材料费')).toBeTruthy();
    expect(within(materials).getByText(formatYuan(expected.materialPrice))).toBeTruthy();
    expect(screen.getByRole('status', { name: '合计' }).textContent).toBe(formatYuan(expected.priceTotal));
  });

  it('tells a failed material-fee read in a dialog whose button goes back, also where the rules reckon no fee', async () => {
    vi.mocked(alertDialog).mockClear();
    // No consumables linked to any item: the local fee is 0, the centre's figure still unknown.
    const data = { ...PROJECT_DATA, materialFeeProjectId: 'MAT-FEE', materialList: [] };
    mockApi(fetchMock, {
      ...catalogueRoutes({ data }),
      [catalogue.getMaterialsFee.path]: () => envelopeResponse(null, 'system,error', '系统繁忙'),
    });
    useBookingDraft.getState().start({ sysCenterId: CENTRE, type: 'custom' });
    const { router } = renderPlanPage(<ConfirmItemsPage />, {
      path: '/appointment/confirm/:type/:id',
      url: '/appointment/project/custom',
    });
    window.history.replaceState({ idx: 1 }, '');
    await router.navigate('/appointment/confirm/custom/pd');
    await waitFor(() =>
      expect(alertDialog).toHaveBeenCalledWith({
        content: '查询材料费失败，请稍后再试！',
        confirmText: '返回',
      }),
    );
    expect(await screen.findByText('navigated:/appointment/project/custom')).toBeTruthy();
    expect(alertDialog).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '');
  });

  it('goes to the entrance from a failed material-fee read when the page was opened directly', async () => {
    const data = { ...PROJECT_DATA, materialFeeProjectId: 'MAT-FEE' };
    mockApi(fetchMock, {
      ...catalogueRoutes({ data }),
      [catalogue.getMaterialsFee.path]: () => envelopeResponse(null, 'system,error', '系统繁忙'),
    });
    open('custom');
    expect(await screen.findByText('navigated:/entrance')).toBeTruthy();
    expect(alertDialog).toHaveBeenCalledWith({
      content: '查询材料费失败，请稍后再试！',
      confirmText: '返回',
    });
  });

  it('opens the chooser of the same path on 添加项目', async () => {
    open('custom');
    await userEvent.click(await screen.findByRole('button', { name: '添加项目' }));
    expect(await screen.findByText('navigated:/appointment/project/custom')).toBeTruthy();
  });

  it('in elder mode shows the package as it is, with nothing to add', async () => {
    useElderModeStore.getState().setOn(true);
    try {
      open('product');
      expect(await screen.findByRole('button', { name: '下一步' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '添加项目' })).toBeNull();
      expect(screen.queryByText('还没有自选项目，点击“添加项目”选择')).toBeNull();
    } finally {
      useElderModeStore.getState().setOn(false);
    }
  });

  it('opens the centre’s disclaimer', async () => {
    open('custom');
    await userEvent.click(await screen.findByRole('button', { name: '免责声明' }));
    const popup = await screen.findByRole('dialog', { name: '体检风险告知书' });
    expect(within(popup).getByText('未选择推荐项目可能导致相关疾病无法及时发现。')).toBeTruthy();
  });

  it('starts the custom path at the session’s centre when opened directly, or after a switch of centre', async () => {
    useSessionStore.setState({ sid: CENTRE });
    useBookingDraft.getState().start({ sysCenterId: '00-9', type: 'custom' });
    renderPlanPage(<ConfirmItemsPage />, {
      path: '/appointment/confirm/:type/:id',
      url: '/appointment/confirm/custom/pd',
    });
    expect(await screen.findByRole('region', { name: '基础项目' })).toBeTruthy();
    expect(useBookingDraft.getState().sysCenterId).toBe(CENTRE);
    useSessionStore.getState().reset();
  });

  it('asks for a package when the product path has none', async () => {
    renderPlanPage(<ConfirmItemsPage />, {
      path: '/appointment/confirm/:type/:id',
      url: '/appointment/confirm/product/pd',
    });
    expect(await screen.findByText('请先选择体检套餐')).toBeTruthy();
  });
});
