import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { team } from '@tijian/client';
import { team as teamContract } from '@tijian/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useTeamDraft } from '../store.ts';
import { MEMBERSHIP } from '../team-test-data.ts';
import { RegisterInfoPage } from './register-info-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const NOT_ON_ROSTER = teamContract.TeamMessages.notOnRoster;
const calls = () =>
  fetchMock.mock.calls.filter(
    ([u]) => new URL(String(u), 'http://x').pathname === `/m${team.verifyTeamMember.path}`,
  );

const open = (bus: string) =>
  renderRoutedPage(<RegisterInfoPage />, {
    path: '/team/registerInfo/:bus',
    url: `/team/registerInfo/${bus}`,
  });

describe('团检信息 (/team/registerInfo/:bus)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useTeamDraft.setState({ memberId: null });
  });

  it('shows the server’s refusal under the form, as it words it, and stays', async () => {
    mockApi(fetchMock, {
      [team.verifyTeamMember.path]: () => envelopeResponse(null, 'team,notOnRoster', NOT_ON_ROSTER),
    });
    open('HX2026');
    const code = screen.getByRole('textbox', { name: '单位编码' }) as HTMLInputElement;
    expect(code.value).toBe('HX2026');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '张三');
    await userEvent.type(screen.getByRole('textbox', { name: '证件号码或手机号' }), '13800000000');
    await userEvent.click(screen.getByRole('button', { name: '验证并继续' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_ON_ROSTER);
    expect(JSON.parse(String(calls()[0]?.[1]?.body))).toEqual({
      companyCode: 'HX2026',
      name: '张三',
      credential: '13800000000',
    });
    // Said once, on the page: not also as a toast.
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('asks for an empty field before sending anything', async () => {
    mockApi(fetchMock, { [team.verifyTeamMember.path]: MEMBERSHIP });
    open('0');
    expect((screen.getByRole('textbox', { name: '单位编码' }) as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '验证并继续' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入单位编码');
    expect(calls()).toHaveLength(0);
  });

  it('links the place and goes on to 确认信息 with it as the place being booked', async () => {
    mockApi(fetchMock, { [team.verifyTeamMember.path]: MEMBERSHIP });
    open('0');
    await userEvent.type(screen.getByRole('textbox', { name: '单位编码' }), ' HX2026 ');
    await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '张三');
    await userEvent.type(screen.getByRole('textbox', { name: '证件号码或手机号' }), '110101199001011234');
    await userEvent.click(screen.getByRole('button', { name: '验证并继续' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/team/affirm/7'));
    expect(JSON.parse(String(calls()[0]?.[1]?.body)).companyCode).toBe('HX2026');
    expect(useTeamDraft.getState().memberId).toBe(7);
  });
});
