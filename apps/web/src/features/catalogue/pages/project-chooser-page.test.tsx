import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CatalogueMessages,
  checkedIds,
  checkProject,
  formatYuan,
  priceSummary,
  uncheckProject,
} from '@tijian/domain';
import { describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '@/features/draft/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { mockApi } from '@/test/render.tsx';
import {
  CENTRE,
  catalogueRoutes,
  PRODUCT,
  RECOMMENDATIONS,
  renderPlanPage,
  testIndex,
  withCatalogueApi,
} from './plan-test-data.tsx';
import { ProjectChooserPage } from './project-chooser-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = withCatalogueApi();

const recommended = Object.values(RECOMMENDATIONS).flat();

function openCustom() {
  useBookingDraft.getState().start({ sysCenterId: CENTRE, type: 'custom' });
  return renderPlanPage(<ProjectChooserPage />, {
    path: '/appointment/project/:type',
    url: '/appointment/project/custom',
  });
}

function openProduct() {
  useBookingDraft.getState().start({ sysCenterId: CENTRE, type: 'product', productId: PRODUCT.id });
  return renderPlanPage(<ProjectChooserPage />, {
    path: '/appointment/project/:type',
    url: '/appointment/project/product',
  });
}

const plan = () => useBookingDraft.getState().plan!;
// antd's dialog leaves with an animation; the page is usable again once it is gone.
// and takes taps once it has finished coming in.
const tapInDialog = (name: string) =>
  waitFor(() => userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name })));
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const allTab = async () => userEvent.click(await screen.findByRole('tab', { name: '全部' }));

