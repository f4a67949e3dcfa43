import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, idCardOf, packageOrder, sessionFor, submit } from '../orders/order-fixtures.ts';
import { readPdf } from './pdf-text.ts';
import { invoicesRepository } from './repository.ts';

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';
// A valid 统一社会信用代码 (its check character is right).
const TAX_NUMBER = '91350100M000100Y43';
let seq = 0;

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (
    await server.app.inject({ method, url, headers: headersOf(token), ...(payload ? { payload } : {}) })
  ).json();
const state = (token: string, orderId: number) =>
  call(token, 'GET', `/m/wx/invoice/detail.json?orderId=${orderId}`);
const request = (token: string, body: object) => call(token, 'POST', '/m/wx/invoice/apply.json', body);
const download = (token: string | null, orderId: number | string) =>
  server.app.inject({
    method: 'GET',
    url: `/m/wx/invoice/${orderId}/invoice.pdf`,
    headers: token ? headersOf(token) : {},
  });

const ERROR = (error: string) => ({ error_code: 'param,invalid', error, data: null });
const NOT_FOUND = (error: string) => ({ error_code: 'not,found', error, data: null });

/** Every booking its own place: weekdays from 2026-12-02, nine slots a day. */
function nextPlace(n: number) {
  let k = n;
  for (let d = 0; ; d++) {
    const date = new Date(Date.parse('2026-12-02T00:00:00Z') + d * 86_400_000);
    if (date.getUTCDay() === 0) continue;
    if (k < 9) return { date: date.toISOString().slice(0, 10), slotNo: k + 1 };
    k -= 9;
  }
}

interface Booked {
  token: string;
  userId: number;
  orderId: number;
  payable: number;
}

/** A new account with an order for the basic package at a centre, online (paid through the sandbox) or at the centre. */
async function booked(
  opts: { centre?: string; pay?: 'online' | 'onhospital' | 'unpaid' } = {},
): Promise<Booked> {
  const n = ++seq;
  const user = await sessionFor(server, `1370041${String(n).padStart(4, '0')}`);
  const pay = opts.pay ?? 'online';
  const { body, breakdown } = await packageOrder(server, {
    ...nextPlace(n),
    sysCenterId: opts.centre ?? '00-1',
    idCardNo: idCardOf('19860606', 2 * n + 1),
    payType: pay === 'onhospital' ? 'onhospital' : 'online',
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data.code).toBe(0);
  const orderId = answer.data.orderId as number;
  if (pay === 'online') {
    const prepay = await call(user.token, 'POST', '/m/wx/1/pay/prepay.json', { orderId });
    const paid = await call(user.token, 'POST', '/m/pay/sandbox/confirm.json', { payId: prepay.data.payId });
    expect(paid.data.status).toBe('paid');
  }
  return { ...user, orderId, payable: breakdown.payable };
}

const company = (orderId: number) => ({
  orderId,
  titleType: 'company',
  name: '北京某某科技有限公司',
  taxNumber: TAX_NUMBER,
});
const written = async (o: Booked) => invoicesRepository.ofOrder(server.db, o.userId, o.orderId);

describe('asking for an e-invoice', () => {
  it('says an order paid online at 00-1 may have one, for what was paid', async () => {
    const o = await booked();
    expect(await state(o.token, o.orderId)).toEqual({
      error_code: '000000',
      error: '',
      data: {
        invoice: null,
        canRequest: true,
        refusal: null,
        refusalText: '',
        centreOffers: true,
        amount: o.payable,
      },
    });
  });

  it('issues it to a company, with the order’s lines summing to what was paid', async () => {
    const o = await booked();
    const answer = await request(o.token, {
      ...company(o.orderId),
      taxNumber: ` ${TAX_NUMBER.toLowerCase()} `,
    });
    expect(answer.error_code).toBe('000000');
    const invoice = answer.data;
    expect(invoice).toMatchObject({
      orderId: o.orderId,
      titleType: 'company',
      titleTypeName: '单位',
      buyerName: '北京某某科技有限公司',
      taxNumber: TAX_NUMBER,
      amount: o.payable,
      sysCenterId: '00-1',
      sellerName: '北京朝阳健康体检中心',
      issuedAt: '2026-11-22T01:00:00.000Z',
    });
    expect(invoice.invoiceNo).toBe(`FP20261122${String(o.orderId).padStart(8, '0')}`);
    expect(invoice.orderNo).toMatch(/^TJ\d{14,}$/);
    expect(invoice.amountInWords).toMatch(/元/);
    expect(invoice.lines.length).toBeGreaterThan(1);
    expect(invoice.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0)).toBe(o.payable);
    expect(await state(o.token, o.orderId)).toMatchObject({
      data: { invoice, canRequest: false, refusal: null, centreOffers: true },
    });
  });

  it('answers a second request with the first invoice, whatever title it names', async () => {
    const o = await booked();
    const first = await request(o.token, { orderId: o.orderId, titleType: 'personal', name: '王小明' });
    expect(first.data).toMatchObject({ titleType: 'personal', buyerName: '王小明', taxNumber: '' });
    server.clock.advance(3_600_000);
    const second = await request(o.token, company(o.orderId));
    expect(second).toEqual(first);
    const [a, b] = await Promise.all([
      request(o.token, company(o.orderId)),
      request(o.token, company(o.orderId)),
    ]);
    expect(a).toEqual(first);
    expect(b).toEqual(first);
  });

  it('issues once when two requests arrive together', async () => {
    const o = await booked();
    const answers = await Promise.all([
      request(o.token, company(o.orderId)),
      request(o.token, { orderId: o.orderId, titleType: 'personal', name: '王小明' }),
    ]);
    expect(answers[0].data.invoiceNo).toBe(answers[1].data.invoiceNo);
    expect(answers[0].data).toEqual(answers[1].data);
  });
});

