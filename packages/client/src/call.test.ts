import { orders as contractOrders, type OrderDetail } from '@tijian/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { call, callEnvelope, urlOf } from './call.ts';
import { configureClient } from './configure.ts';
import { auth } from './routes/auth.ts';
import { catalogue } from './routes/catalogue.ts';
import { centres } from './routes/centres.ts';
import { content } from './routes/content.ts';
import { invoices } from './routes/invoices.ts';
import { orders } from './routes/orders.ts';
import { users } from './routes/users.ts';
import { wechat } from './routes/wechat.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(data: unknown, topLevel: object = {}): Response {
  return new Response(JSON.stringify({ error_code: '000000', error: '', data, ...topLevel }));
}

function sent(): { url: string; method: string | undefined; body: unknown } {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    url: String(url),
    method: init?.method,
    body: init?.body === undefined ? undefined : JSON.parse(String(init.body)),
  };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({
    sourceTypeCode: 'wechat',
    sid: () => '00-1',
    showToast: vi.fn(),
    clearToast: vi.fn(),
    alert: vi.fn(async () => undefined),
    goToLogin: vi.fn(),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('call', () => {
  it('fills the path parameters, encoded', async () => {
    fetchMock.mockImplementation(async () => answer(null));
    await call(content.getArticle, { params: { id: 7 } });
    expect(sent()).toMatchObject({ url: '/m/center-service/v1/article/7', method: 'GET', body: undefined });
    await call(catalogue.getProduct, { params: { productId: 'a b/c' } });
    expect(sent().url).toBe('/m/center-service/v1/product/a%20b%2Fc');
  });

  it('encodes the query, numbers as text, and leaves absent values out', async () => {
    fetchMock.mockImplementation(async () => answer([]));
    await call(content.searchArticles, {
      query: { _BIZCODE: '0045', paginationNo: 2, paginationSize: 5, sysCenterId: undefined },
    });
    expect(sent().url).toBe(
      '/m/center-service/v1/article/search/?_BIZCODE=0045&paginationNo=2&paginationSize=5',
    );
    await call(centres.getCities, { query: { _BIZCODE: '0003', sid: '00-1 & 2' } });
    expect(sent().url).toBe('/m/wx/2/system/center.json?_BIZCODE=0003&sid=00-1+%26+2');
  });

  it('POSTs the body as JSON to the endpoint’s path', async () => {
    fetchMock.mockResolvedValue(answer({ countdown: 59 }));
    const data = await call(auth.sendSmsCode, {
      body: { _BIZCODE: '0002', mobilePhone: '13800138000', picValidateCode: 'ab12' },
    });
    expect(sent()).toEqual({
      url: '/m/wx/1/system/user.json',
      method: 'POST',
      body: { _BIZCODE: '0002', mobilePhone: '13800138000', picValidateCode: 'ab12' },
    });
    expect(data).toEqual({ countdown: 59 });
  });

  it('answers the envelope’s data', async () => {
    const user = { name: '张三' };
    fetchMock.mockResolvedValue(answer(user, { token: 'not data' }));
    expect(await call(users.getUser)).toEqual(user);
  });

  it('takes the contract’s endpoint itself as well as its route', async () => {
    fetchMock.mockResolvedValue(answer({ id: 5 }));
    await call(contractOrders.getOrder, { query: { _BIZCODE: '0002', orderId: 5 } });
    expect(sent().url).toBe('/m/wx/1/appointment/order.json?_BIZCODE=0002&orderId=5');
  });
});

describe('callEnvelope', () => {
  it('answers the fields the spec reads at the top level', async () => {
    fetchMock.mockResolvedValue(
      answer({ token: 't', clientId: 'c', user: {} }, { token: 't', clientId: 'c' }),
    );
    const envelope = await callEnvelope(auth.login, {
      body: { username: '13800138000', password: 'secret' },
    });
    expect([envelope.token, envelope.clientId, envelope.data.token]).toEqual(['t', 'c', 't']);
  });
});

describe('urlOf', () => {
  it('builds the address of a picture, a PDF or a redirect, which the browser loads itself', () => {
    expect(urlOf(auth.getImageCode)).toBe('/m/wx/validationCode.json');
    expect(urlOf(invoices.downloadInvoice, { params: { orderId: 42 } })).toBe('/m/wx/invoice/42/invoice.pdf');
    expect(urlOf(wechat.authorizeWechat, { query: { redirect: '/personage?x=1' } })).toBe(
      '/m/authorize_wx.html?redirect=%2Fpersonage%3Fx%3D1',
    );
  });
});

// Checked by `tsc -p packages/client`: each line below must fail to compile.
describe('types', () => {
  it('come from the endpoint', () => {
    fetchMock.mockResolvedValue(answer(null));
    expectTypeOf(call(orders.getOrder, { query: { orderId: 1 } })).resolves.toEqualTypeOf<OrderDetail>();
  });

  it('refuse a wrong field, a wrong input and a wrong answer', () => {
    // Only compiled, never run: a call would go out and its failure would be left unhandled.
    const wrongCalls = () => {
      // @ts-expect-error a field the endpoint's query does not have
      void call(orders.getOrder, { query: { orderId: 1, orderNo: 'x' } });
      // @ts-expect-error a required field missing
      void call(orders.getOrder, { query: {} });
      // @ts-expect-error the input left out where it is required
      void call(orders.getOrder);
      // @ts-expect-error a body to an endpoint that takes none
      void call(users.getUser, { body: {} });
      // @ts-expect-error a value of the wrong type
      void call(content.getArticle, { params: { id: true } });
      // @ts-expect-error a number where the schema takes the text '0002' only
      void call(orders.getOrder, { query: { _BIZCODE: 2, orderId: 1 } });
      const wrongAnswer = async () => {
        // @ts-expect-error the answer is the order, not a number
        const n: number = await call(orders.getOrder, { query: { orderId: 1 } });
        return n;
      };
      void wrongAnswer;
      // @ts-expect-error a picture is not called for an envelope: urlOf builds its address
      void call(auth.getImageCode);
      // @ts-expect-error nor is a PDF
      void call(invoices.downloadInvoice, { params: { orderId: 1 } });
      // @ts-expect-error login answers no top-level field by that name
      void callEnvelope(auth.login, { body: { username: '1', password: '1' } }).then((e) => e.sid);
    };
    expect(wrongCalls).toBeTypeOf('function');
  });
});
