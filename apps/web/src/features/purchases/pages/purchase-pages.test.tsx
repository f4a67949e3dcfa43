import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { examinee, payments, purchases, specialPackages, users } from '@tijian/client';
import type { UserProfile } from '@tijian/contract';
import { type Fen, fen } from '@tijian/domain';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SpecialPackageDetail } from '@/features/special-packages/index.ts';
import { feedbackMock, loggedInFetch } from '@/test/logged-in-fetch.ts';
import { type ApiRoutes, mockApi, renderRoutedPage } from '@/test/render.tsx';
import type { HealthCardProduct, Purchase } from '../api/purchases.ts';
import { CardBoughtPage } from './card-bought-page.tsx';
import { CardBuyerPage } from './card-buyer-page.tsx';
import { CardPayPage } from './card-pay-page.tsx';
import { CardQrPayPage } from './card-qr-pay-page.tsx';
import { CardShopPage } from './card-shop-page.tsx';
import { SpecialBoughtPage } from './special-bought-page.tsx';
import { SpecialPayPage } from './special-pay-page.tsx';

// antd-mobile's pull-to-refresh is replaced by a stand-in that keeps its props, so a test can pull.
const seen = vi.hoisted(() => ({ pull: undefined as PullToRefreshProps | undefined }));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));
vi.mock('@/shared/ui/feedback.ts', () => feedbackMock());

const fetchMock = loggedInFetch();
const yuan = (n: number): Fen => fen(n * 100);

const CARDIO: HealthCardProduct = {
  id: 'HC-CARDIO',
  name: '心血管健康管理卡',
  price: yuan(398),
  description: '一年的心血管健康管理',
  validityDays: 365,
  services: [
    { code: 'cv-consult', name: '心血管专家咨询', description: '', times: 3 },
    { code: 'cv-hotline', name: '健康热线', description: '', times: 0 },
  ],
  sysCenterId: null,
};

const ME: UserProfile = {
  id: 1,
  callName: '张先生',
  name: '张伟',
  mobilePhone: '13800138000',
  idCardNo: '110101198503150013',
  sexCode: 'male',
  age: 41,
  marryStateCode: 'married',
  folkId: 1,
  folkName: '汉族',
  height: null,
  weight: null,
  isGzbd: 0,
  hasPassword: true,
};

function purchase(more: Partial<Purchase> = {}): Purchase {
  return {
    id: 7,
    purchaseNo: 'GM20261122000007',
    kind: 'health_card',
    kindName: '健康卡',
    itemId: 'HC-CARDIO',
    itemName: '心血管健康管理卡',
    sysCenterId: null,
    sysCenterName: '体检专家',
    amount: yuan(398),
    status: 'unpaid',
    statusName: '待支付',
    holder: {
      name: '张伟',
      idCardNo: '110***********0013',
      mobilePhone: '138****8000',
      sexCode: 'male',
      age: 41,
    },
    payDeadline: new Date(Date.now() + 30 * 60_000).toISOString(),
    createdAt: '2026-11-22T01:00:00.000Z',
    paidAt: null,
    healthCard: null,
    redeemBy: null,
    ...more,
  };
}

const PAYMENT = {
  payId: 'pay-0007-abcd',
  payFor: 'health_card' as const,
  orderId: null,
  purchaseId: 7,
  orderNo: 'GM20261122000007',
  sysCenterName: '体检专家',
  amount: yuan(398),
  provider: 'sandbox',
  providers: ['sandbox'],
  status: 'pending' as const,
  expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  qrUrl: 'http://localhost/pay?payId=pay-0007-abcd',
};

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const open = (element: ReactElement, path: string, url: string, routes: ApiRoutes) => {
  mockApi(fetchMock, routes);
  return renderRoutedPage(element, { path, url });
};
const location = () => screen.getByTestId('location').textContent;

describe('/purchaseCard', () => {
  it('lists the cards on sale with price, validity and services; 购买 goes on to the holder', async () => {
    open(<CardShopPage />, '/purchaseCard', '/purchaseCard', {
      [purchases.listHealthCardProducts.path]: [CARDIO],
    });
    const card = (await screen.findByRole('heading', { name: '心血管健康管理卡' })).closest('li')!;
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('¥398.00')).toBeTruthy();
    expect(inCard.getByText(/有效期365天/)).toBeTruthy();
    expect(inCard.getByText('心血管专家咨询')).toBeTruthy();
    expect(inCard.getByText('3次')).toBeTruthy();
    expect(inCard.getByText('不限次')).toBeTruthy();
    await userEvent.click(inCard.getByRole('button', { name: '购买 心血管健康管理卡' }));
    expect(location()).toBe('/purchaseCard/register?productId=HC-CARDIO');
  });

  it('says so when nothing is on sale, and refreshes on a pull', async () => {
    let asked = 0;
    open(<CardShopPage />, '/purchaseCard', '/purchaseCard', {
      [purchases.listHealthCardProducts.path]: () => {
        asked += 1;
        return [];
      },
    });
    expect(await screen.findByText('暂无在售的健康卡')).toBeTruthy();
    await seen.pull!.onRefresh!();
    expect(asked).toBe(2);
  });
});

