import { screen } from '@testing-library/react';
import { setCookie, users } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@/test/render.tsx';
import { PersonagePage } from './personage-page.tsx';

const fetchMock = vi.fn<typeof fetch>();

const profile = (callName: string | null) => ({
  id: 1,
  callName,
  name: '欧阳娜娜',
  mobilePhone: '13800138000',
  idCardNo: null,
  sexCode: null,
  age: null,
  marryStateCode: null,
  folkId: null,
  folkName: null,
  height: null,
  weight: null,
  isGzbd: 0,
  hasPassword: true,
});

function open(callName: string | null) {
  mockApi(fetchMock, {
    [users.getUser.path]: profile(callName),
    [users.getTabStats.path]: { healthtCard: 0, cardCount: 1, couponCount: 2 },
  });
  renderPage(<PersonagePage />, { path: '/personage' });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setCookie('token', 't1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PersonagePage: the self-name (spec 9)', () => {
  it('shows a name of 6 or more characters shortened, the whole one as its title', async () => {
    open('欧阳娜娜小姐姐');
    const name = await screen.findByText('欧阳娜娜小...');
    expect(name.getAttribute('title')).toBe('欧阳娜娜小姐姐');
    expect(screen.getByText('138****8000')).toBeTruthy();
  });

  it('shows a shorter name whole', async () => {
    open('王女士');
    expect(await screen.findByText('王女士')).toBeTruthy();
  });
});
