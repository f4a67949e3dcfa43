import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { catalogue, centres, examinee, orders, questionnaire, setCookie, users } from '@tijian/client';
import { SurveyMessages } from '@tijian/domain';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft, useExamineeDraft } from '@/features/draft/index.ts';
import { mockApi } from '@/test/render.tsx';
import { RegisterInfoPage } from './register-info-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = vi.fn<typeof fetch>();

const profile = {
  id: 1,
  callName: '张先生',
  name: '张三',
  mobilePhone: '13800138000',
  idCardNo: '110101199003074514',
  sexCode: 'male',
  age: 36,
  marryStateCode: 'married',
  folkId: 0,
  folkName: '汉族',
  height: 175,
  weight: 70,
  isGzbd: 0,
  hasPassword: true,
};

const member = {
  id: 7,
  relationCode: 'mother',
  relationName: '母亲',
  callName: '李梅',
  idCardNo: '310104198812120025',
  boCellPhoneNo: '13900001111',
  sexCode: 'female',
  age: 37,
  marryStateCode: 'married',
  folkId: 2,
  folkName: '回族',
  height: 160,
  weight: 55,
};

const product = (sex: string) => ({ id: 'P1', sysCenterId: '00-1', packageName: '男士深度体检', sex });

function serve(over: Record<string, unknown> = {}) {
  mockApi(fetchMock, {
    [users.getUser.path]: profile,
    [centres.getConfigInfo.path]: {
      id: '00-1',
      name: '第一体检中心',
      projectSelectOpt: 1,
      individuationOpt: 1,
    },
    [catalogue.getProduct.path]: product('male'),
    [examinee.listFamilyMembers.path]: [{ ...member, idCardNo: '310***********0025' }],
    [examinee.getFamilyMember.path]: member,
    ...over,
  });
}

function SurveyRoute() {
  const location = useLocation();
  return <p>{`survey page ${location.pathname}${location.search}`}</p>;
}