describe('/purchaseCard/register', () => {
  const routes = (sent: Record<string, unknown>[]): ApiRoutes => ({
    [purchases.listHealthCardProducts.path]: [CARDIO],
    [users.getUser.path]: ME,
    [purchases.buyProduct.path]: (_url: URL, init?: RequestInit) => {
      sent.push(bodyOf(init));
      return purchase();
    },
  });

  it('fills 本人 from the profile, buys once with a key, and goes on to pay', async () => {
    const sent: Record<string, unknown>[] = [];
    open(
      <CardBuyerPage />,
      '/purchaseCard/register',
      '/purchaseCard/register?productId=HC-CARDIO',
      routes(sent),
    );
    expect(await screen.findByText('心血管健康管理卡')).toBeTruthy();
    expect((screen.getByPlaceholderText('请输入持卡人姓名') as HTMLInputElement).value).toBe('张伟');
    expect((screen.getByPlaceholderText('请输入持卡人身份证号') as HTMLInputElement).value).toBe(
      '110101198503150013',
    );
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(location()).toBe('/purchaseCard/payCard?purchaseId=7'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      kind: 'health_card',
      productId: 'HC-CARDIO',
      holder: {
        name: '张伟',
        idCardNo: '110101198503150013',
        mobilePhone: '13800138000',
        marriageCode: 'married',
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('checks a typed holder by the domain rules before asking the server', async () => {
    const sent: Record<string, unknown>[] = [];
    open(
      <CardBuyerPage />,
      '/purchaseCard/register',
      '/purchaseCard/register?productId=HC-CARDIO',
      routes(sent),
    );
    await userEvent.click(await screen.findByRole('radio', { name: '其他人' }));
    await userEvent.type(screen.getByPlaceholderText('请输入持卡人姓名'), '李娜');
    await userEvent.type(screen.getByPlaceholderText('请输入持卡人身份证号'), '110101199003150000');
    await userEvent.type(screen.getByPlaceholderText('请输入持卡人手机号'), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('身份证不合法!')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('fills a family member picked from the account’s', async () => {
    const sent: Record<string, unknown>[] = [];
    const mother = {
      id: 5,
      relationCode: 'mother',
      relationName: '母亲',
      callName: '王秀兰',
      idCardNo: '110101195806120029',
      boCellPhoneNo: '13900139000',
      sexCode: 'female',
      age: 68,
      marryStateCode: 'married',
      folkId: 1,
      folkName: '汉族',
      height: null,
      weight: null,
    };
    open(<CardBuyerPage />, '/purchaseCard/register', '/purchaseCard/register?productId=HC-CARDIO', {
      ...routes(sent),
      [examinee.listFamilyMembers.path]: [{ ...mother, idCardNo: '110***********0029' }],
      [examinee.getFamilyMember.path]: mother,
    });
    // The popup's mask animates in; its pointer-events are not what is tested here.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('radio', { name: '家人' }));
    await user.click(await screen.findByText('王秀兰'));
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请输入持卡人姓名') as HTMLInputElement).value).toBe('王秀兰'),
    );
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.holder).toEqual({
      name: '王秀兰',
      idCardNo: '110101195806120029',
      mobilePhone: '13900139000',
      marriageCode: 'married',
    });
  });

  it('says so for a card no longer on sale', async () => {
    open(<CardBuyerPage />, '/purchaseCard/register', '/purchaseCard/register?productId=HC-GONE', routes([]));
    expect(await screen.findByRole('heading', { name: '该健康卡已停售或不存在' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回健康卡列表' }));
    expect(location()).toBe('/purchaseCard');
  });
});

describe('/purchaseCard/payCard', () => {
  const url = '/purchaseCard/payCard?purchaseId=7';

  it('shows the amount, the purchase and the holder; 本机支付 opens the sandbox, 扫码支付 the QR page', async () => {
    const asked: unknown[] = [];
    open(<CardPayPage />, '/purchaseCard/payCard', url, {
      [purchases.getProductPurchase.path]: purchase(),
      [purchases.payProductPurchase.path]: (_url: URL, init?: RequestInit) => {
        asked.push(bodyOf(init));
        return PAYMENT;
      },
    });
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('¥398.00');
    // The sandbox has one cashier: the channel and return page are said, and change nothing it shows.
    expect(asked).toEqual([{ purchaseId: 7, channel: 'h5', returnPath: url }]);
    expect(screen.getByText('GM20261122000007')).toBeTruthy();
    expect(screen.getByText('心血管健康管理卡')).toBeTruthy();
    expect(screen.getByText('张伟')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/请在 \d\d:\d\d 内完成支付/);
    await userEvent.click(screen.getByRole('button', { name: '扫码支付' }));
    expect(location()).toBe('/purchaseCard/QrCode?purchaseId=7');
  });

  it('offers 支付宝支付 where both providers are offered, and opens the payment there', async () => {
    const asked: Record<string, unknown>[] = [];
    const both = { ...PAYMENT, provider: 'wechatpay', providers: ['wechatpay', 'alipay'] };
    open(<CardPayPage />, '/purchaseCard/payCard', url, {
      [purchases.getProductPurchase.path]: purchase(),
      [purchases.payProductPurchase.path]: (_url: URL, init?: RequestInit) => {
        const body = bodyOf(init);
        asked.push(body);
        return body.provider === 'alipay' ? { ...both, provider: 'alipay' } : both;
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '支付宝支付' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '支付宝支付' }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(asked.at(-1)).toEqual({ purchaseId: 7, provider: 'alipay', channel: 'h5', returnPath: url });
  });

  it('sends this phone to the sandbox pay page', async () => {
    open(<CardPayPage />, '/purchaseCard/payCard', url, {
      [purchases.getProductPurchase.path]: purchase(),
      [purchases.payProductPurchase.path]: PAYMENT,
    });
    await userEvent.click(await screen.findByRole('button', { name: '本机支付' }));
    expect(location()).toBe('/pay?payId=pay-0007-abcd');
  });

  it('moves a paid purchase on to its success page without opening a payment', async () => {
    let opened = 0;
    open(<CardPayPage />, '/purchaseCard/payCard', url, {
      [purchases.getProductPurchase.path]: purchase({ status: 'paid' }),
      [purchases.payProductPurchase.path]: () => {
        opened += 1;
        return PAYMENT;
      },
    });
    await waitFor(() => expect(location()).toBe('/purchaseCard/Success?purchaseId=7'));
    expect(opened).toBe(0);
  });

  it('offers to buy again once the purchase closed unpaid', async () => {
    open(<CardPayPage />, '/purchaseCard/payCard', url, {
      [purchases.getProductPurchase.path]: purchase({ status: 'closed' }),
    });
    expect(await screen.findByRole('heading', { name: '购买单已超时关闭，请重新购买' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新购买' }));
    expect(location()).toBe('/purchaseCard');
  });

  it('says a purchase of another account, or a bad link, is not there', async () => {
    const { unmount } = open(<CardPayPage />, '/purchaseCard/payCard', url, {});
    expect(await screen.findByRole('heading', { name: '该购买单不存在' })).toBeTruthy();
    unmount();
    fetchMock.mockClear();
    open(<CardPayPage />, '/purchaseCard/payCard', '/purchaseCard/payCard?purchaseId=abc', {});
    expect(screen.getByRole('heading', { name: '链接无效' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/purchaseCard/QrCode', () => {
  it('shows the QR code of the pay page and moves on once another phone paid', async () => {
    let polls = 0;
    open(<CardQrPayPage />, '/purchaseCard/QrCode', '/purchaseCard/QrCode?purchaseId=7', {
      [purchases.getProductPurchase.path]: purchase(),
      [purchases.payProductPurchase.path]: PAYMENT,
      [payments.getPayment.path]: () => {
        polls += 1;
        return { ...PAYMENT, status: 'paid' };
      },
    });
    expect(await screen.findByRole('img', { name: '扫码支付' })).toBeTruthy();
    expect(screen.getByText('请使用另一部手机扫描二维码完成支付')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/purchaseCard/Success?purchaseId=7'), { timeout: 4000 });
    expect(polls).toBeGreaterThanOrEqual(1);
  });
});

describe('/purchaseCard/Success', () => {
  it('shows the card issued and leads to 健康评估 (/card)', async () => {
    open(<CardBoughtPage />, '/purchaseCard/Success', '/purchaseCard/Success?purchaseId=7', {
      [purchases.getProductPurchase.path]: purchase({
        status: 'paid',
        paidAt: '2026-11-22T01:05:00.000Z',
        healthCard: { id: 31, cardNo: 'HCP20261122000007', expiresOn: '2027-11-21' },
      }),
    });
    expect(await screen.findByRole('heading', { name: '购买成功' })).toBeTruthy();
    expect(screen.getByText('HCP20261122000007')).toBeTruthy();
    expect(screen.getByText('2027-11-21')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看我的健康卡' }));
    expect(location()).toBe('/card');
  });

  it('offers to pay one still unpaid', async () => {
    open(<CardBoughtPage />, '/purchaseCard/Success', '/purchaseCard/Success?purchaseId=7', {
      [purchases.getProductPurchase.path]: purchase(),
    });
    expect(await screen.findByRole('heading', { name: '该购买单尚未支付' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(location()).toBe('/purchaseCard/payCard?purchaseId=7');
  });
});

const HP: SpecialPackageDetail = {
  id: 'SP-1-HP',
  sysCenterId: '00-1',
  sysCenterName: '北京朝阳健康体检中心',
  name: '幽门螺杆菌呼气检测',
  price: yuan(150),
  originalPrice: yuan(200),
  summary: '',
  itemCount: 2,
  items: ['C13尿素呼气试验', '胃功能三项'],
  suitableFor: '',
  notice: '',
  imageUrl: '',
  validityDays: 180,
  onSale: true,
};

const specialPurchase = (more: Partial<Purchase> = {}) =>
  purchase({
    id: 9,
    purchaseNo: 'GM20261122000009',
    kind: 'special_package',
    kindName: '专项体检',
    itemId: 'SP-1-HP',
    itemName: '幽门螺杆菌呼气检测',
    sysCenterId: '00-1',
    sysCenterName: '北京朝阳健康体检中心',
    amount: yuan(150),
    holder: null,
    ...more,
  });

describe('/physicalSpecialPay/:id', () => {
  it('confirms the package, buys it once, then pays it with the purchase named in the address', async () => {
    const sent: Record<string, unknown>[] = [];
    open(<SpecialPayPage />, '/physicalSpecialPay/:id', '/physicalSpecialPay/SP-1-HP', {
      [specialPackages.getSpecialPackage.path]: HP,
      [purchases.buyProduct.path]: (_url: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        return specialPurchase();
      },
      [purchases.getProductPurchase.path]: specialPurchase(),
      [purchases.payProductPurchase.path]: {
        ...PAYMENT,
        payFor: 'special_package',
        purchaseId: 9,
        orderNo: 'GM20261122000009',
        sysCenterName: '北京朝阳健康体检中心',
        amount: yuan(150),
      },
    });
    expect(await screen.findByRole('heading', { name: '幽门螺杆菌呼气检测' })).toBeTruthy();
    expect(screen.getByText('购买之日起180天内到院使用')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确认购买' }));
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('¥150.00');
    expect(sent).toEqual([
      {
        kind: 'special_package',
        packageId: 'SP-1-HP',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: '扫码支付' }));
    expect(location()).toBe('/physical/special/payQr/SP-1-HP?purchaseId=9');
  });

  it('does not sell a package taken off sale', async () => {
    open(<SpecialPayPage />, '/physicalSpecialPay/:id', '/physicalSpecialPay/SP-1-HP', {
      [specialPackages.getSpecialPackage.path]: { ...HP, onSale: false },
    });
    expect(await screen.findByText('该专项体检已下架，暂不可购买')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认购买' })).toBeNull();
  });
});

describe('/physical/special/success/:id', () => {
  it('shows the purchase number as the code the desk redeems, until its last day', async () => {
    open(<SpecialBoughtPage />, '/physical/special/success/:id', '/physical/special/success/9', {
      [purchases.getProductPurchase.path]: (requested: URL) => {
        expect(requested.searchParams.get('id')).toBe('9');
        return specialPurchase({ status: 'paid', redeemBy: '2027-05-20' });
      },
    });
    expect(await screen.findByRole('img', { name: '到院核销码 GM20261122000009' })).toBeTruthy();
    expect(screen.getByText('GM20261122000009')).toBeTruthy();
    expect(screen.getByText('有效期至：2027-05-20')).toBeTruthy();
    expect(screen.getByText('北京朝阳健康体检中心')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看购买记录' }));
    expect(location()).toBe('/purchase/record/list');
  });
});
