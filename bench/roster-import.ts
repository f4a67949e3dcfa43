// bench:roster — importing a company's roster (issue 23): a 5,000-row .xlsx with 50 bad rows of five
// kinds, and a clean 5,000-row one. (a) readRosterFile on each, in this process; (b) the whole import
// through the API, as the demo HR administrator of HX2026 (hr-hx) on the built server: the bad file
// must import nothing and list its 50 errors, the roster's count unchanged; the clean one must import
// 5,000 people. Each against the target: under 10 s. `--parse-only` (or BENCH_PARSE_ONLY=1) runs (a)
// alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { company, operator } from '@tijian/contract';
import { testRosterPerson } from '@tijian/domain/testing';
import ExcelJS from 'exceljs';
import { readRosterFile } from '../apps/server/src/modules/team/roster-file.ts';
import { DEMO_OPERATOR_PASSWORD } from '../apps/server/src/seed/operator-data.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { buildAppServer, type RunningServer, startServer } from './servers.ts';

const ROWS = 5_000;
const TARGET_MS = 10_000;
const HR_USERNAME = 'hr-hx';
const PORT = Number(process.env.BENCH_PORT ?? 8120);
const parseOnly = process.argv.includes('--parse-only') || process.env.BENCH_PARSE_ONLY === '1';

type Cells = [name: string, idCardNo: string, phone: string, grade: string, department: string];
const HEADER: Cells = ['姓名', '身份证号', '手机号', '职级', '部门'];

interface Verdict {
  what: string;
  ms: number;
  ok: boolean;
  note: string;
}
const verdicts: Verdict[] = [];
let apiFailure: string | undefined;

// People past the demo roster's own: the clean file adds 5,000 new people whatever the seed holds.
const OFFSET = 20_000;
const cellsOf = (i: number): Cells => {
  const p = testRosterPerson(OFFSET + i);
  return [p.name, p.idCardNo, p.phone, p.grade, p.department];
};

/** The 50 bad rows: every 100th from the 38th, cycling through five kinds of mistake. */
function badRows(): Map<number, { kind: string; cells: (clean: Cells) => Cells }> {
  const kinds = [
    {
      kind: 'ID checksum',
      cells: (c: Cells): Cells => [
        c[0],
        `${c[1].slice(0, 17)}${c[1][17] === '0' ? '1' : '0'}`,
        c[2],
        c[3],
        c[4],
      ],
    },
    { kind: 'phone', cells: (c: Cells): Cells => [c[0], c[1], `2${c[2].slice(1)}`, c[3], c[4]] },
    { kind: 'empty name', cells: (c: Cells): Cells => ['', c[1], c[2], c[3], c[4]] },
    { kind: 'duplicate ID', cells: (c: Cells): Cells => [c[0], cellsOf(0)[1], c[2], c[3], c[4]] },
    { kind: 'missing grade', cells: (c: Cells): Cells => [c[0], c[1], c[2], '', c[4]] },
  ];
  const bad = new Map<number, { kind: string; cells: (clean: Cells) => Cells }>();
  for (let n = 0; n < 50; n++) bad.set(37 + n * 100, kinds[n % kinds.length] as (typeof kinds)[number]);
  return bad;
}

