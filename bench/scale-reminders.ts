// bench:scale's evening: tomorrow's reminders, planned as the planning job writes them, sent by two
// worker processes (`apps/server/dist/worker.js`, JOBS=worker) through the Aliyun SMS client, whose
// gateway is a local HTTPS endpoint answering OK at once (a certificate made for the run, trusted
// through NODE_EXTRA_CA_CERTS): what is measured is our side, not Aliyun's. The endpoint counts the
// messages per phone; every reminder goes to a different phone, so each must arrive exactly once.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { repoRoot } from './servers.ts';

export interface ReminderRun {
  planned: number;
  sent: number;
  /** messages the gateway received, and the phones among them received more than once */
  received: number;
  repeated: number;
  /** from the first claim to the last notice marked sent */
  seconds: number;
  perSecond: number;
  /** waited for the workers' minute schedule to start the sending */
  waited: number;
}

/** A self-signed certificate for 127.0.0.1, made for this run only. */
function certificate(dir: string) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/** The SMS gateway's stand-in: answers every SendSms with OK and counts them per phone. */
async function fakeGateway(port: number, tls: { key: string; cert: string }) {
  const perPhone = new Map<string, number>();
  const server = https.createServer(
    { key: readFileSync(tls.key), cert: readFileSync(tls.cert) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const phone = new URLSearchParams(Buffer.concat(chunks).toString()).get('PhoneNumbers') ?? '';
        perPhone.set(phone, (perPhone.get(phone) ?? 0) + 1);
        response.setHeader('content-type', 'application/json');
        response.end('{"Code":"OK","Message":"OK","BizId":"bench"}');
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    perPhone,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function startWorker(databaseUrl: string, gatewayPort: number, ca: string): ChildProcess {
  return spawn(
    process.execPath,
    [
      // e.g. BENCH_WORKER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to see where a reminder's time goes
      ...(process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--enable-source-maps',
      path.join(repoRoot, 'apps/server/dist/worker.js'),
    ],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JOBS: 'worker',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        NODE_EXTRA_CA_CERTS: ca,
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'bench',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'bench',
        ALIYUN_SMS_SIGN_NAME: 'bench',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_0',
        ALIYUN_SMS_TEMPLATE_EXAM_EVE: 'SMS_1',
        ALIYUN_SMS_ENDPOINT: `https://127.0.0.1:${gatewayPort}`,
      },
    },
  );
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Plans tomorrow's reminders as `notices.plan-exam-eve` would (one row per booked order, due now),
 * then lets two workers send them and waits until none is left. `tomorrow` is the Shanghai date.
 */
export async function runReminders(
  db: pg.Client,
  databaseUrl: string,
  tomorrow: string,
  gatewayPort: number,
): Promise<ReminderRun> {
  const { rowCount } = await db.query(
    `insert into notices (kind, key, user_id, order_id, exam_date, due_at)
     select 'examEve', 'examEve:' || id || ':' || exam_date, user_id, id, exam_date, now()
     from orders where exam_date = $1 and status = 'order_hospital_examination'
     on conflict (key) do nothing`,
    [tomorrow],
  );
  const planned = rowCount ?? 0;
  await db.query('analyze notices');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-scale-tls-'));
  const tls = certificate(dir);
  const gateway = await fakeGateway(gatewayPort, tls);
  const workers = [0, 1].map(() => startWorker(databaseUrl, gatewayPort, tls.cert));
  const started = performance.now();
  try {
    for (;;) {
      await new Promise((r) => setTimeout(r, 1000));
      const { rows } = await db.query<{ open: number }>(
        `select count(*)::int as open from notices where status in ('pending', 'sending')`,
      );
      if (rows[0]!.open === 0) break;
      if (performance.now() - started > 15 * 60_000) throw new Error('reminders not sent within 15 min');
      for (const w of workers)
        if (w.exitCode !== null) throw new Error(`a worker exited (${w.exitCode}) before the end`);
    }
  } finally {
    await Promise.all(workers.map(stop));
    await gateway.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const { rows } = await db.query<{ sent: number; seconds: number; first: Date }>(
    `select count(*) filter (where status = 'sent')::int as sent, min(claimed_at) as first,
       extract(epoch from max(sent_at) - min(claimed_at))::float as seconds from notices`,
  );
  const r = rows[0]!;
  const counts = [...gateway.perPhone.values()];
  return {
    planned,
    sent: r.sent,
    received: counts.reduce((a, b) => a + b, 0),
    repeated: counts.filter((n) => n > 1).length,
    seconds: r.seconds,
    perSecond: r.sent / r.seconds,
    waited: (r.first.getTime() - (Date.now() - (performance.now() - started))) / 1000,
  };
}
