import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { knowledge } from '@tijian/client';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackMock } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import type { DiseaseColumn } from '../api/get-disease-column.ts';
import type { Knowledge } from '../api/get-knowledge.ts';
import type { DiseaseColumnList } from '../api/list-disease-columns.ts';
import { DiseaseListPage } from './disease-list-page.tsx';
import { DiseasePage } from './disease-page.tsx';
import { KnowledgeDetailPage } from './knowledge-detail-page.tsx';

// antd-mobile's pull-to-refresh is replaced by a stand-in that keeps its props, so a test can pull.
const seen = vi.hoisted(() => ({ pull: undefined as PullToRefreshProps | undefined }));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));
vi.mock('@/shared/ui/feedback.ts', () => feedbackMock());

// Public pages: no session cookie, the network only.
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  seen.pull = undefined;
});

const LIST = knowledge.listDiseaseColumns.path;
const COLUMN = knowledge.getDiseaseColumn.path;
const ARTICLE = knowledge.getKnowledgeById.path;
const BUSY = () => envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试');

const COLUMNS: DiseaseColumnList = {
  list: [
    { id: 1, name: '高血压', summary: '最常见的慢性病之一', articleCount: 3 },
    { id: 2, name: '糖尿病', summary: '血糖长期偏高的代谢性疾病', articleCount: 2 },
  ],
};
const DIABETES: DiseaseColumn = {
  id: 2,
  name: '糖尿病',
  summary: '血糖长期偏高的代谢性疾病',
  articleCount: 3,
  articles: [
    { id: 203, name: '看懂血糖和糖化血红蛋白', mIndex: 2 },
    { id: 201, name: '认识糖尿病', mIndex: 0 },
    { id: 202, name: '口渴、多尿与体重下降', mIndex: 1 },
  ],
};
const THIRST: Knowledge = {
  id: 202,
  name: '口渴、多尿与体重下降',
  mIndex: 1,
  columnId: 2,
  columnName: '糖尿病',
  survey: '典型的高血糖表现是“三多一少”。',
  cause: '血糖过高时，多余的葡萄糖从尿中排出。',
  suggestion: '近期出现明显口渴、尿多时，请尽快就医检查血糖。',
};

const asked = (path: string) =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === `/m${path}`);

const renderList = () =>
  renderRoutedPage(<DiseaseListPage />, { path: '/specialDisease/list', url: '/specialDisease/list' });
const renderColumn = (search: string) =>
  renderRoutedPage(<DiseasePage />, {
    path: '/specialDisease/disease',
    url: `/specialDisease/disease${search}`,
  });
const renderArticle = (id: string, knowledgeId: string) =>
  renderRoutedPage(<KnowledgeDetailPage />, {
    path: '/specialDisease/detail/:id/:knowledgeId',
    url: `/specialDisease/detail/${id}/${knowledgeId}`,
  });

describe('disease column list page', () => {
  it('lists each condition with its summary and article count, and opens one on a tap', async () => {
    mockApi(fetchMock, { [LIST]: COLUMNS });
    renderList();
    expect(await screen.findByRole('heading', { name: '常见疾病' })).toBeTruthy();
    expect(screen.getByText('最常见的慢性病之一')).toBeTruthy();
    expect(screen.getByText('3篇科普')).toBeTruthy();
    await userEvent.click(screen.getByText('糖尿病'));
    expect(screen.getByTestId('location').textContent).toBe('/specialDisease/disease?id=2');
  });

  it('shows the empty-list placeholder when there is no column, and the new list after a pull', async () => {
    let answer: DiseaseColumnList = { list: [] };
    mockApi(fetchMock, { [LIST]: () => answer });
    renderList();
    expect(await screen.findByText('暂无疾病专栏')).toBeTruthy();
    answer = COLUMNS;
    await seen.pull?.onRefresh?.();
    expect(await screen.findByText('高血压')).toBeTruthy();
    expect(asked(LIST)).toHaveLength(2);
  });

  it('offers to try again when the list cannot be read', async () => {
    let fail = true;
    mockApi(fetchMock, { [LIST]: () => (fail ? BUSY() : COLUMNS) });
    renderList();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByText('系统繁忙，请稍后再试')).toBeTruthy();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('高血压')).toBeTruthy();
  });
});

