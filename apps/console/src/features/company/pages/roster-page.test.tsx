import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, operator } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, callsTo, mockApi } from '@/test/api.ts';
import { HR_ADMIN, HUAXIN } from '@/test/company-fixtures.ts';
import { catchDownloads, restoreObjectUrls } from '@/test/downloads.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreObjectUrls();
  fetchMock.mockReset();
});

const ROSTER = company.companyListRoster.path;
const REMIND = company.companyRemindUnbooked.path;
const EXPORT = company.companyExportRoster.path;
const COUNTS = { people: 120, invited: 40, booked: 50, examined: 20, reportReady: 10 };

function person(n: number, state: 'invited' | 'booked' = 'invited') {
  return {
    memberId: n,
    name: `员工${n}`,
    identityCardNo: '110***********1234',
    phone: '138****8000',
    grade: '员工',
    department: '研发部',
    state,
    stateName: state === 'invited' ? '未预约' : '已预约',
    examDate: state === 'booked' ? '2026-12-08' : null,
    remindedAt: n === 1 ? '2026-11-26T01:30:00.000Z' : null,
  };
}

/** The roster the server would give for a query: people numbered from the page's first. */
function rosterAnswer(url: URL) {
  const page = Number(url.searchParams.get('page'));
  const pageSize = Number(url.searchParams.get('pageSize'));
  const state = url.searchParams.get('state') as 'invited' | 'booked' | null;
  const total = state ? COUNTS[state] : COUNTS.people;
  const first = (page - 1) * pageSize + 1;
  const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - first + 1)) }, (_, i) =>
    person(first + i, state ?? 'invited'),
  );
  return { total, counts: COUNTS, list };
}

const asked = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((u) => u.pathname === `/m${ROSTER}`)
    .map((u) => Object.fromEntries(u.searchParams));

async function openRoster(routes: Record<string, unknown> = {}) {
  mockApi(fetchMock, {
    [operator.operatorMe.path]: HR_ADMIN,
    [company.companyMe.path]: { companies: [HUAXIN] },
    [ROSTER]: rosterAnswer,
    ...routes,
  });
  renderConsole('/company/roster', { token: 't' });
  await screen.findByText('员工1');
  return userEvent.setup({ delay: null });
}

describe('人员进度', () => {
  it('shows each person masked, with their step, and pages through the roster on the server', async () => {
    const user = await openRoster();
    const row = screen.getByText('员工1').closest('tr')!;
    expect(within(row).getByText('110***********1234')).toBeTruthy();
    expect(within(row).getByText('138****8000')).toBeTruthy();
    expect(within(row).getByText('未预约')).toBeTruthy();
    // The reminder's time as the centre's clock reads it.
    expect(within(row).getByText('2026-11-26 09:30:00')).toBeTruthy();
    expect(screen.getByText('共 120 人')).toBeTruthy();
    expect(asked()).toEqual([{ companyId: '11', page: '1', pageSize: '50' }]);

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('员工51')).toBeTruthy();
    expect(asked().at(-1)).toEqual({ companyId: '11', page: '2', pageSize: '50' });
  });

  it('filters by step with the counts on the tabs, starting again at the first page', async () => {
    const user = await openRoster();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['全部（120）', '未预约（40）', '已预约（50）', '已体检（20）', '报告已出（10）']);
    await user.click(screen.getByTitle('2'));
    await screen.findByText('员工51');
    await user.click(screen.getByRole('tab', { name: '已预约（50）' }));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ companyId: '11', page: '1', pageSize: '50', state: 'booked' }),
    );
    expect((await screen.findAllByText('2026-12-08')).length).toBe(50);
  });

  it('searches on the server once typing pauses', async () => {
    const user = await openRoster();
    await user.type(screen.getByRole('searchbox', { name: '搜索姓名或部门' }), '研发');
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({ companyId: '11', page: '1', pageSize: '50', keyword: '研发' }),
    );
    // Not a request per key.
    expect(asked().filter((q) => q.keyword !== undefined)).toHaveLength(1);
  });

  it('reminds those not booked after a confirmation, and says how many were sent and skipped', async () => {
    const user = await openRoster({ [REMIND]: { sent: 37, skipped: 3 } });
    await user.click(screen.getByRole('button', { name: '提醒未预约' }));
    expect(callsTo(fetchMock, REMIND)).toBe(0);
    expect(await screen.findByText(/将给 40 位尚未预约的人员发送预约提醒短信/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(
      (await screen.findAllByText('已发送 37 条提醒，3 人今天已提醒过或无手机号，未重复发送')).length,
    ).toBeGreaterThan(0);
    expect(callsTo(fetchMock, REMIND)).toBe(1);
    // The roster is read again for the new reminder times.
    await waitFor(() => expect(asked().length).toBeGreaterThan(1));
  });

  it('downloads the roster as Excel, named as the server names it', async () => {
    const downloads = catchDownloads();
    const user = await openRoster();
    fetchMock.mockImplementationOnce(
      async () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="roster.xlsx"; filename*=UTF-8''${encodeURIComponent('华信-名单.xlsx')}`,
          },
        }),
    );
    await user.click(screen.getByRole('button', { name: '导出Excel' }));
    await waitFor(() => expect(downloads.map((d) => d.fileName)).toEqual(['华信-名单.xlsx']));
    expect(downloads[0]!.blob.size).toBe(4);
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe(`/m${EXPORT}?companyId=11`);
    expect(new Headers(init?.headers).get('x-operator-token')).toBe('t');
  });

  it('shows the server’s refusal of an export in its words', async () => {
    const downloads = catchDownloads();
    const user = await openRoster({ [EXPORT]: new ApiFailure('company,missing', '单位不存在') });
    await user.click(screen.getByRole('button', { name: '导出Excel' }));
    expect(await screen.findByText('单位不存在')).toBeTruthy();
    expect(downloads).toEqual([]);
  });
});
