import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centres, orders, schedule } from '@tijian/client';
import {
  fen,
  formatYuan,
  PaymentMessages,
  payableTotal,
  REVIEW_TODAY_MESSAGE,
  shanghaiDate,
} from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '@/features/draft/index.ts';
import { confirmDialog, showToast } from '@/shared/ui/feedback.ts';
import { envelopeResponse, mockApi } from '@/test/render.tsx';
import {
  bookingRoutes,
  CARD,
  COUPON,
  centre,
  ITEMS_TOTAL,
  renderBookingPage,
  startDrafts,
  startPackageDraft,
} from '../booking-test-data.tsx';
import { SubmitPage } from './submit-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
  startDrafts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
  vi.mocked(confirmDialog).mockClear();
  useBookingDraft.getState().reset();
});

function open(routes = bookingRoutes()) {
  mockApi(fetchMock, routes);
  return renderBookingPage(<SubmitPage />, { path: '/appointment/submit', url: '/appointment/submit' });
}

/** A centre whose doctor reviews bookings, of verify type 1 or 2. */
const reviewing = (verifyType: 1 | 2, more: Parameters<typeof centre>[0] = {}) =>
  centre({ verifyOn: 1, verifyType, verify: { on: 1, type: verifyType }, ...more });

const payable = () => screen.getByTestId('payable').textContent;
const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: '提交订单' });
/** The text 提交订单 is described by while it is disabled (what the form lacks), or null. */
const blocker = () => {
  const id = submitButton().getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const lastToast = () => vi.mocked(showToast).mock.calls.at(-1)?.[0];

async function chooseDate(date = '2030-01-11') {
  await userEvent.click(screen.getByRole('button', { name: /体检日期/ }));
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${date} `) }));
  await waitFor(() => expect(screen.getAllByRole('radio', { checked: true }).length).toBeGreaterThan(0));
  const confirm = await screen.findByRole('button', { name: '确定' });
  await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
  await userEvent.click(confirm);
  await waitFor(() => expect(screen.queryByRole('button', { name: '确定' })).toBeNull());
}

function orderBodies(): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes(orders.submitOrder.path))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/**
 * Holds the answers to the calls of `path` whose body `when` accepts until the returned release is
 * called; every other call answers as before.
 */
function holdCalls(path: string, when: (body: Record<string, unknown>) => boolean = () => true) {
  let release: (r: Response) => void = () => undefined;
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input, init) =>
    String(input).includes(path) && when(JSON.parse(String(init?.body ?? '{}')))
      ? new Promise<Response>((resolve) => {
          release = resolve;
        })
      : answer(input, init),
  );
  return (response: Response) => release(response);
}

describe('submit screen', () => {
  it('shows the examinee, the centre and the phone, and pays online by default when there is something to pay', async () => {
    open();
    expect(await screen.findByText('测试体检中心')).toBeTruthy();
    expect(screen.getByText(/张三 · 35岁 · 女 · 已婚/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '预约手机号' }) as HTMLInputElement).value).toBe(
      '13800138000',
    );
    expect((screen.getByRole('radio', { name: '在线支付' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByTestId('payable')).toBeTruthy();
    expect(payable()).toBe(formatYuan(ITEMS_TOTAL));
    expect(screen.queryByText('该中心需医生审核您的预约，审核通过后方可体检')).toBeNull();
  });

  it('shows the form before the first quote is back, with no amount until the server gives one', async () => {
    open();
    const release = holdCalls(orders.quoteOrder.path);
    expect(await screen.findByText('测试体检中心')).toBeTruthy();
    expect(document.querySelector('.submit-rules')?.textContent).toMatch(/^改期须在/);
    expect(screen.getByText('正在计算应付金额…').getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('payable')).toBeNull();
    expect(document.querySelector('.submit-footer-amount strong')?.textContent).toBe('--');
    expect(submitButton().disabled).toBe(true);

    release(envelopeResponse(serverQuote(40800)));
    await waitFor(() => expect(payable()).toBe(formatYuan(fen(40800))));
    expect(screen.queryByText('正在计算应付金额…')).toBeNull();
  });

  it('pays at the centre by default where a doctor reviews, and says so', async () => {
    open(bookingRoutes({ [centres.getCentre.path]: reviewing(1) }));
    expect(await screen.findByText('该中心需医生审核您的预约，审核通过后方可体检')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '到院支付' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: '在线支付' })).toBeNull();
  });

  it('follows the centre’s verify type: at type 2 a package as it is needs no doctor and pays online', async () => {
    startPackageDraft();
    open(bookingRoutes({ [centres.getCentre.path]: reviewing(2) }));
    expect(await screen.findByText('套餐未加选项目，无需医生审核')).toBeTruthy();
    expect(screen.queryByText('该中心需医生审核您的预约，审核通过后方可体检')).toBeNull();
    expect((screen.getByRole('radio', { name: '在线支付' }) as HTMLInputElement).checked).toBe(true);
  });

  it('follows the centre’s verify type: at type 1 the same package waits for the doctor', async () => {
    startPackageDraft();
    open(bookingRoutes({ [centres.getCentre.path]: reviewing(1) }));
    expect(await screen.findByText('该中心需医生审核您的预约，审核通过后方可体检')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '在线支付' })).toBeNull();
  });

  it('follows the centre’s verify type: at type 2 a self-chosen plan still waits for the doctor', async () => {
    open(bookingRoutes({ [centres.getCentre.path]: reviewing(2) }));
    expect(await screen.findByText('该中心需医生审核您的预约，审核通过后方可体检')).toBeTruthy();
  });

  it('shows the centre’s rescheduling rule before paying', async () => {
    open(
      bookingRoutes({ [centres.getCentre.path]: centre({ rescheduleCutoff: '12:00', rescheduleLimit: 1 }) }),
    );
    expect(await screen.findByText('改期须在体检前一日12:00前办理，每单最多可改期1次')).toBeTruthy();
  });

  it('shows the centre note instead of the invoice form where personal invoices are not offered', async () => {
    open(bookingRoutes({ [centres.getCentre.path]: centre({ personalProvideInvoice: 0 }) }));
    expect(await screen.findByText('本中心暂不提供个人发票')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /纸质发票/ })).toBeNull();
  });

  it('keeps 提交订单 disabled without a payment method, saying so before the phone and the date', async () => {
    open(
      bookingRoutes({
        [centres.getCentre.path]: centre({ paymentMethodCodes: [], hosPaymentMethodCodes: [] }),
      }),
    );
    await screen.findByText('测试体检中心');
    await userEvent.clear(screen.getByRole('textbox', { name: '预约手机号' }));
    expect(submitButton().disabled).toBe(true);
    expect(blocker()).toBe(PaymentMessages.choosePayment);
    await userEvent.click(submitButton());
    expect(orderBodies()).toHaveLength(0);
  });

  it('keeps 提交订单 disabled until the phone is valid and a date is chosen, naming what is missing', async () => {
    open();
    await screen.findByText('测试体检中心');
    const phone = screen.getByRole('textbox', { name: '预约手机号' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '1234');
    expect(submitButton().disabled).toBe(true);
    expect(blocker()).toBe(PaymentMessages.phoneInvalid);
    await userEvent.clear(phone);
    await userEvent.type(phone, '13900001111');
    expect(submitButton().disabled).toBe(true);
    expect(blocker()).toBe(PaymentMessages.chooseDate);
    await userEvent.click(submitButton());
    expect(orderBodies()).toHaveLength(0);
    await chooseDate();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(blocker()).toBeNull();
    expect(submitButton().getAttribute('aria-describedby')).toBeNull();
  });

  it('takes a coupon and a card off the payable exactly as the domain computes it', async () => {
    open();
    await screen.findByText('测试体检中心');
    await userEvent.click(screen.getByRole('button', { name: /电子券/ }));
    await userEvent.click(await screen.findByRole('button', { name: /体检现金券/ }));
    const withCoupon = payableTotal({
      itemsTotal: ITEMS_TOTAL,
      materialItemsTotal: fen(0),
      coupon: COUPON,
      payType: 'online',
      services: [],
      materialFee: fen(0),
      cards: [],
    });
    await waitFor(() => expect(payable()).toBe(formatYuan(withCoupon.payable)));
    expect(withCoupon.payable).toBe(ITEMS_TOTAL - 5000);
    expect(screen.getByText(`-${formatYuan(fen(5000))}`)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /电子体检卡/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /TJK0001/ }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    const withCard = payableTotal({
      itemsTotal: ITEMS_TOTAL,
      materialItemsTotal: fen(0),
      coupon: COUPON,
      payType: 'online',
      services: [],
      materialFee: fen(0),
      cards: [CARD],
    });
    await waitFor(() => expect(payable()).toBe(formatYuan(withCard.payable)));
    expect(withCard.payable).toBe(ITEMS_TOTAL - 5000 - 20000);
    // The card pays all it holds: the row says what is still to pay (spec 9).
    expect(screen.getByRole('button', { name: /电子体检卡/ }).textContent).toContain(
      `已选1张，需支付${formatYuan(withCard.payable)}`,
    );
  });

  it('says what a card covering the order still holds: 仍可使用', async () => {
    const big = { ...CARD, cardNo: 'TJK1500', balance: fen(150000) };
    open(bookingRoutes({ [orders.getOrderCards.path]: { available: [big], disabled: [] } }));
    await screen.findByText('测试体检中心');
    await userEvent.click(screen.getByRole('button', { name: /电子体检卡/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /TJK1500/ }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(payable()).toBe(formatYuan(fen(0))));
    expect(screen.getByRole('button', { name: /电子体检卡/ }).textContent).toContain(
      `已选1张，仍可使用${formatYuan(fen(150000 - ITEMS_TOTAL))}`,
    );
  });

  it('adds the item a coupon is tied to once the person agrees, and takes the coupon off', async () => {
    const tied = {
      ...COUPON,
      id: 12,
      name: '肾功能体验券',
      exchangeProjectMap: { id: 'KIDNEY', item: '肾功能' },
    };
    open(bookingRoutes({ [orders.getCoupons.path]: [tied] }));
    await screen.findByText('测试体检中心');
    await userEvent.click(screen.getByRole('button', { name: /电子券/ }));
    await userEvent.click(await screen.findByRole('button', { name: /肾功能体验券/ }));
    expect(confirmDialog).toHaveBeenCalledWith('该电子券需搭配项目【肾功能】使用，是否自动添加该项目？');
    // 肾功能 is ¥60; the coupon takes ¥50 off.
    await waitFor(() => expect(payable()).toBe(formatYuan(fen(ITEMS_TOTAL + 6000 - 5000))));
  });

  it('asks before paying at the centre with a coupon chosen, then drops it', async () => {
    open();
    await screen.findByText('测试体检中心');
    await userEvent.click(screen.getByRole('button', { name: /电子券/ }));
    await userEvent.click(await screen.findByRole('button', { name: /体检现金券/ }));
    await waitFor(() => expect(payable()).toBe(formatYuan(fen(ITEMS_TOTAL - 5000))));
    await userEvent.click(screen.getByRole('radio', { name: '到院支付' }));
    expect(confirmDialog).toHaveBeenCalledWith(PaymentMessages.switchToHospitalConfirm);
    await waitFor(() => expect(payable()).toBe(formatYuan(ITEMS_TOTAL)));
    expect(screen.getByRole('button', { name: /电子券/ }).textContent).toContain('仅在线支付可用');
  });

  it('tells a full date with the spec text, lets the person try again with the same key, then opens the pay page', async () => {
    let attempts = 0;
    const { router } = open(
      bookingRoutes({
        [orders.submitOrder.path]: () => {
          attempts += 1;
          return attempts === 1
            ? { code: -3, message: null, orderId: null, orderNo: null, status: null, payable: 0 }
            : {
                code: 0,
                message: null,
                orderId: 99,
                orderNo: 'TJ20300111000099',
                status: 'order_hospital_payment',
                payable: ITEMS_TOTAL,
              };
        },
      }),
    );
    // Declared on confirm-items: the order carries it for the server's eligibility check.
    useBookingDraft.getState().setConditions(['pacemaker']);
    await screen.findByText('测试体检中心');
    await chooseDate();
    await userEvent.click(submitButton());
    await waitFor(() => expect(lastToast()).toBe('2030-01-11预约已满，请选择其他日期'));
    expect(router.state.location.pathname).toBe('/appointment/submit');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);

    await userEvent.click(submitButton());
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/order/onlinePayment/custom/99');
    const [first, second] = orderBodies();
    expect(first?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(second).toMatchObject({
      _BIZCODE: '0002',
      sysCenterId: '00-5',
      name: '张三',
      payType: 'online',
      price: ITEMS_TOTAL,
      boExaminationDate: '2030-01-11',
      boExaminationTimeNo: 1,
      bookingType: 'custom',
      conditions: ['pacemaker'],
    });
    // The draft is cleared once the order exists, not before.
    expect(useBookingDraft.getState().plan).toBeNull();
  });

  it('sends one order however fast the button is tapped, with a progress hint meanwhile', async () => {
    open();
    const release = holdCalls(orders.submitOrder.path);
    await screen.findByText('测试体检中心');
    await chooseDate();
    const button = submitButton();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('正在提交订单，请稍候…')).toBeTruthy();
    fireEvent.click(button);
    expect(orderBodies()).toHaveLength(1);
    release(
      envelopeResponse({
        code: 0,
        message: null,
        orderId: 7,
        orderNo: 'TJ1',
        status: 'order_hospital_examination',
        payable: 0,
      }),
    );
    // Nothing left to pay online: the booking's success page.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/succeed?orderId=7'));
  });

  it('asks whether to move a doctor-review booking for today, and 直接提交 sends it', async () => {
    const today = shanghaiDate(Date.now());
    open(
      bookingRoutes({
        [centres.getCentre.path]: reviewing(1, {
          fastingCheckStart: '00:00',
          fastingCheckEnd: '24:00',
        }),
        [schedule.getAppointmentRange.path]: [{ testDate: today, code: '000', desc: '', specialProDtos: [] }],
        [schedule.getTimeOfCount.path]: {
          date: today,
          dateHasPeopleList: [{ no: 4, testTime: '23:00~23:30', numberOfPeople: 2, code: '000' }],
        },
        [orders.submitOrder.path]: {
          code: 0,
          message: null,
          orderId: 5,
          orderNo: 'TJ5',
          status: 'order_pending',
          payable: 0,
        },
      }),
    );
    await screen.findByText('测试体检中心');
    await chooseDate(today);
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: REVIEW_TODAY_MESSAGE });
    expect(orderBodies()).toHaveLength(0);
    // Clickable once the dialog's opening animation is over.
    await waitFor(() => userEvent.click(within(dialog).getByRole('button', { name: '直接提交' })));
    // Reviewed, but for today: the plain success page rather than the review page.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/succeed?orderId=5'));
    expect(orderBodies()).toHaveLength(1);
  });

  it('says plainly when there is no booking under way', async () => {
    useBookingDraft.getState().reset();
    open();
    expect(screen.getByRole('heading', { name: '没有正在进行的预约' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去预约' }));
    expect(screen.getByTestId('location').textContent).toBe('/entrance');
    expect(within(document.body).queryByRole('button', { name: '提交订单' })).toBeNull();
  });
});

function quoteBodies(): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes(orders.quoteOrder.path))
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** A quote no local pricing of the test plan gives (¥455 of items): only the server can have said it. */
function serverQuote(payable: number, itemsTotal = 41000) {
  return {
    lines: [],
    prices: {
      productPrice: 0,
      replacePrice: 0,
      customPrice: itemsTotal,
      materialPrice: 0,
      baseProjectPrice: itemsTotal,
      appliedRules: [],
    },
    breakdown: {
      itemsTotal,
      couponDiscount: itemsTotal - payable,
      servicesTotal: 0,
      materialFee: 0,
      materialItemsTotal: 0,
      cardDue: payable,
      cardDebits: [],
      cardTotal: 0,
      payable,
    },
    coupon: null,
    status: 'order_online_payment',
    needsReview: false,
  };
}

describe('submit screen: the amount is the server’s quote', () => {
  it('shows the quoted amount on the bar and in the breakdown, and submits at the quoted price', async () => {
    open(bookingRoutes({ [orders.quoteOrder.path]: serverQuote(40800) }));
    await screen.findByTestId('payable');
    expect(payable()).toBe(formatYuan(fen(40800)));
    expect(screen.getByText(formatYuan(fen(41000)))).toBeTruthy();
    expect(document.querySelector('.submit-footer-amount')?.textContent).toContain(formatYuan(fen(40800)));
    expect(payable()).not.toBe(formatYuan(ITEMS_TOTAL));
    expect(quoteBodies()[0]).toMatchObject({
      _BIZCODE: '0002',
      sysCenterId: '00-5',
      payType: 'online',
      coupon: null,
      cardNoList: [],
      bookingType: 'custom',
    });

    await chooseDate();
    await userEvent.click(submitButton());
    await waitFor(() => expect(orderBodies()).toHaveLength(1));
    expect(orderBodies()[0]).toMatchObject({ price: 40800, discountPriceTotal: 41000 });
  });

  it('asks again when the coupon changes, keeping the last amount with a hint until the new one is in', async () => {
    open(bookingRoutes({ [orders.quoteOrder.path]: serverQuote(40800) }));
    const release = holdCalls(orders.quoteOrder.path, (body) => body.coupon === COUPON.id);
    await screen.findByText('测试体检中心');
    // A date first, so that only the quote under way keeps 提交订单 off.
    await chooseDate();
    await userEvent.click(screen.getByRole('button', { name: /电子券/ }));
    await userEvent.click(await screen.findByRole('button', { name: /体检现金券/ }));

    expect(await screen.findByText('正在计算应付金额…')).toBeTruthy();
    expect(payable()).toBe(formatYuan(fen(40800)));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(quoteBodies().at(-1)).toMatchObject({ coupon: COUPON.id });

    release(envelopeResponse(serverQuote(35800)));
    await waitFor(() => expect(payable()).toBe(formatYuan(fen(35800))));
    expect(screen.queryByText('正在计算应付金额…')).toBeNull();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells why the server refuses the cart and keeps 提交订单 off until a quote is there again', async () => {
    const refusal = '该电子券不满足本单使用条件';
    open(
      bookingRoutes({
        [orders.quoteOrder.path]: (_url: URL, init?: RequestInit) =>
          JSON.parse(String(init?.body)).coupon === COUPON.id
            ? envelopeResponse(null, 'param,error', refusal)
            : serverQuote(40800),
      }),
    );
    await screen.findByText('测试体检中心');
    await chooseDate();
    await userEvent.click(screen.getByRole('button', { name: /电子券/ }));
    await userEvent.click(await screen.findByRole('button', { name: /体检现金券/ }));

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(screen.queryByTestId('payable')).toBeNull();
    expect(document.querySelector('.submit-footer-amount')?.textContent).not.toContain('¥');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    // Told on the screen, not as a toast over it.
    expect(vi.mocked(showToast).mock.calls.flat()).not.toContain(refusal);

    await userEvent.click(screen.getByRole('button', { name: /电子券/ }));
    await userEvent.click(await screen.findByRole('button', { name: '不使用' }));
    await waitFor(() => expect(payable()).toBe(formatYuan(fen(40800))));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect(orderBodies()).toHaveLength(0);
  });
});