describe('one condition’s page', () => {
  it('asks for the column the query names and groups its articles by kind: 疾病, 症状, 基础介绍', async () => {
    mockApi(fetchMock, { [COLUMN]: DIABETES });
    renderColumn('?id=2');
    expect(await screen.findByRole('heading', { level: 2, name: '糖尿病' })).toBeTruthy();
    expect(asked(COLUMN)[0]?.searchParams.get('id')).toBe('2');
    const kinds = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(kinds).toEqual(['疾病', '症状', '基础介绍']);
    await userEvent.click(screen.getByText('口渴、多尿与体重下降'));
    expect(screen.getByTestId('location').textContent).toBe('/specialDisease/detail/2/202');
  });

  it('offers the column’s risk assessment: 开始评估 and 评估记录', async () => {
    mockApi(fetchMock, { [COLUMN]: DIABETES });
    renderColumn('?id=2');
    await userEvent.click(await screen.findByRole('button', { name: '开始评估' }));
    expect(screen.getByTestId('location').textContent).toBe('/specialDisease/start/assess/2/0');
  });

  it('leaves out a kind without articles, and says so when the column has none', async () => {
    mockApi(fetchMock, { [COLUMN]: { ...DIABETES, articles: [DIABETES.articles[1]!] } });
    const first = renderColumn('?id=2');
    await screen.findByText('认识糖尿病');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['疾病']);
    first.unmount();

    mockApi(fetchMock, { [COLUMN]: { ...DIABETES, articles: [], articleCount: 0 } });
    renderColumn('?id=2');
    expect(await screen.findByText('该专栏暂无健康科普')).toBeTruthy();
  });

  it('asks again on a pull', async () => {
    let answer: DiseaseColumn = { ...DIABETES, articles: [] };
    mockApi(fetchMock, { [COLUMN]: () => answer });
    renderColumn('?id=2');
    await screen.findByText('该专栏暂无健康科普');
    answer = DIABETES;
    await seen.pull?.onRefresh?.();
    expect(await screen.findByText('认识糖尿病')).toBeTruthy();
  });

  it('offers to try again when the column cannot be read', async () => {
    let fail = true;
    mockApi(fetchMock, { [COLUMN]: () => (fail ? BUSY() : DIABETES) });
    renderColumn('?id=2');
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('认识糖尿病')).toBeTruthy();
  });

  it('says an unknown column is not there, and asks nothing for what is no column id', async () => {
    mockApi(fetchMock, { [COLUMN]: () => envelopeResponse(null, 'not,found', '未找到该疾病专栏') });
    const first = renderColumn('?id=77');
    expect(await screen.findByRole('heading', { name: '未找到该疾病专栏' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回专病专栏' }));
    expect(screen.getByTestId('location').textContent).toBe('/specialDisease/list');
    first.unmount();

    fetchMock.mockClear();
    for (const search of ['', '?id=abc', '?id=0']) {
      const page = renderColumn(search);
      expect(screen.getByRole('heading', { name: '未找到该疾病专栏' })).toBeTruthy();
      page.unmount();
    }
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

describe('knowledge article page', () => {
  it('shows the article with the headings its kind words them with', async () => {
    mockApi(fetchMock, { [ARTICLE]: THIRST });
    renderArticle('2', '202');
    expect(await screen.findByRole('heading', { level: 2, name: '口渴、多尿与体重下降' })).toBeTruthy();
    expect(asked(ARTICLE)[0]?.searchParams.get('id')).toBe('202');
    expect(screen.getByText('糖尿病 · 症状')).toBeTruthy();
    const heads = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(heads).toEqual(['症状表现', '常见原因', '应对建议']);
    expect(
      within(screen.getByRole('region', { name: '应对建议' })).getByText(THIRST.suggestion),
    ).toBeTruthy();
    expect(screen.getByText(/不能代替医生的诊断和治疗/)).toBeTruthy();
  });

  it('words a disease article’s headings as a disease’s', async () => {
    mockApi(fetchMock, { [ARTICLE]: { ...THIRST, id: 201, name: '认识糖尿病', mIndex: 0 } });
    renderArticle('2', '201');
    await screen.findByRole('heading', { level: 2, name: '认识糖尿病' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '疾病概述',
      '病因',
      '健康建议',
    ]);
  });

  it('asks again on a pull, and offers to try again when it cannot be read', async () => {
    let fail = true;
    let answer = THIRST;
    mockApi(fetchMock, { [ARTICLE]: () => (fail ? BUSY() : answer) });
    renderArticle('2', '202');
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    await screen.findByRole('heading', { level: 2, name: '口渴、多尿与体重下降' });
    answer = { ...THIRST, name: '口渴与多尿' };
    await seen.pull?.onRefresh?.();
    expect(await screen.findByRole('heading', { level: 2, name: '口渴与多尿' })).toBeTruthy();
  });

  it('says an unknown article, one of another column, or a malformed address is not there', async () => {
    mockApi(fetchMock, {
      [ARTICLE]: (url: URL) =>
        url.searchParams.get('id') === '202'
          ? THIRST
          : envelopeResponse(null, 'not,found', '未找到该健康科普'),
    });
    const unknown = renderArticle('2', '999');
    expect(await screen.findByRole('heading', { name: '未找到该健康科普' })).toBeTruthy();
    unknown.unmount();

    const elsewhere = renderArticle('1', '202');
    expect(await screen.findByRole('heading', { name: '未找到该健康科普' })).toBeTruthy();
    elsewhere.unmount();

    fetchMock.mockClear();
    renderArticle('2', 'abc');
    expect(screen.getByRole('heading', { name: '未找到该健康科普' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
