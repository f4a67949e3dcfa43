import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { catalogue, centres, setCookie, users } from '@tijian/client';
import { fastingNote } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '@/features/draft/index.ts';
import { mockApi, renderPage } from '@/test/render.tsx';
import { ProductDetailPage } from './product-detail-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useBookingDraft.getState().reset();
});

const item = (id: string, item: string, classId: string, over: Record<string, unknown> = {}) => ({
  id,
  item,
  classId,
  price: 2_500,
  typable: 0,
  parentId: null,
  mutexId: [],
  relationships: [],
  delectable: '1',
  visible: 1,
  recommendable: 0,
  specialScreening: 0,
  star: 0,
  sex: 'common',
  marriage: 'any',
  fastingCheck: 0,
  addWarning: '0',
  warningInfo: '',
  avoid: '',
  inspectionSignificance: '',
  reminder: '',
  knowledgeId: null,
  ...over,
});

const detail = (over: Record<string, unknown> = {}) => ({
  id: 'P1',
  sysCenterId: '00-1',
  packageName: '男士深度体检',
  planTypeCode: 'general',
  typeId: 'general',
  sex: 'male',
  discount: 80,
  price: 100_000,
  discountPriceTotal: 80_000,
  projectCount: 5,
  picUrl: '',
  suitable: '35岁以上男性',
  promotion: 0,
  notes: '检查前一天清淡饮食',
  packageProjects: [],
  projects: [
    item('BLOOD-RT', '血常规', 'LAB'),
    item('LIVER', '肝功能', 'LAB'),
    item('KIDNEY', '肾功能', 'LAB'),
    item('DR-CHEST', '胸部DR', 'IMG', {
      star: 4,
      reminder: '孕妇及备孕者请告知医生',
      avoid: '孕妇',
      inspectionSignificance: '筛查肺部及心脏病变',
    }),
    item('C13', 'C13呼气试验', 'IMG'),
  ],
  ...over,
});

const projectData = {
  projectList: [],
  projectClassList: [
    { id: 'IMG', itemName: '影像检查', rowIndex: 2 },
    { id: 'LAB', itemName: '实验室检查', rowIndex: 1 },
  ],
  projectListTree: [],
  materialList: [],
  showPrice: '1',
  materialFeeProjectId: null,
};

function serve({ product = detail(), showPackagePrice = 1, sexCode = null as string | null } = {}) {
  mockApi(fetchMock, {
    [catalogue.getProduct.path]: product,
    [catalogue.getProjectData.path]: projectData,
    [centres.getCentre.path]: { id: '00-1', name: '第一体检中心', showPackagePrice },
    [users.getUser.path]: { callName: '张三', sexCode, marryStateCode: 'married', age: 40 },
  });
}

const open = () =>
  renderPage(<ProductDetailPage />, { path: '/product/detail/:productId', url: '/product/detail/P1' });

