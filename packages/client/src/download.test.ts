import { company } from '@tijian/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { configureClient } from './configure.ts';
import { download, saveFile } from './download.ts';
import { fileNameOf } from './http.ts';

// The console downloads a roster with its own session's token, which a link could not send.
const session = {
  headers: vi.fn((): Record<string, string> => ({ 'x-operator-token': 'op-token' })),
  expired: vi.fn((code: string) => code === 'operator,login'),
  forget: vi.fn(),
};
const app = {
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alert: vi.fn(async () => undefined),
  goToLogin: vi.fn(),
  onSessionEnd: vi.fn(),
};
const fetchMock = vi.fn<typeof fetch>();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ sourceTypeCode: 'console', sid: () => undefined, ...app, session });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  for (const fake of [...Object.values(app), ...Object.values(session)]) fake.mockClear();
});

describe('download', () => {
  it("fetches the file with the session's headers and answers it under the server's name", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: {
          'Content-Type': XLSX,
          'Content-Disposition': `attachment; filename="__.xlsx"; filename*=UTF-8''${encodeURIComponent('名单.xlsx')}`,
        },
      }),
    );
    const file = await download(company.companyExportRoster, { query: { companyId: 3 } });
    expect(file.fileName).toBe('名单.xlsx');
    expect(file.blob.type).toBe(XLSX);
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b, 3, 4]));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/m/company/roster/export.xlsx?companyId=3');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-operator-token')).toBe('op-token');
    expect(headers.get('Accept')).toBe('*/*');
  });

  it('tells a failure answered as the envelope and rejects with it', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error_code: 'company,missing', error: '单位不存在', data: null }), {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      }),
    );
    const failed = download(company.companyExportRoster, { query: { companyId: 3 } });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ message: '单位不存在' });
    expect(app.showToast).toHaveBeenCalledWith('单位不存在', expect.any(Number));
  });

  it('refuses a success envelope where a file was due', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error_code: '000000', error: '', data: null }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await expect(download(company.companyExportRoster, { query: { companyId: 3 } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(app.showToast).toHaveBeenCalledOnce();
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the path', () => {
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E5%90%8D.xlsx`, '/x/y.xlsx')).toBe(
      '名.xlsx',
    );
    expect(fileNameOf('attachment; filename="a b.xlsx"', '/x/y.xlsx')).toBe('a b.xlsx');
    expect(fileNameOf('attachment; filename=c.pdf', '/x/y.xlsx')).toBe('c.pdf');
    expect(fileNameOf(null, '/company/roster/export.xlsx')).toBe('export.xlsx');
  });
});

describe('saveFile', () => {
  it('hands the file to the browser under its name', () => {
    const createObjectURL = vi.fn(() => 'blob:roster');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    saveFile({ blob: new Blob(['x']), fileName: '名单.xlsx' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('名单.xlsx');
    expect(clicked[0]?.href).toBe('blob:roster');
    expect(clicked[0]?.isConnected).toBe(false);
    click.mockRestore();
  });
});
