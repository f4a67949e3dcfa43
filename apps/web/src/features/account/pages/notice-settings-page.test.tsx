import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notices } from '@tijian/client';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderPage } from '@/test/render.tsx';
import { NoticeSettingsPage } from './notice-settings-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const PATH = notices.getNoticeSettings.path;

/** The server as it keeps the account's choice; `refuse` makes saving fail. */
function server(start: { examEve: boolean; reportReady: boolean; recheck: boolean }, refuse = false) {
  let kept = { ...start };
  const saved: unknown[] = [];
  mockApi(fetchMock, {
    [PATH]: (_url: URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return kept;
      if (refuse) return envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试');
      kept = JSON.parse(String(init.body));
      saved.push(kept);
      return kept;
    },
  });
  return saved;
}

describe('NoticeSettingsPage (消息提醒)', () => {
  it('shows each notice with what it does, and saves a switch at once with the other kept', async () => {
    const saved = server({ examEve: true, reportReady: true, recheck: true });
    renderPage(<NoticeSettingsPage />);
    const eve = await screen.findByRole('switch', { name: '体检前一天提醒' });
    expect(eve.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('体检前一天18:00发送：到院时间、是否空腹、携带证件')).toBeTruthy();
    await userEvent.click(eve);
    await waitFor(() => expect(saved).toEqual([{ examEve: false, reportReady: true, recheck: true }]));
    await waitFor(() => expect(eve.getAttribute('aria-checked')).toBe('false'));
    expect(showToast).toHaveBeenCalledWith('已关闭');
  });

  it('keeps the switch as it was when saving fails', async () => {
    const saved = server({ examEve: true, reportReady: false, recheck: true }, true);
    renderPage(<NoticeSettingsPage />);
    const report = await screen.findByRole('switch', { name: '报告出具通知' });
    expect(report.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(report);
    await waitFor(() => expect(report.getAttribute('aria-checked')).toBe('false'));
    expect(saved).toEqual([]);
  });
});