function open(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/registerInfo/:source" element={<RegisterInfoPage />} />
          <Route path="/appointment/confirm/:type/:id" element={<p>confirm page</p>} />
          <Route path="/physicalQuestionnaire/:source" element={<p>questionnaire page</p>} />
          <Route path="/product/list" element={<p>product list</p>} />
          <Route path="/order" element={<p>order list</p>} />
          <Route path="/illnessQuestionnaire/:id/:instanceId/:source" element={<SurveyRoute />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const inputValue = (name: RegExp) => (field(name) as HTMLInputElement).value;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setCookie('token', 't1');
  useBookingDraft.getState().reset();
  useExamineeDraft.getState().setExaminee(null);
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('RegisterInfoPage', () => {
  it('starts with the account’s own data; 他人 starts blank and 本人 brings it back', async () => {
    const u = user();
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    expect(inputValue(/身份证号/)).toBe('110101199003074514');
    expect(inputValue(/手机号/)).toBe('13800138000');
    expect(radio('本人').checked).toBe(true);

    await u.click(radio('他人'));
    await waitFor(() => expect(inputValue(/姓名/)).toBe(''));
    expect(inputValue(/身份证号/)).toBe('');
    expect(radio('男').checked).toBe(false);

    await u.click(radio('本人'));
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
  });

  it('checks fields as they are typed and left, with the spec’s messages', async () => {
    const u = user();
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.clear(field(/姓名/));
    await u.type(field(/姓名/), '张San');
    expect(await screen.findByText('姓名必须为全中文或者全英文')).toBeTruthy();
    await u.clear(field(/姓名/));
    await u.type(field(/姓名/), 'Tom3');
    expect(await screen.findByText('用户名格式为中文+数字或者纯英文')).toBeTruthy();

    await u.clear(field(/身份证号/));
    await u.type(field(/身份证号/), '110101199003074515');
    await u.tab();
    expect(await screen.findByText('身份证不合法!')).toBeTruthy();

    await u.clear(field(/身高/));
    await u.type(field(/身高/), '170.5');
    expect(await screen.findByText('请输入整数')).toBeTruthy();
    await u.clear(field(/体重/));
    await u.type(field(/体重/), '200');
    expect(await screen.findByText('体重必须在30-150之间')).toBeTruthy();
  });

  it('asks for ID and phone when booking for another, and fills sex and age from a valid ID', async () => {
    const u = user();
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(radio('他人'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入体检人姓名')).toBeTruthy();
    expect(screen.getByText('请输入身份证号')).toBeTruthy();
    expect(screen.getByText('请输入手机号码')).toBeTruthy();
    expect(screen.getByText('请选择性别')).toBeTruthy();
    // The picker's placeholder and the message.
    expect(screen.getAllByText('请选择民族')).toHaveLength(2);

    await u.type(field(/身份证号/), '310104198812120025');
    await waitFor(() => expect(radio('女').checked).toBe(true));
    // Taken from the ID: the radios themselves refuse a change (keyboard included), not only greyed.
    expect(radio('女').disabled).toBe(true);
    expect(radio('男').disabled).toBe(true);
    expect(inputValue(/年龄/)).toBe('37');
    expect(screen.getByText('已根据身份证号自动填写')).toBeTruthy();
    // 14 years old by the number: under the custom path's 16.
    await u.clear(field(/身份证号/));
    await u.type(field(/身份证号/), '440304201208150038');
    expect(await screen.findByText('年龄需要在16-85之间')).toBeTruthy();
  });

  it('fills the form from a family member picked from the list, with the whole ID number', async () => {
    const u = user();
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '从家庭成员选择' }));
    expect(await screen.findByText('310***********0025')).toBeTruthy();
    await u.click(screen.getByText('李梅'));
    await waitFor(() => expect(inputValue(/姓名/)).toBe('李梅'));
    expect(inputValue(/身份证号/)).toBe('310104198812120025');
    expect(inputValue(/手机号/)).toBe('13900001111');
    expect(radio('他人').checked).toBe(true);
    expect(radio('女').checked).toBe(true);
  });

  it('custom: goes on to the confirm page with this examinee', async () => {
    const u = user();
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('confirm page')).toBeTruthy();
    expect(useBookingDraft.getState()).toMatchObject({
      type: 'custom',
      sysCenterId: '00-1',
      examinee: { sexCode: 'male', marryStateCode: 'married', age: 36 },
    });
    expect(useExamineeDraft.getState().examinee).toMatchObject({
      callName: '张三',
      idCardNo: '110101199003074514',
      boCellPhoneNo: '13800138000',
      self: true,
    });
  });

  it('本人: what was typed over an incomplete profile is saved to it, so the next booking starts from it', async () => {
    const u = user();
    const saved: unknown[] = [];
    serve({
      [users.getUser.path]: { ...profile, idCardNo: null, sexCode: null, age: null },
      [users.updateUser.path]: (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        saved.push(body);
        return { ...profile, ...body };
      },
    });
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.type(field(/身份证号/), '110101199003074514');
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('confirm page')).toBeTruthy();
    // Only what the profile lacked: the ID number (sex and age are the number's, derived by the server).
    expect(saved).toEqual([expect.objectContaining({ _BIZCODE: '0004', idCardNo: '110101199003074514' })]);
    expect(saved[0]).not.toHaveProperty('name');
  });

  it('他人: the profile is left as it is', async () => {
    const u = user();
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '从家庭成员选择' }));
    await u.click(await screen.findByText('李梅'));
    await waitFor(() => expect(inputValue(/姓名/)).toBe('李梅'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('confirm page')).toBeTruthy();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).not.toContain(`/m${users.updateUser.path}`);
  });

  it('custom: a centre without self-chosen items offers packages or another centre', async () => {
    const u = user();
    serve({ [centres.getConfigInfo.path]: { id: '00-1', name: '第一体检中心', projectSelectOpt: 0 } });
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const hint = await screen.findByRole('dialog', {
      name: '该中心暂未开通自选项目，是否继续选择其他体检中心？',
    });
    expect(within(hint).getByRole('button', { name: '选择其他中心' })).toBeTruthy();
    await u.click(within(hint).getByRole('button', { name: '查看套餐' }));
    expect(await screen.findByText('product list')).toBeTruthy();
    expect(useBookingDraft.getState().type).toBeNull();
  });

  it('asks about missing height and weight: 去完善 stays, 忽略 goes on', async () => {
    const u = user();
    serve({ [users.getUser.path]: { ...profile, height: null, weight: null } });
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const text = '为了给您推荐更合适的体检项目，强烈建议您完善身高和体重信息';
    await u.click(
      within(await screen.findByRole('dialog', { name: text })).getByRole('button', { name: '去完善' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text })).toBeNull());
    expect(screen.queryByText('confirm page')).toBeNull();

    await u.click(screen.getByRole('button', { name: '下一步' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: text })).getByRole('button', { name: '忽略' }),
    );
    expect(await screen.findByText('confirm page')).toBeTruthy();
  });

  it('package: books that package for this examinee', async () => {
    const u = user();
    open('/registerInfo/P1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('confirm page')).toBeTruthy();
    expect(useBookingDraft.getState()).toMatchObject({
      type: 'product',
      productId: 'P1',
      sysCenterId: '00-1',
      examinee: { sexCode: 'male', age: 36 },
    });
  });

  it('package: a package for the other sex offers 重新选择套餐 or 修改信息', async () => {
    const u = user();
    serve({ [catalogue.getProduct.path]: product('female') });
    open('/registerInfo/P1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const text = '套餐适用性别与体检人性别不一致，请核实';
    await u.click(
      within(await screen.findByRole('dialog', { name: text })).getByRole('button', { name: '修改信息' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text })).toBeNull());
    expect(useBookingDraft.getState().type).toBeNull();

    await u.click(screen.getByRole('button', { name: '下一步' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: text })).getByRole('button', { name: '重新选择套餐' }),
    );
    expect(await screen.findByText('product list')).toBeTruthy();
  });

  it('personal: goes on to the questionnaire', async () => {
    const u = user();
    open('/registerInfo/personal');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('questionnaire page')).toBeTruthy();
    expect(useBookingDraft.getState().examinee).toEqual({
      sexCode: 'male',
      marryStateCode: 'married',
      age: 36,
    });
  });
});

