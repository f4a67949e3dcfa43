import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reports } from '@tijian/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderPage } from '@/test/render.tsx';
import { AddFamilyReportPage } from './add-family-page.tsx';

// The toast is antd-mobile's, loaded on first use; what it says is checked here.
vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
afterEach(() => {
  vi.useRealTimers();
});

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}'));

async function fillPerson(idCardNo = '110105195806120024') {
  await userEvent.type(screen.getByPlaceholderText('请输入家人姓名'), '李秀兰');
  await userEvent.type(screen.getByPlaceholderText('请输入家人身份证号'), idCardNo);
  await userEvent.type(screen.getByPlaceholderText('请输入家人体检时登记的手机号'), '13900139000');
}

describe('add a family member’s reports', () => {
  it('checks the ID number before sending a code', async () => {
    mockApi(fetchMock, {});
    renderPage(<AddFamilyReportPage />, { path: '/report/addFamily' });
    await fillPerson('110105195806120025');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('身份证不合法!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the code, counts 59 s down, and links with the relation chosen', async () => {
    const calls: { path: string; body: Record<string, string> }[] = [];
    mockApi(fetchMock, {
      [reports.sendFamilyReportCode.path]: (_url: URL, init?: RequestInit) => {
        calls.push({ path: 'code', body: bodyOf(init) });
        return { countdown: 59 };
      },
      [reports.linkFamilyReports.path]: (_url: URL, init?: RequestInit) => {
        calls.push({ path: 'link', body: bodyOf(init) });
        return {
          name: '李秀兰',
          relation: '母亲',
          identityCardNo: '110***********0024',
          reportCount: 3,
          guardian: false,
        };
      },
    });
    renderPage(<AddFamilyReportPage />, { path: '/report/addFamily' });
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '已发送(59)' })).toBeTruthy();
    // The same words whether or not a report matches, naming only the phone typed, masked.
    expect(screen.getByRole('status').textContent).toBe(
      '若139****9000是体检时登记的手机号，验证码已发送，请注意查收',
    );
    expect(calls[0]).toEqual({
      path: 'code',
      body: { name: '李秀兰', idCardNo: '110105195806120024', mobilePhone: '13900139000' },
    });
    await userEvent.click(screen.getByText('母亲'));
    await userEvent.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '关联报告' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(showToastOnNextPage).toHaveBeenCalledWith('已关联李秀兰的3份报告');
    expect(calls[1]).toEqual({
      path: 'link',
      body: {
        name: '李秀兰',
        idCardNo: '110105195806120024',
        mobilePhone: '13900139000',
        relationCode: 'mother',
        msgCode: '123456',
      },
    });
  });

  it('does not start the countdown when the send is refused, and needs a relation to link', async () => {
    fetchMock.mockImplementation(async () =>
      envelopeResponse(null, 'sms,frequent', '验证码发送太频繁，请30秒后再试'),
    );
    renderPage(<AddFamilyReportPage />, { path: '/report/addFamily' });
    await fillPerson();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '关联报告' }));
    });
    expect(await screen.findByText('请选择与本人关系')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