describe('refusals, each writing nothing', () => {
  it('refuses an order paid at the centre, and one not paid yet', async () => {
    for (const pay of ['onhospital', 'unpaid'] as const) {
      const o = await booked({ pay });
      expect((await state(o.token, o.orderId)).data).toMatchObject({
        canRequest: false,
        refusal: 'notPaidOnline',
        refusalText: '该订单未在线支付，不能开具电子发票',
        amount: null,
      });
      expect(await request(o.token, company(o.orderId))).toEqual(ERROR('该订单未在线支付，不能开具电子发票'));
      expect(await written(o)).toBeUndefined();
    }
  });

  it('refuses an order refunded in full', async () => {
    const o = await booked();
    await call(o.token, 'POST', '/m/wx/refund/apply.json', {
      orderId: o.orderId,
      reason: '行程有变/时间冲突',
      idempotencyKey: randomUUID(),
    });
    // signed in here: a staff session ends after 30 idle minutes, and an earlier test moves the clock
    const manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
    const decided = await server.app.inject({
      method: 'POST',
      url: '/m/operator/refunds/decide.json',
      headers: operatorHeaders(manager),
      payload: { orderId: o.orderId, approve: true },
    });
    expect(decided.json()).toMatchObject({ data: { status: 'refunded' } });
    expect((await state(o.token, o.orderId)).data).toMatchObject({
      canRequest: false,
      refusal: 'fullyRefunded',
    });
    expect(await request(o.token, company(o.orderId))).toEqual(ERROR('该订单已全额退款，不能开具电子发票'));
    expect(await written(o)).toBeUndefined();
  });

  it('answers another account’s order as a missing one', async () => {
    const o = await booked();
    const other = await sessionFor(server, '13700419999');
    expect(await state(other.token, o.orderId)).toEqual(NOT_FOUND('该订单不存在'));
    expect(await request(other.token, company(o.orderId))).toEqual(NOT_FOUND('该订单不存在'));
    expect(await written(o)).toBeUndefined();
    expect(await invoicesRepository.ofOrder(server.db, other.userId, o.orderId)).toBeUndefined();
  });

  it('refuses at a centre without e-invoices, which keeps its paper invoice', async () => {
    const o = await booked({ centre: '00-85' });
    expect((await state(o.token, o.orderId)).data).toMatchObject({
      canRequest: false,
      refusal: 'centreWithout',
      refusalText: '该体检中心暂不提供电子发票，请到体检中心开具纸质发票',
      centreOffers: false,
    });
    expect(await request(o.token, company(o.orderId))).toEqual(
      ERROR('该体检中心暂不提供电子发票，请到体检中心开具纸质发票'),
    );
    expect(await written(o)).toBeUndefined();
  });

  it('refuses a bad tax number or a missing name, in the domain’s words', async () => {
    const o = await booked();
    const cases: [object, string][] = [
      [{ taxNumber: '91350100M000100Y44' }, '纳税人识别号校验位不正确，请核对'],
      [{ taxNumber: '123456' }, '纳税人识别号应为18位统一社会信用代码'],
      [{ taxNumber: '' }, '请填写纳税人识别号'],
      [{ name: '  ' }, '请填写单位名称'],
      [{ name: '某'.repeat(51) }, '抬头名称最多50个字'],
      [{ titleType: 'other' }, '请选择抬头类型'],
    ];
    for (const [change, message] of cases) {
      expect(await request(o.token, { ...company(o.orderId), ...change })).toEqual(ERROR(message));
    }
    expect(await request(o.token, { orderId: o.orderId, titleType: 'personal', name: '' })).toEqual(
      ERROR('请填写抬头名称（个人姓名）'),
    );
    expect(await written(o)).toBeUndefined();
  });

  it('answers an order id no order can have plainly', async () => {
    const o = await booked();
    for (const id of ['999999999999', 'abc']) {
      expect(await call(o.token, 'GET', `/m/wx/invoice/detail.json?orderId=${id}`)).toEqual(
        ERROR('订单编号不正确'),
      );
      expect((await download(o.token, id)).json()).toEqual(ERROR('订单编号不正确'));
    }
    expect(await request(o.token, { ...company(o.orderId), orderId: 99_999_999_999 })).toEqual(
      ERROR('订单编号不正确'),
    );
  });

  it('needs a session', async () => {
    const o = await booked();
    const answer = await server.app.inject({
      method: 'POST',
      url: '/m/wx/invoice/apply.json',
      payload: company(o.orderId),
    });
    expect(answer.json().error_code).not.toBe('000000');
    expect(await written(o)).toBeUndefined();
  });
});

