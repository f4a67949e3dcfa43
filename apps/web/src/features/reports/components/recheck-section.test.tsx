import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recheck as recheckRoutes } from '@tijian/client';
import { fen } from '@tijian/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft, useExamineeDraft } from '@/features/draft/index.ts';
import { mockApi, renderPage } from '@/test/render.tsx';
import type { Recheck } from '../api/reports.ts';
import { RecheckSection } from './recheck-section.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  useBookingDraft.getState().reset();
  useExamineeDraft.getState().setExaminee(null);
});

const PLAN = {
  productId: null,
  base: ['GEN-BASIC', 'LIVER', 'GLU'],
  chosen: ['US-ABD', 'HBA1C'],
  deleted: ['GEN-BASIC'],
  excludedBy: {},
  replaced: {},
  history: ['US-ABD', 'HBA1C'],
};
const EXAMINEE = {
  callName: '张伟',
  idCardNo: '110105198503120012',
  boCellPhoneNo: '13800138000',
  sexCode: 'male' as const,
  age: 40,
  marryStateCode: 'married' as const,
  folkId: 0,
  height: 172,
  weight: 72,
};

const explanation = (over: Partial<Recheck['explanations'][number]>): Recheck['explanations'][number] => ({
  code: 'ALT',
  name: '丙氨酸氨基转移酶',
  value: '58',
  unit: 'U/L',
  direction: 'high',
  meaning: '转氨酶偏高，可能与脂肪肝、饮酒有关，建议复查肝功能。',
  avoid: '饮酒、熬夜。',
  doctor: '复查仍偏高时请到消化内科就诊。',
  urgent: null,
  followUps: ['肝功能（八项）', '腹部彩超（肝、胆、胰、脾、肾）'],
  recheckMonths: 3,
  ...over,
});

const ANSWER: Recheck = {
  explanations: [
    explanation({}),
    explanation({
      code: 'GLU',
      name: '空腹血糖',
      value: '12.3',
      unit: 'mmol/L',
      urgent: '血糖明显偏高（≥11.1 mmol/L），建议尽快就医（内分泌科）。',
      followUps: ['糖化血红蛋白（HbA1c）', '空腹血糖'],
    }),
  ],
  proposal: {
    sysCenterId: '00-1',
    sysCenterName: '北京朝阳健康体检中心',
    items: [
      { projectId: 'LIVER', item: '肝功能（八项）', price: fen(6000) },
      { projectId: 'HBA1C', item: '糖化血红蛋白（HbA1c）', price: fen(8000) },
    ],
    recheckDate: '2025-08-10',
    booked: false,
    booking: { examinee: EXAMINEE, plan: PLAN },
  },
};

describe('RecheckSection (异常指标解读)', () => {
  it('explains each value in plain words, says 尽快就医 past an urgent threshold, and proposes the re-check', async () => {
    mockApi(fetchMock, { [recheckRoutes.getRecheck.path]: ANSWER });
    renderPage(<RecheckSection id={7} ready />);
    const alt = await screen.findByRole('listitem', { name: '丙氨酸氨基转移酶 58 U/L 偏高' });
    expect(within(alt).getByText('转氨酶偏高，可能与脂肪肝、饮酒有关，建议复查肝功能。')).toBeTruthy();
    expect(within(alt).getByText('饮酒、熬夜。')).toBeTruthy();
    expect(within(alt).queryByRole('alert')).toBeNull();
    const glu = screen.getByRole('listitem', { name: '空腹血糖 12.3 mmol/L 偏高' });
    expect(within(glu).getByRole('alert').textContent).toContain('尽快就医');
    const proposal = screen.getByRole('region', { name: '复查建议' });
    expect(
      within(proposal).getByText('建议于2025-08-10前后在北京朝阳健康体检中心复查以下项目：'),
    ).toBeTruthy();
    expect(within(proposal).getByText('¥80.00')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0].toString()).toContain('id=7');
  });

  it('puts the examinee and the plan in the booking draft and opens the submit screen in one tap', async () => {
    mockApi(fetchMock, { [recheckRoutes.getRecheck.path]: ANSWER });
    renderPage(<RecheckSection id={7} ready />);
    await userEvent.click(await screen.findByRole('button', { name: '一键预约复查' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(useBookingDraft.getState()).toMatchObject({
      sysCenterId: '00-1',
      type: 'custom',
      plan: PLAN,
      examinee: { sexCode: 'male', marryStateCode: 'married', age: 40 },
    });
    expect(useExamineeDraft.getState().examinee).toMatchObject({ ...EXAMINEE, self: true });
  });

  it('offers no one-tap booking for someone else’s report, and says when the centre has no re-check', async () => {
    mockApi(fetchMock, {
      [recheckRoutes.getRecheck.path]: { ...ANSWER, proposal: { ...ANSWER.proposal!, booking: null } },
    });
    const { unmount } = renderPage(<RecheckSection id={7} ready />);
    expect(await screen.findByText(/为家人预约复查时/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '一键预约复查' })).toBeNull();
    unmount();
    mockApi(fetchMock, { [recheckRoutes.getRecheck.path]: { ...ANSWER, proposal: null } });
    renderPage(<RecheckSection id={7} ready />);
    expect(
      await screen.findByText('该体检中心暂无对应的复查项目，请咨询体检中心或到医院复查。'),
    ).toBeTruthy();
  });

  it('shows nothing when no value needs explaining', async () => {
    mockApi(fetchMock, { [recheckRoutes.getRecheck.path]: { explanations: [], proposal: null } });
    const { container } = renderPage(<RecheckSection id={7} ready />);
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
    expect(screen.queryByRole('region', { name: '异常指标解读' })).toBeNull();
  });
});