describe('ProjectChooserPage', () => {
  it('lists the recommendation groups with their levels’ stars, the base pack checked', async () => {
    openCustom();
    expect(await screen.findByRole('heading', { name: '基础项目' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '必查项目' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: '血常规' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '肝功能' }) as HTMLInputElement).checked).toBe(false);
    const liver = screen.getByRole('checkbox', { name: '肝功能' }).closest('.project-row') as HTMLElement;
    expect(within(liver).getByRole('img', { name: '推荐指数4星' })).toBeTruthy();
  });

  it('checks painless gastroscopy and the anaesthesia assessment it needs comes checked too', async () => {
    openCustom();
    await allTab();
    const group = await screen.findByRole('list', { name: '胃镜（多选一）' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(screen.getByRole('radio', { name: '无痛胃镜' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '无痛胃镜' }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByRole('checkbox', { name: '麻醉评估' }) as HTMLInputElement).checked).toBe(true);
    // The other leaf of the choose-one group swaps it out.
    await userEvent.click(screen.getByRole('radio', { name: '普通胃镜' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '无痛胃镜' }) as HTMLInputElement).checked).toBe(false),
    );
    expect((screen.getByRole('radio', { name: '普通胃镜' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '麻醉评估' }) as HTMLInputElement).checked).toBe(false);
  });

  it('refuses C14 while C13 is checked, with the rules’ message for 3 s', async () => {
    openCustom();
    await allTab();
    await userEvent.click(await screen.findByRole('checkbox', { name: '碳13呼气试验' }));
    await waitFor(() => expect(checkedIds(testIndex(), plan())).toContain('C13'));
    const expected = checkProject(testIndex(), plan(), 'C14', { recommended });
    expect(expected.kind).toBe('refused');

    await userEvent.click(screen.getByRole('checkbox', { name: '碳14呼气试验' }));
    expect(showToast).toHaveBeenCalledWith(
      expected.kind === 'refused' ? expected.message : '',
      CatalogueMessages.conflictToastMs,
    );
    expect(showToast).toHaveBeenCalledWith('该项目与【碳13呼气试验】不能同时选择', 3000);
    expect((screen.getByRole('checkbox', { name: '碳14呼气试验' }) as HTMLInputElement).checked).toBe(false);
  });

  it('asks before an item pushes out a recommended one: 选择此项目！ swaps them, 取消 keeps the plan', async () => {
    openCustom();
    await allTab();
    await userEvent.click(await screen.findByRole('checkbox', { name: '胸部DR' }));
    await waitFor(() => expect(checkedIds(testIndex(), plan())).toContain('DR-CHEST'));
    await userEvent.click(screen.getByRole('checkbox', { name: '胸部CT' }));
    expect(await screen.findByText('该项目与【胸部DR】不能同时选择，是否选择此项目？')).toBeTruthy();
    await tapInDialog('取消');
    await dialogGone();
    expect(checkedIds(testIndex(), plan())).toContain('DR-CHEST');

    await userEvent.click(screen.getByRole('checkbox', { name: '胸部CT' }));
    await tapInDialog('选择此项目！');
    await waitFor(() => expect(checkedIds(testIndex(), plan())).toContain('CT-CHEST'));
    expect(checkedIds(testIndex(), plan())).not.toContain('DR-CHEST');
  });

  it('will not uncheck a package item, in the rules’ words', async () => {
    openProduct();
    const gen = await screen.findByRole('checkbox', { name: '一般检查' });
    expect((gen as HTMLInputElement).checked).toBe(true);
    const ix = testIndex(undefined, PRODUCT);
    const expected = uncheckProject(ix, plan(), 'GEN');
    await userEvent.click(gen);
    expect(showToast).toHaveBeenCalledWith(expected.kind === 'refused' ? expected.message : '', 3000);
    expect(showToast).toHaveBeenCalledWith('该项目【一般检查】为套餐项目，不可取消', 3000);
    expect(checkedIds(ix, plan())).toContain('GEN');
  });

  it('asks before giving up a recommended item, and keeps it on 再看看', async () => {
    openCustom();
    await userEvent.click(await screen.findByRole('checkbox', { name: '血常规' }));
    expect(await screen.findByText('是否确认放弃该项目的检查？')).toBeTruthy();
    await tapInDialog('再看看');
    await dialogGone();
    expect(checkedIds(testIndex(), plan())).toContain('BLOOD');

    await userEvent.click(screen.getByRole('checkbox', { name: '血常规' }));
    await tapInDialog('确认删除');
    await waitFor(() => expect(checkedIds(testIndex(), plan())).not.toContain('BLOOD'));
    expect(plan().deleted).toContain('BLOOD');
  });

  it('shows an item’s warning before adding it', async () => {
    openCustom();
    await userEvent.click(await screen.findByRole('tab', { name: '专项筛查' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'PET-CT' }));
    expect(await screen.findByText('PET-CT有一定辐射，备孕及孕期人群不宜检查')).toBeTruthy();
    await tapInDialog('返回');
    await dialogGone();
    expect(checkedIds(testIndex(), plan())).not.toContain('PET');

    await userEvent.click(screen.getByRole('checkbox', { name: 'PET-CT' }));
    await tapInDialog('继续添加');
    await waitFor(() => expect(checkedIds(testIndex(), plan())).toContain('PET'));
  });

  it('lists only what suits the examinee, and finds items by name', async () => {
    openCustom();
    await allTab();
    expect(await screen.findByRole('checkbox', { name: '肝功能' })).toBeTruthy();
    // Female and hidden items are not offered to a man; group headings are not items.
    expect(screen.queryByRole('checkbox', { name: '宫颈TCT' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '材料费' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: '胃镜（多选一）' })).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('搜索项目名称'), '胸部');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: '肝功能' })).toBeNull());
    expect(screen.getByRole('checkbox', { name: '胸部CT' })).toBeTruthy();
  });

  it('shows the total the rules price the plan at', async () => {
    openCustom();
    await allTab();
    await userEvent.click(await screen.findByRole('checkbox', { name: '肝功能' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '肾功能' }));
    await waitFor(() => expect(checkedIds(testIndex(), plan())).toContain('KIDNEY'));
    const expected = priceSummary(testIndex(), plan());
    // Liver and kidney together take their combination price.
    expect(expected.appliedRules).toEqual(['R-LIVER-KIDNEY']);
    expect(screen.getByRole('status', { name: '合计' }).textContent).toBe(formatYuan(expected.priceTotal));
  });

  it('goes on to the confirm page on 选好了', async () => {
    openCustom();
    await userEvent.click(await screen.findByRole('button', { name: '选好了' }));
    expect(await screen.findByText('navigated:/appointment/confirm/custom/pd')).toBeTruthy();
  });

  it('turns any other way out (the header’s back, a link) to the confirm page', async () => {
    const { router } = openCustom();
    await screen.findByRole('button', { name: '选好了' });
    await router.navigate('/main');
    expect(await screen.findByText('navigated:/appointment/confirm/custom/pd')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/appointment/confirm/custom/pd');
  });

  it('asks for the examinee’s sex, age and marital status when the profile lacks them', async () => {
    mockApi(fetchMock, catalogueRoutes({ user: { sexCode: null, age: null, marryStateCode: null } }));
    openCustom();
    expect(await screen.findByText('请先完善体检人信息')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去完善' }));
    expect(await screen.findByText('navigated:/userInformation')).toBeTruthy();
  });
});
