import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { examinee, setCookie } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '@/shared/ui/feedback.ts';
import { mockApi, renderPage } from '@/test/render.tsx';
import { FamilyEditPage } from './family-edit-page.tsx';
import { FamilyListPage } from './family-list-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  showToastOnNextPage: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = vi.fn<typeof fetch>();

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

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setCookie('token', 't1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const inputValue = (name: RegExp) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

describe('FamilyListPage', () => {
  it('lists members with their ID numbers masked', async () => {
    mockApi(fetchMock, {
      [examinee.listFamilyMembers.path]: [{ ...member, idCardNo: '310***********0025' }],
    });
    renderPage(<FamilyListPage />, { path: '/family/list' });
    expect(await screen.findByText('李梅')).toBeTruthy();
    expect(screen.getByText('310***********0025')).toBeTruthy();
    expect(screen.getByText('母亲 · 女 · 37岁')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加成员' })).toBeTruthy();
  });

  it('deletes a member after asking, then lists the rest', async () => {
    const u = user();
    let members = [{ ...member, idCardNo: '310***********0025' }];
    const bodies: unknown[] = [];
    mockApi(fetchMock, {
      [examinee.listFamilyMembers.path]: () => members,
      [examinee.saveFamilyMember.path]: (_url: URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        members = [];
        return null;
      },
    });
    renderPage(<FamilyListPage />, { path: '/family/list' });
    await screen.findByText('李梅');
    await u.click(screen.getByRole('button', { name: '删除' }));
    expect(vi.mocked(confirmDialog)).toHaveBeenCalledWith('确定删除家庭成员【李梅】吗？');
    expect(await screen.findByText('还没有添加家庭成员')).toBeTruthy();
    expect(bodies).toEqual([{ id: 7, delete: true }]);
  });

  it('says when there is no member yet', async () => {
    mockApi(fetchMock, { [examinee.listFamilyMembers.path]: [] });
    renderPage(<FamilyListPage />, { path: '/family/list' });
    expect(await screen.findByText('还没有添加家庭成员')).toBeTruthy();
  });
});

describe('FamilyEditPage', () => {
  it('edits a member: loads the whole record and saves it by id', async () => {
    const u = user();
    const saves: unknown[] = [];
    mockApi(fetchMock, {
      [examinee.getFamilyMember.path]: member,
      [examinee.saveFamilyMember.path]: (_url: URL, init?: RequestInit) => {
        saves.push(JSON.parse(String(init?.body)));
        return member;
      },
    });
    renderPage(<FamilyEditPage />, { path: '/family/add', url: '/family/add?id=7' });
    await waitFor(() => expect(inputValue(/姓名/)).toBe('李梅'));
    expect(inputValue(/身份证号/)).toBe('310104198812120025');
    expect(screen.getByText('母亲')).toBeTruthy();
    await u.clear(screen.getByRole('textbox', { name: /姓名/ }));
    await u.type(screen.getByRole('textbox', { name: /姓名/ }), '李梅梅');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(saves).toEqual([
      expect.objectContaining({
        id: 7,
        relationCode: 'mother',
        callName: '李梅梅',
        idCardNo: '310104198812120025',
      }),
    ]);
  });

  it('needs the relation and the ID number for a new member', async () => {
    const u = user();
    mockApi(fetchMock, {});
    renderPage(<FamilyEditPage />, { path: '/family/add' });
    await u.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findAllByText('请选择与本人关系')).toHaveLength(2);
    expect(screen.getByText('请输入身份证号')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/save'))).toBe(false);
  });
});
