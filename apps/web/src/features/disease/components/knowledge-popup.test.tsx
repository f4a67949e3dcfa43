import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { knowledge } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackMock } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderPage } from '@/test/render.tsx';
import type { Knowledge } from '../api/get-knowledge.ts';
import { KnowledgeLink } from './knowledge-link.tsx';
import { KnowledgePopup } from './knowledge-popup.tsx';

vi.mock('@/shared/ui/feedback.ts', () => feedbackMock());

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const ARTICLE = knowledge.getKnowledgeById.path;
const THYROID: Knowledge = {
  id: 503,
  name: '甲状腺彩超报告怎么看',
  mIndex: 2,
  columnId: 5,
  columnName: '甲状腺结节',
  survey: '甲状腺彩超会描述结节的数目、大小。',
  cause: '不同医院采用的分级标准可能略有差异。',
  suggestion: '复查时尽量携带既往报告。',
};

describe('the 健康科普 link and the health-knowledge popup', () => {
  it('opens the linked article, its headings worded by its kind, and closes', async () => {
    mockApi(fetchMock, { [ARTICLE]: THYROID });
    renderPage(<KnowledgeLink knowledgeId={503} about="甲状腺彩超" />);
    // Nothing is asked before the link is tapped.
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '甲状腺彩超的健康科普' }));
    const dialog = await screen.findByRole('dialog', { name: '甲状腺彩超报告怎么看' });
    expect(within(dialog).getByText('甲状腺结节 · 基础介绍')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['简介', '影响因素', '注意事项']);
    expect(within(dialog).getByText('复查时尽量携带既往报告。')).toBeTruthy();
    // The sheet is still sliding in (pointer-events off until it lands); a person taps once it has.
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says 无健康科普知识 when the linked article is not there', async () => {
    mockApi(fetchMock, { [ARTICLE]: () => envelopeResponse(null, 'not,found', '未找到该健康科普') });
    renderPage(<KnowledgeLink knowledgeId={999} about="血压" />);
    await userEvent.click(screen.getByRole('button', { name: '血压的健康科普' }));
    const dialog = await screen.findByRole('dialog', { name: '健康科普' });
    expect(await within(dialog).findByText('无健康科普知识')).toBeTruthy();
  });

  it('says 无健康科普知识 for no link, asking nothing', async () => {
    renderPage(<KnowledgePopup open knowledgeId={null} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: '健康科普' });
    expect(within(dialog).getByText('无健康科普知识')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the article cannot be read', async () => {
    let fail = true;
    mockApi(fetchMock, {
      [ARTICLE]: () => (fail ? envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试') : THYROID),
    });
    renderPage(<KnowledgePopup open knowledgeId={503} onClose={() => undefined} />);
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('dialog', { name: '甲状腺彩超报告怎么看' })).toBeTruthy();
  });

  it('shows no link where an item links to no article', () => {
    renderPage(<KnowledgeLink knowledgeId={null} about="血常规" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
