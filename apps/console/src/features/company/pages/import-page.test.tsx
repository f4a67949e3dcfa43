import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { company, operator } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, sentBodies } from '@/test/api.ts';
import { HR_ADMIN, HUAXIN } from '@/test/company-fixtures.ts';
import { catchDownloads, restoreObjectUrls, textOf } from '@/test/downloads.ts';
import { renderConsole } from '@/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreObjectUrls();
  fetchMock.mockReset();
});

const IMPORT = company.companyImportRoster.path;

async function openImport(answer: unknown) {
  mockApi(fetchMock, {
    [operator.operatorMe.path]: HR_ADMIN,
    [company.companyMe.path]: { companies: [HUAXIN] },
    [IMPORT]: answer,
  });
  const view = renderConsole('/company/import', { token: 't' });
  await screen.findByRole('heading', { name: '名单导入' });
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { user: userEvent.setup({ delay: null }), input };
}

const CSV = '姓名,身份证号,手机号,职级,部门\r\n张三,110101199003071234,13800138000,员工,研发部\r\n';

describe('名单导入', () => {
  it('sends the file as base64 and lists every error by row and column, saying nothing was imported', async () => {
    const { user, input } = await openImport({
      imported: 0,
      added: 0,
      updated: 0,
      errors: [
        { row: 3, column: '身份证号', message: '身份证号码格式不正确' },
        { row: 5, column: '手机号', message: '手机号格式不正确' },
        { row: 7, column: '', message: '与第3行身份证号重复' },
      ],
      errorCount: 612,
    });
    await user.upload(input, new File([CSV], '华信名单.csv', { type: 'text/csv' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('华信名单.csv 有 612 处错误，名单未导入');
    expect(alert.textContent).toContain('名单中一行也没有导入');
    expect(alert.textContent).toContain('仅列出前 3 处，共 612 处');
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['行', '列', '错误']);
    expect(rows.filter((cells) => cells.length > 0)).toEqual([
      ['3', '身份证号', '身份证号码格式不正确'],
      ['5', '手机号', '手机号格式不正确'],
      ['7', '整行', '与第3行身份证号重复'],
    ]);
    const [body] = sentBodies(fetchMock, IMPORT) as {
      companyId: number;
      fileName: string;
      content: string;
    }[];
    expect(body?.companyId).toBe(11);
    expect(body?.fileName).toBe('华信名单.csv');
    expect(new TextDecoder().decode(Uint8Array.from(atob(body?.content ?? ''), (c) => c.charCodeAt(0)))).toBe(
      CSV,
    );
  });

  it('says how many people came in, added and updated', async () => {
    const { user, input } = await openImport({
      imported: 120,
      added: 100,
      updated: 20,
      errors: [],
      errorCount: 0,
    });
    await user.upload(input, new File([CSV], 'roster.xlsx'));
    expect(await screen.findByText('roster.xlsx 已导入')).toBeTruthy();
    expect(screen.getByText('共导入 120 人：新增 100 人，更新 20 人')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses a file over 5 MB before sending it', async () => {
    const { user, input } = await openImport({
      imported: 0,
      added: 0,
      updated: 0,
      errors: [],
      errorCount: 0,
    });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toContain('名单文件不能超过5MB');
    expect(callsTo(fetchMock, IMPORT)).toBe(0);
  });

  it('gives a template with the five columns, made in the browser', async () => {
    const { user } = await openImport(null);
    const downloads = catchDownloads();
    await user.click(screen.getByRole('button', { name: '下载模板' }));
    expect(downloads.map((d) => d.fileName)).toEqual(['团检名单模板.csv']);
    // With the byte order mark Excel needs to read UTF-8.
    expect(await textOf(downloads[0]!.blob)).toBe('\uFEFF姓名,身份证号,手机号,职级,部门\r\n');
    expect(fetchMock.mock.calls.length).toBe(2);
  });
});