describe('ProductDetailPage', () => {
  it('shows the package: name, who it suits, prices and notes', async () => {
    serve();
    open();
    const heading = await screen.findByRole('heading', { level: 2, name: /男士深度体检/ });
    expect(within(heading).getByText('男')).toBeTruthy();
    expect(screen.getByText('适用人群：35岁以上男性')).toBeTruthy();
    expect(screen.getByText('检查前一天清淡饮食')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('¥800.00').length).toBeGreaterThan(0));
    expect(screen.queryByText('到院咨询')).toBeNull();
    expect(screen.getAllByText('¥1000.00')[0]?.closest('del')).toBeTruthy();
  });

  it('gives the one fasting instruction for its fasting items, with the centre window, and none without them', async () => {
    mockApi(fetchMock, {
      [catalogue.getProduct.path]: detail({
        projects: [
          item('BLOOD-RT', '血常规', 'LAB'),
          item('LIVER', '肝功能', 'LAB', { fastingCheck: 1 }),
          item('US-ABD', '腹部彩超', 'IMG', { fastingCheck: 1 }),
        ],
      }),
      [catalogue.getProjectData.path]: projectData,
      [centres.getCentre.path]: {
        id: '00-1',
        name: '第一体检中心',
        showPackagePrice: 1,
        fastingCheckStart: '07:30',
        fastingCheckEnd: '10:30',
      },
      [users.getUser.path]: { callName: '张三', sexCode: null, marryStateCode: 'married', age: 40 },
    });
    const { unmount } = open();
    const block = await screen.findByRole('region', { name: '空腹须知' });
    await waitFor(() =>
      expect(within(block).getByText(fastingNote({ start: '07:30', end: '10:30' }))).toBeTruthy(),
    );
    expect(within(block).getByText('空腹项目：肝功能、腹部彩超')).toBeTruthy();
    unmount();

    serve();
    open();
    await screen.findByRole('heading', { level: 2, name: /男士深度体检/ });
    expect(screen.queryByRole('region', { name: '空腹须知' })).toBeNull();
  });

  it('lists the items by class, two per class until 展开全部', async () => {
    serve();
    open();
    const lab = await screen.findByRole('region', { name: '实验室检查' });
    const img = screen.getByRole('region', { name: '影像检查' });
    // The centre's class order, not the package's.
    expect(lab.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(lab).getByText('血常规')).toBeTruthy();
    expect(within(lab).getByText('肝功能')).toBeTruthy();
    expect(within(lab).queryByText('肾功能')).toBeNull();
    expect(within(lab).getAllByText('套餐项目')).toHaveLength(2);
    expect(within(img).queryByRole('button', { name: /展开全部/ })).toBeNull();

    await userEvent.click(within(lab).getByRole('button', { name: '展开全部(3项)' }));
    expect(within(lab).getByText('肾功能')).toBeTruthy();
    await userEvent.click(within(lab).getByRole('button', { name: '收起' }));
    expect(within(lab).queryByText('肾功能')).toBeNull();
  });

  it('opens the item description from its arrow', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    serve();
    open();
    await user.click(await screen.findByRole('button', { name: '查看胸部DR的说明' }));
    const dialog = await screen.findByRole('dialog', { name: '胸部DR' });
    expect(within(dialog).getByText('孕妇及备孕者请告知医生')).toBeTruthy();
    expect(within(dialog).getByText('禁忌人群')).toBeTruthy();
    expect(within(dialog).getByText('筛查肺部及心脏病变')).toBeTruthy();
    expect(within(dialog).queryByText('基础项目说明')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '胸部DR' })).toBeNull());
  });

  it('says 到院咨询 instead of prices when the centre hides package prices', async () => {
    serve({ showPackagePrice: 0 });
    open();
    await screen.findByRole('heading', { level: 2, name: /男士深度体检/ });
    await waitFor(() => expect(screen.getAllByText('到院咨询').length).toBeGreaterThan(0));
    expect(screen.queryByText('¥800.00')).toBeNull();
  });

  it('books the package straight away when the sexes agree', async () => {
    setCookie('token', 't1');
    serve({ sexCode: 'male' });
    open();
    await screen.findByRole('heading', { level: 2, name: /男士深度体检/ });
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('getUser'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: '立即预约' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
    // The examinee form (/registerInfo/P1) comes first and starts the product booking.
    expect(useBookingDraft.getState().productId).toBeNull();
  });

  it('warns when the package is for the other sex, and continues on 继续', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    setCookie('token', 't1');
    serve({ sexCode: 'female' });
    open();
    await screen.findByRole('heading', { level: 2, name: /男士深度体检/ });
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('getUser'))).toBe(true));
    await user.click(screen.getByRole('button', { name: '立即预约' }));
    const hint = await screen.findByRole('dialog', { name: '套餐适用性别与体检人性别不一致，请核实' });
    expect(within(hint).getByRole('button', { name: '重新选择套餐' })).toBeTruthy();
    expect(screen.queryByText('navigated')).toBeNull();
    await user.click(within(hint).getByRole('button', { name: '继续' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
  });

  it('goes back to choosing on 重新选择套餐 without booking', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    setCookie('token', 't1');
    serve({ sexCode: 'female' });
    open();
    await screen.findByRole('heading', { level: 2, name: /男士深度体检/ });
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('getUser'))).toBe(true));
    await user.click(screen.getByRole('button', { name: '立即预约' }));
    const hint = await screen.findByRole('dialog', { name: '套餐适用性别与体检人性别不一致，请核实' });
    await user.click(within(hint).getByRole('button', { name: '重新选择套餐' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(useBookingDraft.getState().productId).toBeNull();
  });

  it('says when the package does not exist', async () => {
    mockApi(fetchMock, {});
    open();
    expect(await screen.findByRole('heading', { name: '该套餐不存在或已下架' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看其他套餐' })).toBeTruthy();
  });
});