async function buildXlsx(withBadRows: boolean): Promise<Uint8Array> {
  const bad = withBadRows ? badRows() : new Map();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('名单');
  sheet.addRow(HEADER);
  for (let i = 0; i < ROWS; i++) {
    const clean = cellsOf(i);
    sheet.addRow(bad.get(i)?.cells(clean) ?? clean);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function judge(what: string, ms: number, ok: boolean, note: string) {
  verdicts.push({ what, ms, ok: ok && ms < TARGET_MS, note });
}

async function timeParse(label: string, fileName: string, bytes: Uint8Array, expectedErrors: number) {
  // One warm-up read (module loading, JIT), then the measured one.
  await readRosterFile(fileName, bytes);
  const started = performance.now();
  const { rows, errors } = await readRosterFile(fileName, bytes);
  const ms = performance.now() - started;
  const right = rows.length === ROWS && errors.length === expectedErrors;
  judge(
    `parse ${label}`,
    ms,
    right,
    `${rows.length} rows, ${errors.length} errors (expected ${ROWS} rows, ${expectedErrors} errors)`,
  );
  return errors;
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const printErrors = (errors: company.RosterError[]) => {
  for (const e of errors.slice(0, 10))
    console.log(`    row ${String(e.row).padStart(5)}  ${e.column || '(row)'}  ${e.message}`);
  if (errors.length > 10) console.log(`    … and ${errors.length - 10} more`);
};

console.log(
  `\nbench:roster — importing a ${ROWS.toLocaleString('en')}-row roster (.xlsx), target < ${TARGET_MS / 1000} s\n`,
);
const badFile = await buildXlsx(true);
const cleanFile = await buildXlsx(false);
console.log(`files: with 50 bad rows ${kb(badFile.length)}, clean ${kb(cleanFile.length)}`);

console.log('\n(a) readRosterFile in this process');
const parsedErrors = await timeParse('file with 50 bad rows', 'bad.xlsx', badFile, 50);
printErrors(parsedErrors);
await timeParse('clean file', 'clean.xlsx', cleanFile, 0);

if (parseOnly) {
  console.log('\n(b) the import through the API: skipped (--parse-only)');
} else {
  console.log('\n(b) the import through the API, as the demo HR administrator');
  try {
    await throughApi();
  } catch (error) {
    // The bench could not run (a non-zero exit), unlike a missed target: say why after the summary.
    apiFailure = error instanceof Error ? error.message : String(error);
  }
}

console.log('\nbench:roster — summary');
for (const v of verdicts) {
  console.log(
    `${v.ok ? 'PASS' : 'FAIL'}  ${v.what.padEnd(34)} ${(v.ms / 1000).toFixed(2).padStart(6)} s  ${v.note}`,
  );
}
if (apiFailure) {
  console.error(`\n(b) could not run: ${apiFailure}`);
  process.exitCode = 1;
}

// --- The API part: the built server, demo mode (its seed makes the HR administrator hr-hx).

async function throughApi() {
  const command = buildAppServer();
  let database: FreshDatabase | undefined;
  let dataDir: string | undefined;
  let server: RunningServer | undefined;
  try {
    const env: Record<string, string> = { NODE_ENV: 'development', LOG_LEVEL: 'warn' };
    if (process.env.DATABASE_URL) {
      database = await createFreshDatabase(process.env.DATABASE_URL, 'team_roster_bench');
      env.DATABASE_URL = database.url;
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), 'tijian-roster-'));
      env.DATA_DIR = dataDir;
    }
    console.log(
      `  server: ${command.label} --demo on ${database ? `PostgreSQL ${database.name}` : 'PGlite'}`,
    );
    server = await startServer({
      name: 'app server',
      args: [...command.args, '--demo'],
      port: PORT,
      env,
      readyPath: '/healthz',
    });
    await importThroughApi(server.base);
  } finally {
    await server?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Envelope<T> {
  error_code: string;
  error: string;
  data: T;
}

async function api<T>(
  base: string,
  method: 'GET' | 'POST',
  apiPath: string,
  token: string | null,
  body?: unknown,
) {
  const response = await fetch(`${base}/m${apiPath}`, {
    method,
    headers: {
      'content-type': 'application/json',
      sourceTypeCode: 'console',
      ...(token ? { 'x-operator-token': token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.error_code !== '000000') {
    throw new Error(`${method} ${apiPath}: ${response.status} ${envelope.error_code} ${envelope.error}`);
  }
  return envelope.data;
}

async function importThroughApi(base: string) {
  type Login = { step: string; token?: string };
  const login = await api<Login>(base, 'POST', operator.operatorLogin.path, null, {
    username: HR_USERNAME,
    password: DEMO_OPERATOR_PASSWORD,
  }).catch((error: Error) => {
    throw new Error(
      `the demo HR administrator ${HR_USERNAME} could not sign in (${error.message}): does this build seed the team module's demo data? --parse-only runs (a) alone`,
    );
  });
  if (login.step !== 'signedIn' || !login.token)
    throw new Error(`${HR_USERNAME} could not sign in (${login.step})`);
  const token = login.token;
  type Me = { companies: { id: number; code: string; name: string }[] };
  const me = await api<Me>(base, 'GET', company.companyMe.path, token);
  const hx = me.companies[0];
  if (!hx) throw new Error(`${HR_USERNAME} administers no company`);
  console.log(`  signed in as ${HR_USERNAME}, company ${hx.code} ${hx.name} (id ${hx.id})`);

  const rosterCount = async () =>
    (
      await api<{ total: number }>(
        base,
        'GET',
        `${company.companyListRoster.path}?companyId=${hx.id}&pageSize=1`,
        token,
      )
    ).total;
  type Imported = {
    imported: number;
    added: number;
    updated: number;
    errors: company.RosterError[];
    errorCount: number;
  };
  const upload = async (fileName: string, bytes: Uint8Array) => {
    const started = performance.now();
    const result = await api<Imported>(base, 'POST', company.companyImportRoster.path, token, {
      companyId: hx.id,
      fileName,
      content: Buffer.from(bytes).toString('base64'),
    });
    return { result, ms: performance.now() - started };
  };

  const before = await rosterCount();
  const bad = await upload('roster-bad.xlsx', badFile);
  const afterBad = await rosterCount();
  console.log(
    `  file with 50 bad rows: imported ${bad.result.imported}, ${bad.result.errorCount} errors (${bad.result.errors.length} listed); roster ${before} → ${afterBad}`,
  );
  printErrors(bad.result.errors);
  judge(
    'API import, file with 50 bad rows',
    bad.ms,
    bad.result.imported === 0 && bad.result.errorCount === 50 && afterBad === before,
    `imported ${bad.result.imported}, ${bad.result.errorCount} errors, roster ${before} → ${afterBad} (expected 0, 50, unchanged)`,
  );

  const clean = await upload('roster-clean.xlsx', cleanFile);
  const afterClean = await rosterCount();
  console.log(
    `  clean file: imported ${clean.result.imported} (${clean.result.added} added, ${clean.result.updated} updated), ${clean.result.errorCount} errors; roster ${afterBad} → ${afterClean}`,
  );
  judge(
    'API import, clean file',
    clean.ms,
    clean.result.imported === ROWS &&
      clean.result.errorCount === 0 &&
      afterClean === afterBad + clean.result.added,
    `imported ${clean.result.imported}, ${clean.result.errorCount} errors, roster ${afterBad} → ${afterClean} (expected ${ROWS}, 0, +added)`,
  );
}
