import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invoices } from '@tijian/client';
import type { InvoiceState } from '@tijian/contract';
import { fen } from '@tijian/domain';
import { describe, expect, it, vi } from 'vitest';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi } from '@/test/render.tsx';
import { renderOrderPage } from '../order-test-data.tsx';
import { InvoiceApplyPage } from './invoice-apply-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const STATE = invoices.getInvoice.path;
const APPLY = invoices.requestInvoice.path;
const VALID = '91350100M000100Y43';

const open: InvoiceState = {
  invoice: null,
  canRequest: true,
  refusal: null,
  refusalText: '',
  centreOffers: true,
  amount: fen(15_000),
};

/** The server: the state it answers, and the bodies of the requests it received. */
function server(state: InvoiceState = open, refuse?: string) {
  const sent: unknown[] = [];
  mockApi(fetchMock, {
    [STATE]: state,
    [APPLY]: (_url: URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      if (refuse) return envelopeResponse(null, 'param,invalid', refuse);
      return {};
    },
  });
  return sent;
}

const renderForm = () =>
  renderOrderPage(<InvoiceApplyPage />, {
    path: '/order/personal/:sysCenterId/:id/invoice',
    url: '/order/personal/00-1/7/invoice',
  });

describe('InvoiceApplyPage (申请电子发票)', () => {
  it('issues to a person by name and goes back to the order', async () => {
    const sent = server();
    renderForm();
    expect(await screen.findByText('¥150.00')).toBeTruthy();
    // a person is asked no tax number
    expect(screen.queryByRole('textbox', { name: '纳税人识别号' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: '抬头名称' }), ' 王小明 ');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(sent).toEqual([{ orderId: 7, titleType: 'personal', name: '王小明' }]));
    expect((await screen.findByTestId('location')).textContent).toBe('/order/personal/00-1/7');
    expect(showToastOnNextPage).toHaveBeenCalledWith('电子发票已开具');
  });

  it('checks a company’s title as it is typed, with the domain’s words, and sends nothing until it is right', async () => {
    const sent = server();
    renderForm();
    await userEvent.click(await screen.findByRole('radio', { name: '单位' }));
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请填写单位名称')).toBeTruthy();
    expect(screen.getByText('请填写纳税人识别号')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: '抬头名称' }), '北京某某科技有限公司');
    expect(screen.queryByText('请填写单位名称')).toBeNull();
    const tax = screen.getByRole('textbox', { name: '纳税人识别号' });
    await userEvent.type(tax, '9135');
    expect(screen.getByText('纳税人识别号应为18位统一社会信用代码')).toBeTruthy();
    await userEvent.type(tax, '0100m000100y44');
    expect(screen.getByText('纳税人识别号校验位不正确，请核对')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(sent).toEqual([]);
    await userEvent.clear(tax);
    await userEvent.type(tax, VALID.toLowerCase());
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { orderId: 7, titleType: 'company', name: '北京某某科技有限公司', taxNumber: VALID },
      ]),
    );
  });

  it('stays on the form as typed when the server refuses', async () => {
    const sent = server(open, '该订单已全额退款，不能开具电子发票');
    renderForm();
    await userEvent.type(await screen.findByRole('textbox', { name: '抬头名称' }), '王小明');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByTestId('location')).toBeNull();
    expect((screen.getByRole('textbox', { name: '抬头名称' }) as HTMLInputElement).value).toBe('王小明');
  });

  it('says why no invoice can be asked, and leads back to the order', async () => {
    server({
      ...open,
      canRequest: false,
      refusal: 'notPaidOnline',
      refusalText: '该订单未在线支付，不能开具电子发票',
      amount: null,
    });
    renderForm();
    expect(await screen.findByRole('heading', { name: '该订单未在线支付，不能开具电子发票' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回订单' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/order/personal/00-1/7');
  });
});
