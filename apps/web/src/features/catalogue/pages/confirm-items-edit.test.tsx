import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orders } from '@tijian/client';
import type { OrderDetail } from '@tijian/contract';
import { checkProject, newPlan, type Plan, priceSummary } from '@tijian/domain';
import { describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '@/features/draft/index.ts';
import { confirmDialog, showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { envelopeResponse, mockApi } from '@/test/render.tsx';
import { EDIT_MARK } from '../components/edit-order-gate.tsx';
import { ConfirmItemsPage } from './confirm-items-page.tsx';
import {
  CENTRE,
  catalogueRoutes,
  PRODUCT,
  renderPlanPage,
  testIndex,
  withCatalogueApi,
} from './plan-test-data.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  showToastOnNextPage: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = withCatalogueApi();
const ORDER = orders.getOrder.path;
const SUBMIT = orders.submitOrder.path;

const ix = () => testIndex(undefined, PRODUCT);
const bookedPlan = (): Plan => newPlan(ix(), { product: PRODUCT });
const totalOf = (plan: Plan) => priceSummary(ix(), plan, { product: PRODUCT }).priceTotal;

/** The booked order as the server answers it (only what edit mode reads matters here). */
function order(more: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 7,
    sysCenterId: CENTRE,
    sysCenterName: '测试体检中心',
    name: '王小明',
    identityCardNo: '110***********1234',
    sexCode: 'male',
    age: 40,
    marryStateCode: 'married',
    boCellPhoneNo: '139****5678',
    boExaminationDate: '2030-01-11',
    boExaminationTimeNo: 1,
    packageId: PRODUCT.id,
    bookingType: 'product',
    payType: 'onhospital',
    plan: bookedPlan(),
    actions: ['cancel', 'reschedule', 'editItems'],
    ...more,
  } as OrderDetail;
}

function open(routes: Record<string, unknown> = {}) {
  mockApi(fetchMock, { ...catalogueRoutes(), [ORDER]: order(), ...routes });
  return renderPlanPage(<ConfirmItemsPage />, {
    path: '/appointment/confirm/:type/:id',
    url: `/appointment/confirm/product/7?type=edit`,
  });
}

const sent = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes(SUBMIT))
    .map(([, init]) => JSON.parse(String(init?.body)));

const saved = {
  code: 0,
  message: null,
  orderId: 7,
  orderNo: 'TJ1',
  status: 'order_hospital_examination',
  payable: 0,
};

describe('confirm-items in edit mode', () => {
  it('starts from the order’s plan and saves it with _BIZCODE 0001, then goes back to the order', async () => {
    open({ [SUBMIT]: saved });
    await userEvent.click(await screen.findByRole('button', { name: '保存修改' }));
    expect(await screen.findByText(`navigated:/order/personal/${CENTRE}/7`)).toBeTruthy();
    expect(showToastOnNextPage).toHaveBeenCalledWith('项目修改成功');
    // Nothing changed the total, so nothing was asked.
    expect(confirmDialog).not.toHaveBeenCalled();
    expect(sent()).toEqual([
      expect.objectContaining({
        _BIZCODE: '0001',
        id: 7,
        sysCenterId: CENTRE,
        bookingType: 'product',
        plan: bookedPlan(),
        price: totalOf(bookedPlan()),
      }),
    ]);
    // The draft of the edit is gone: a new booking starts clean.
    await waitFor(() => expect(useBookingDraft.getState().plan).toBeNull());
    expect(sessionStorage.getItem(EDIT_MARK)).toBeNull();
  });

  it('asks with the new total when the items changed it, and keeps the changes made in the chooser', async () => {
    const added = checkProject(ix(), bookedPlan(), 'LIVER');
    if (added.kind !== 'ok') throw new Error('cannot add LIVER');
    // Back from the chooser: the draft holds this order's plan with an item added.
    const draft = useBookingDraft.getState();
    draft.start({ sysCenterId: CENTRE, type: 'product', productId: PRODUCT.id });
    draft.setExaminee({ sexCode: 'male', marryStateCode: 'married', age: 40 });
    useBookingDraft.getState().setPlan(added.plan);
    sessionStorage.setItem(EDIT_MARK, '7');

    open({ [SUBMIT]: saved });
    await userEvent.click(await screen.findByRole('button', { name: '保存修改' }));
    const price = totalOf(added.plan);
    expect(price).not.toBe(totalOf(bookedPlan()));
    await waitFor(() =>
      expect(confirmDialog).toHaveBeenCalledWith(
        `根据所选的项目，重新计算了体检的耗材，最终核实价格为￥${(price / 100).toFixed(2)}！`,
      ),
    );
    await waitFor(() => expect(sent()).toEqual([expect.objectContaining({ plan: added.plan, price })]));
  });

  it('stays on the items when the server refuses the change', async () => {
    vi.mocked(showToastOnNextPage).mockClear();
    open({ [SUBMIT]: () => envelopeResponse(null, 'param,invalid', '订单金额已变化，请返回重新确认') });
    await userEvent.click(await screen.findByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(screen.queryByText(/^navigated:/)).toBeNull();
    expect(screen.getByRole('button', { name: '保存修改' })).toBeTruthy();
    expect(showToastOnNextPage).not.toHaveBeenCalledWith('项目修改成功');
  });

  it('says so when the order’s items can no longer be changed', async () => {
    open({ [ORDER]: order({ actions: ['refund'] }) });
    expect(await screen.findByRole('heading', { name: '该订单当前不能修改项目' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull();
  });
});