describe('the PDF', () => {
  it('is the issued invoice, for its owner only, the same on every download', async () => {
    const o = await booked();
    expect((await download(o.token, o.orderId)).json()).toEqual(NOT_FOUND('该电子发票不存在'));
    const invoice = (await request(o.token, company(o.orderId))).data;
    const res = await download(o.token, o.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // the browser's viewer is a plugin, which the site's object-src 'none' would refuse
    expect(res.headers['content-security-policy']).toContain("object-src 'self'");
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`电子发票-${invoice.invoiceNo}.pdf`)}`,
    );
    const pdf = readPdf(res.rawPayload);
    expect(pdf.embedsFont).toBe(true);
    const text = pdf.text.split('\n');
    expect(text).toEqual(
      expect.arrayContaining([
        '电子发票（普通发票）',
        `发票号码：${invoice.invoiceNo}`,
        '名称：北京某某科技有限公司',
        '名称：北京朝阳健康体检中心',
        `价税合计（大写）：${invoice.amountInWords}`,
      ]),
    );
    for (const line of invoice.lines) expect(text).toContain(line.item);
    // re-download: the same document
    expect((await download(o.token, o.orderId)).rawPayload.equals(res.rawPayload)).toBe(true);

    const other = await sessionFor(server, '13700418888');
    const theirs = await download(other.token, o.orderId);
    expect(theirs.headers['content-type']).toMatch(/^application\/json/);
    expect(theirs.json()).toEqual(NOT_FOUND('该电子发票不存在'));
    expect((await download(null, o.orderId)).json().error_code).not.toBe('000000');
  });
});