describe('RegisterInfoPage: an existing order', () => {
  it('shows the server’s hint: 确定 stays, 查看订单 opens the orders', async () => {
    const u = user();
    let asked: URLSearchParams | null = null;
    serve({
      [orders.checkExistingOrder.path]: (url: URL) => {
        asked = url.searchParams;
        return { exists: true, message: '该体检人在本中心已有2026年11月25日的未完成订单', orderId: 5 };
      },
    });
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const text = '该体检人在本中心已有2026年11月25日的未完成订单';
    await u.click(
      within(await screen.findByRole('dialog', { name: text })).getByRole('button', { name: '确定' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text })).toBeNull());
    expect(screen.queryByText('confirm page')).toBeNull();
    expect(Object.fromEntries(asked!)).toEqual({ sysCenterId: '00-1', idCardNo: '110101199003074514' });

    await u.click(screen.getByRole('button', { name: '下一步' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: text })).getByRole('button', { name: '查看订单' }),
    );
    expect(await screen.findByText('order list')).toBeTruthy();
  });

  it('goes on when there is none', async () => {
    const u = user();
    serve({ [orders.checkExistingOrder.path]: { exists: false, message: null, orderId: null } });
    open('/registerInfo/custom?sysCenterId=00-1');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('confirm page')).toBeTruthy();
  });
});

describe('RegisterInfoPage: the survey gate of 00-7 and 00-62', () => {
  const status = (over: object) => ({
    required: 1,
    answered: 0,
    instanceId: null,
    isGzbd: 0,
    phone: '020-38681234',
    message: null,
    ...over,
  });

  it('sends the person to the survey first, keeping the examinee', async () => {
    const u = user();
    serve({ [questionnaire.getSurveyStatus.path]: status({}) });
    open('/registerInfo/custom?sysCenterId=00-7');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const hint = await screen.findByRole('dialog', { name: SurveyMessages.required });
    expect(within(hint).getByRole('button', { name: '返回' })).toBeTruthy();
    await u.click(within(hint).getByRole('button', { name: '去填写' }));
    expect(
      await screen.findByText('survey page /illnessQuestionnaire/epidemic/0/custom?sysCenterId=00-7'),
    ).toBeTruthy();
    expect(useExamineeDraft.getState().examinee).toMatchObject({
      callName: '张三',
      idCardNo: '110101199003074514',
    });
    expect(useBookingDraft.getState().type).toBeNull();
  });

  it('refuses the booking with the centre’s phone when the survey shows a risk', async () => {
    const u = user();
    const message = SurveyMessages.refused('020-38681234');
    serve({
      [questionnaire.getSurveyStatus.path]: status({ answered: 1, instanceId: 3, isGzbd: 1, message }),
    });
    open('/registerInfo/custom?sysCenterId=00-7');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    const hint = await screen.findByRole('dialog', { name: message });
    expect(within(hint).getByText(/020-38681234/)).toBeTruthy();
    await u.click(within(hint).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: message })).toBeNull());
    expect(screen.queryByText('confirm page')).toBeNull();
  });

  it('goes on once a survey without risk is answered', async () => {
    const u = user();
    let asked: URLSearchParams | null = null;
    serve({
      [questionnaire.getSurveyStatus.path]: (url: URL) => {
        asked = url.searchParams;
        return status({ answered: 1, instanceId: 3 });
      },
    });
    open('/registerInfo/custom?sysCenterId=00-62');
    await waitFor(() => expect(inputValue(/姓名/)).toBe('张三'));
    await u.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('confirm page')).toBeTruthy();
    expect(Object.fromEntries(asked!)).toEqual({ sysCenterId: '00-62', name: '张三' });
  });
});
