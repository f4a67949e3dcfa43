import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { knowledge, reports } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '@/test/render.tsx';
import type {
  HealthEvaluationWire,
  ReportDetail,
  ReportRead,
  ReportSummary,
  ReportTendency,
} from '../api/reports.ts';
import { HealthPage } from './health-page.tsx';
import { ReportDetailPage } from './report-detail-page.tsx';
import { ReportListPage } from './report-list-page.tsx';
import { TendencyPage } from './tendency-page.tsx';

// uPlot draws on a canvas jsdom does not have; the chart's own data is checked through the table beside it.
vi.mock('../components/tendency-chart.tsx', () => ({
  TendencyChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const summary = (over: Partial<ReportSummary>): ReportSummary => ({
  id: 1,
  reportNo: 'BG1',
  name: '张伟',
  relation: '本人',
  identityCardNo: '110***********0012',
  sysCenterName: '北京朝阳健康体检中心',
  examDate: '2025-05-10',
  packageName: '中青年全面体检套餐',
  abnormalCount: 3,
  ...over,
});

describe('report list', () => {
  it('labels the reports by person, 本人 first, each newest first, and opens one', async () => {
    mockApi(fetchMock, {
      [reports.listReports.path]: [
        summary({
          id: 8,
          name: '李秀兰',
          relation: '母亲',
          identityCardNo: '110***********0024',
          examDate: '2025-09-20',
        }),
        summary({ id: 5 }),
        summary({
          id: 6,
          name: '张小宝',
          relation: '我预约的',
          identityCardNo: '110***********0031',
          examDate: '2025-03-01',
        }),
        summary({ id: 4, examDate: '2024-06-08', abnormalCount: 0 }),
      ],
    });
    renderPage(<ReportListPage />, { path: '/report/list' });
    const mother = await screen.findByRole('region', { name: '李秀兰（母亲）' });
    // 本人 leads though a relative's report is newer; the others follow newest first.
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      '张伟（本人）',
      '李秀兰（母亲）',
      '张小宝（我预约的）',
    ]);
    expect(
      within(screen.getByRole('region', { name: '张伟（本人）' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 10)),
    ).toEqual(['2025-05-10', '2024-06-08']);
    expect(within(mother).getByText('2025-09-20')).toBeTruthy();
    expect(within(mother).getByRole('button', { name: '取消关联' })).toBeTruthy();
    const self = screen.getByRole('region', { name: '张伟（本人）' });
    expect(within(self).getAllByRole('listitem')).toHaveLength(2);
    expect(within(self).getByText('未见异常')).toBeTruthy();
    expect(within(self).queryByRole('button', { name: '取消关联' })).toBeNull();
    await userEvent.click(within(self).getByText('2024-06-08'));
    expect(await screen.findByText('navigated')).toBeTruthy();
  });

  it('says 当前列表为空, where reports come from, and offers to claim or link them', async () => {
    mockApi(fetchMock, { [reports.listReports.path]: [] });
    renderPage(<ReportListPage />, { path: '/report/list' });
    expect(await screen.findByText('当前列表为空')).toBeTruthy();
    expect(screen.getByText(/可凭体检时登记的手机号认领/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '认领报告' }).getAttribute('href')).toBe('/report/claim');
    expect(screen.getByRole('link', { name: '添加家人报告' }).getAttribute('href')).toBe('/report/addFamily');
    expect(screen.getByRole('link', { name: '报告授权' }).getAttribute('href')).toBe('/report/shares');
  });
});

const DETAIL: ReportDetail = {
  ...summary({ id: 5 }),
  sexCode: 'male',
  age: 40,
  doctor: '王建国',
  conclusions: ['空腹血糖偏高（6.6mmol/L）', '甲状腺右叶结节 TI-RADS 3类'],
  advice: ['空腹血糖偏高：控制精制碳水。'],
  sections: [
    {
      section: 'laboratory',
      sectionName: '实验室检查',
      groups: [
        {
          groupName: '血糖',
          items: [
            {
              code: 'GLU',
              name: '空腹血糖',
              value: '6.6',
              unit: 'mmol/L',
              reference: '3.9-6.1',
              flag: 'H',
              knowledgeId: 201,
            },
            {
              code: 'HDL',
              name: '高密度脂蛋白胆固醇',
              value: '0.9',
              unit: 'mmol/L',
              reference: '>1',
              flag: 'L',
              knowledgeId: 301,
            },
            {
              code: 'U-PRO',
              name: '尿蛋白',
              value: '阴性',
              unit: '',
              reference: '阴性',
              flag: '',
              knowledgeId: null,
            },
          ],
        },
      ],
      findings: [],
    },
    {
      section: 'imaging',
      sectionName: '影像检查',
      groups: [],
      findings: [
        {
          section: 'imaging',
          item: '甲状腺彩超',
          finding: '右叶低回声结节',
          conclusion: '甲状腺右叶结节 TI-RADS 3类',
          abnormal: true,
        },
      ],
    },
  ],
};

const read = (over: Partial<ReportRead>): ReportRead => ({
  reportId: 5,
  examDate: '2025-05-10',
  sysCenterName: '北京朝阳健康体检中心',
  kind: 'detail',
  reader: '138****8000',
  mine: true,
  readAt: '2026-11-22T01:30:00.000Z',
  ...over,
});

describe('report detail', () => {
  it('offers the 健康科普 of a value that links to one, in the health-knowledge popup', async () => {
    mockApi(fetchMock, {
      [reports.getReport.path]: DETAIL,
      [reports.listReportReads.path]: [],
      [knowledge.getKnowledgeById.path]: (url: URL) => ({
        id: Number(url.searchParams.get('id')),
        name: '认识糖尿病',
        mIndex: 0,
        columnId: 2,
        columnName: '糖尿病',
        survey: '糖尿病是以血糖升高为特征的慢性代谢性疾病。',
        cause: '与遗传、超重肥胖有关。',
        suggestion: '请到内分泌科就诊。',
      }),
    });
    renderPage(<ReportDetailPage />, { path: '/report/detail/:id', url: '/report/detail/5' });
    const lab = await screen.findByRole('region', { name: '实验室检查' });
    // A value no article explains has no link.
    expect(within(within(lab).getByRole('row', { name: /尿蛋白/ })).queryByRole('button')).toBeNull();
    await userEvent.click(within(lab).getByRole('button', { name: '空腹血糖的健康科普' }));
    const dialog = await screen.findByRole('dialog', { name: '认识糖尿病' });
    expect(within(dialog).getByText('请到内分泌科就诊。')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x'));
    expect(
      asked.find((u) => u.pathname === `/m${knowledge.getKnowledgeById.path}`)?.searchParams.get('id'),
    ).toBe('201');
  });

  it('shows the conclusions and advice before the sections, abnormal values marked', async () => {
    mockApi(fetchMock, {
      [reports.getReport.path]: (url: URL) => {
        expect(url.searchParams.get('id')).toBe('5');
        return DETAIL;
      },
      [reports.listReportReads.path]: [],
    });
    renderPage(<ReportDetailPage />, { path: '/report/detail/:id', url: '/report/detail/5' });
    const summaryBlock = await screen.findByRole('region', { name: '总检结论' });
    const lab = screen.getByRole('region', { name: '实验室检查' });
    expect(summaryBlock.compareDocumentPosition(lab) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(summaryBlock).getByText('空腹血糖偏高（6.6mmol/L）')).toBeTruthy();
    const glucose = within(lab).getByRole('row', { name: /空腹血糖/ });
    expect(glucose.className).toBe('report-row-abnormal');
    expect(within(glucose).getByText('↑')).toBeTruthy();
    expect(within(within(lab).getByRole('row', { name: /高密度/ })).getByText('↓')).toBeTruthy();
    expect(within(lab).getByRole('row', { name: /尿蛋白/ }).className).toBe('');
    const imaging = screen.getByRole('region', { name: '影像检查' });
    expect(within(imaging).getByText('异常')).toBeTruthy();
    expect(screen.getByRole('link', { name: '指标趋势' }).getAttribute('href')).toBe('/report/tendency/5');
    expect(screen.getByRole('link', { name: '健康评估' }).getAttribute('href')).toBe('/report/health/5');
  });

  it('lists who read the person’s reports after the report: who, what, which report and when', async () => {
    const asked: string[] = [];
    mockApi(fetchMock, {
      [reports.getReport.path]: () => {
        asked.push('report');
        return DETAIL;
      },
      [reports.listReportReads.path]: (url: URL) => {
        asked.push(`reads ${url.searchParams.get('id')}`);
        return [
          read({}),
          read({ kind: 'tendency', reader: '137****0001', mine: false, readAt: '2026-11-21T12:05:00.000Z' }),
          ...Array.from({ length: 5 }, (_, k) =>
            read({
              reportId: 4,
              examDate: '2024-06-08',
              kind: 'health',
              readAt: `2026-11-0${k + 1}T00:00:00.000Z`,
            }),
          ),
        ];
      },
    });
    renderPage(<ReportDetailPage />, { path: '/report/detail/:id', url: '/report/detail/5' });
    const log = await screen.findByRole('region', { name: '查阅记录' });
    const rows = await within(log).findAllByRole('listitem');
    expect(asked).toEqual(['report', 'reads 5']);
    expect(rows).toHaveLength(5);
    expect(rows[0]!.textContent).toBe('本账号查看报告2025-05-10 北京朝阳健康体检中心2026-11-22 09:30');
    expect(rows[1]!.textContent).toBe(
      '137****0001查看指标趋势2025-05-10 北京朝阳健康体检中心2026-11-21 20:05',
    );
    expect(rows[2]!.textContent).toContain('查看健康评估2024-06-08');
    await userEvent.click(within(log).getByRole('button', { name: '查看全部（7条）' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(7);
  });

  it('says when nobody else read it, and offers to retry a log that failed to load', async () => {
    let fail = true;
    mockApi(fetchMock, {
      [reports.getReport.path]: DETAIL,
      [reports.listReportReads.path]: () => (fail ? new Response('{}', { status: 503 }) : []),
    });
    renderPage(<ReportDetailPage />, { path: '/report/detail/:id', url: '/report/detail/5' });
    const log = await screen.findByRole('region', { name: '查阅记录' });
    const retry = await within(log).findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await within(log).findByText('暂无查阅记录')).toBeTruthy();
    // The report itself stays on the page while its log fails.
    expect(screen.getByRole('region', { name: '总检结论' })).toBeTruthy();
  });

  it('asks nothing of the server for an address that is not a report', () => {
    mockApi(fetchMock, {});
    renderPage(<ReportDetailPage />, { path: '/report/detail/:id', url: '/report/detail/abc' });
    expect(screen.getByRole('heading', { name: '没有找到该报告' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const tendencyOf = (code: string, values: number[]): ReportTendency => ({
  indicators: [
    { code: 'BMI', name: '体重指数', unit: 'kg/m²' },
    { code: 'GLU', name: '空腹血糖', unit: 'mmol/L' },
  ],
  code,
  series: {
    code,
    name: code === 'GLU' ? '空腹血糖' : '体重指数',
    unit: code === 'GLU' ? 'mmol/L' : 'kg/m²',
    points: values.map((value, k) => ({
      examDate: `${2021 + k}-05-01`,
      sysCenterName: k % 2 ? '北京海淀1+X筛查中心' : '北京朝阳健康体检中心',
      value,
      flag: value > 6.1 ? 'H' : '',
    })),
    band: { low: 3.9, high: 6.1 },
    min: 3,
    max: 8,
  },
});

describe('indicator tendency', () => {
  it('shows the server’s first choice, then the indicator picked, with the band and every exam', async () => {
    const asked: (string | null)[] = [];
    mockApi(fetchMock, {
      [reports.getReportTendency.path]: (url: URL) => {
        asked.push(url.searchParams.get('code'));
        return url.searchParams.get('code') === 'GLU'
          ? tendencyOf('GLU', [5.2, 5.5, 6.6])
          : tendencyOf('BMI', [25, 26]);
      },
    });
    renderPage(<TendencyPage />, { path: '/report/tendency/:id', url: '/report/tendency/5' });
    expect(await screen.findByRole('img', { name: '体重指数趋势图' })).toBeTruthy();
    await userEvent.click(screen.getByText('空腹血糖'));
    expect(await screen.findByRole('img', { name: '空腹血糖趋势图' })).toBeTruthy();
    expect(asked).toEqual([null, 'GLU']);
    expect(screen.getByText('参考范围 3.9-6.1')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual([
      '2023-05-01',
      '2022-05-01',
      '2021-05-01',
    ]);
    expect(within(rows[0]!).getByText('↑')).toBeTruthy();
  });
});

const HEALTH: HealthEvaluationWire = {
  id: 5,
  name: '张伟',
  examDate: '2025-05-10',
  sysCenterName: '北京朝阳健康体检中心',
  overall: '高',
  systems: [
    {
      system: '心血管',
      level: '高',
      drivers: [{ code: 'SBP', name: '收缩压', value: '142 mmHg ↑', level: '高' }],
      advice: ['血压偏高：减少食盐摄入。'],
    },
    { system: '肝脏', level: '低', drivers: [], advice: ['肝功能正常，少饮酒、规律作息。'] },
    { system: '脂代谢', level: null, drivers: [], advice: ['本次体检未包含相关检查项目，暂无法评估。'] },
  ],
};

describe('health evaluation', () => {
  it('shows each system’s level, the indicators behind it and the advice', async () => {
    mockApi(fetchMock, { [reports.getHealthEvaluation.path]: HEALTH });
    renderPage(<HealthPage />, { path: '/report/health/:id', url: '/report/health/5' });
    const heart = await screen.findByRole('listitem', { name: '心血管 高风险' });
    expect(within(heart).getByText(/收缩压 142 mmHg ↑/)).toBeTruthy();
    expect(within(heart).getByText('血压偏高：减少食盐摄入。')).toBeTruthy();
    expect(within(heart).getByText('高风险').className).toContain('risk-high');
    const liver = screen.getByRole('listitem', { name: '肝脏 低风险' });
    expect(within(liver).queryByText(/相关指标/)).toBeNull();
    // Nothing of lipids was measured: no level is made up for it.
    const lipids = screen.getByRole('listitem', { name: '脂代谢 未检测' });
    expect(within(lipids).getByText('未检测').className).toContain('risk-none');
    await waitFor(() => expect(screen.getByText('综合风险')).toBeTruthy());
  });
});
