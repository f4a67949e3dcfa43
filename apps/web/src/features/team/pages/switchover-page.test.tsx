import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { examinee, team } from '@tijian/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useTeamDraft } from '../store.ts';
import { draftAt, RULES } from '../team-test-data.ts';
import { SwitchoverPage } from './switchover-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const WIFE = {
  id: 31,
  relationCode: 'spouse',
  relationName: '配偶',
  callName: '李四',
  idCardNo: '110***********2345',
  boCellPhoneNo: null,
  sexCode: 'female',
  age: 36,
  marryStateCode: 'married',
  folkId: 1,
  folkName: '汉族',
  height: null,
  weight: null,
};
const open = () =>
  renderRoutedPage(<SwitchoverPage />, { path: '/team/switchover', url: '/team/switchover' });

describe('切换体检人 (/team/switchover)', () => {
  beforeEach(() => {
    draftAt();
    useTeamDraft.setState({ marryStateCode: 'unmarried' });
  });

  it('gives the place to a family member, with their marital status, and back to 确认信息', async () => {
    mockApi(fetchMock, { [team.getTeamOrderRules.path]: RULES, [examinee.listFamilyMembers.path]: [WIFE] });
    open();
    await userEvent.click(await screen.findByText('李四'));
    expect(useTeamDraft.getState()).toMatchObject({
      familyMemberId: 31,
      familyName: '李四',
      marryStateCode: 'married',
    });
    expect(screen.getByTestId('location').textContent).toBe('/team/affirm/7');
  });

  it('takes it back for the person on the roster', async () => {
    useTeamDraft.setState({ familyMemberId: 31, familyName: '李四' });
    mockApi(fetchMock, { [team.getTeamOrderRules.path]: RULES, [examinee.listFamilyMembers.path]: [WIFE] });
    open();
    await userEvent.click(await screen.findByText('本人'));
    expect(useTeamDraft.getState()).toMatchObject({ familyMemberId: null, familyName: null });
  });

  it('offers no one else where the company does not allow family', async () => {
    mockApi(fetchMock, { [team.getTeamOrderRules.path]: { ...RULES, allowFamily: false } });
    open();
    expect(await screen.findByText('单位未开放家属代检，仅限本人体检')).toBeTruthy();
    expect(screen.queryByText('本人')).toBeNull();
  });
});
