import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reports, users } from '@tijian/client';
import { describe, expect, it, vi } from 'vitest';
import { showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi, renderPage } from '@/test/render.tsx';
import { ClaimReportsPage } from './claim-page.tsx';

// The toast is antd-mobile's, loaded on first use; what it says is checked here.
vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}'));

describe('claiming reports', () => {
  it('starts from the account’s phone, says the same whatever the answer, and claims with the code', async () => {
    const sent: unknown[] = [];
    const claimed: unknown[] = [];
    mockApi(fetchMock, {
      [users.getUser.path]: { mobilePhone: '13800138000' },
      [reports.sendReportClaimCode.path]: (_url: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        return { countdown: 59 };
      },
      [reports.claimReports.path]: (_url: URL, init?: RequestInit) => {
        claimed.push(bodyOf(init));
        return {
          name: '张伟',
          identityCardNo: '110***********0012',
          mobilePhone: '139****9000',
          reportCount: 2,
        };
      },
    });
    renderPage(<ClaimReportsPage />, { path: '/report/claim' });
    const phone = await screen.findByPlaceholderText('请输入体检时登记的手机号');
    expect((phone as HTMLInputElement).value).toBe('13800138000');
    expect(screen.getByText(/无论是否找到报告，页面提示都相同/)).toBeTruthy();

    await userEvent.type(screen.getByPlaceholderText('请输入体检人姓名'), '张伟');
    await userEvent.type(screen.getByPlaceholderText('请输入体检人身份证号'), '110105198503120012');
    await userEvent.clear(phone);
    await userEvent.type(phone, '13900139000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '已发送(59)' })).toBeTruthy();
    expect(sent).toEqual([{ name: '张伟', idCardNo: '110105198503120012', mobilePhone: '13900139000' }]);
    // Nothing says whether a report matched: only the phone typed, masked.
    expect(screen.getByRole('status').textContent).toBe(
      '若139****9000是体检时登记的手机号，验证码已发送，请注意查收',
    );

    await userEvent.type(screen.getByPlaceholderText('请输入验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '认领报告' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(showToastOnNextPage).toHaveBeenCalledWith('已通过139****9000验证，认领2份报告');
    expect(claimed).toEqual([
      { name: '张伟', idCardNo: '110105198503120012', mobilePhone: '13900139000', msgCode: '654321' },
    ]);
  });

  it('asks for the code before claiming', async () => {
    mockApi(fetchMock, { [users.getUser.path]: { mobilePhone: '13800138000' } });
    renderPage(<ClaimReportsPage />, { path: '/report/claim' });
    await userEvent.type(await screen.findByPlaceholderText('请输入体检人姓名'), '张伟');
    await userEvent.type(screen.getByPlaceholderText('请输入体检人身份证号'), '110105198503120012');
    await userEvent.click(screen.getByRole('button', { name: '认领报告' }));
    expect(await screen.findByText('请输入短信验证码')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining(users.getUser.path),
    ]);
  });
});
