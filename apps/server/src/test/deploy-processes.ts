// The layout of docs/deploy.md in small, for the fault test (faults.integration.test.ts): the real
// entries, `main.ts` (JOBS=api) and `worker.ts`, each its own OS process under tsx on one PostgreSQL
// database, so a SIGKILL is a real death (no graceful close, sockets reset, transactions left to the
// server to roll back). Each process writes its log to a file of the run, read when a check fails.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export interface DeployedProcess {
  readonly name: string;
  readonly pid: number;
  /** SIGKILL: dies at once, whatever it was doing */
  kill(): Promise<void>;
  /** SIGTERM: finishes what it runs, then ends (killed after 15 s) */
  stop(): Promise<void>;
}

export interface Layout {
  /** where each process's log goes */
  readonly logDir: string;
  /** each process that ended without being killed or stopped (a crash), and how */
  readonly crashes: string[];
  /** An API process (`main.ts`, JOBS=api) on 127.0.0.1:port, once `/healthz` answers. */
  api(port: number): Promise<DeployedProcess>;
  /** A worker process (`worker.ts`), as soon as it is spawned (it serves no HTTP to ask). */
  worker(): DeployedProcess;
  /** Stops every process still running, whether or not the test got its handle. */
  stopAll(): Promise<void>;
}

/** `env`: what every process shares (the EnvironmentFile of docs/deploy.md's systemd units). */
export function deployLayout(env: Record<string, string>): Layout {
  const logDir = mkdtempSync(path.join(tmpdir(), 'tijian-faults-'));
  let started = 0;
  const crashes: string[] = [];
  const all: DeployedProcess[] = [];

  function start(entry: string, name: string, own: Record<string, string>) {
    started += 1;
    const log = openSync(path.join(logDir, `${started}-${name}.log`), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(SRC, entry)], {
      env: { ...process.env, ...env, ...own },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    let meant = false;
    const exited = new Promise<void>((resolve) =>
      child.once('exit', (code, signal) => {
        if (!meant) crashes.push(`${name} (pid ${child.pid}) ended by itself: ${signal ?? code}`);
        resolve();
      }),
    );
    const handle = handleOf(name, child, exited, () => {
      meant = true;
    });
    all.push(handle);
    return { child, exited, handle };
  }

  return {
    logDir,
    crashes,
    async api(port) {
      const { child, exited, handle } = start('main.ts', `api-${port}`, {
        JOBS: 'api',
        HOST: '127.0.0.1',
        PORT: String(port),
      });
      let ended = false;
      void exited.then(() => {
        ended = true;
      });
      const until = Date.now() + 60_000;
      for (;;) {
        if (ended)
          throw new Error(`api ${port} ended (${child.exitCode}) before answering; logs in ${logDir}`);
        if (Date.now() > until) {
          await handle.kill();
          throw new Error(`api ${port} did not answer /healthz within 60 s; logs in ${logDir}`);
        }
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) })
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) return handle;
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    worker() {
      return start('worker.ts', 'worker', { JOBS: 'worker' }).handle;
    },
    async stopAll() {
      await Promise.all(all.map((p) => p.stop()));
    },
  };
}

function handleOf(
  name: string,
  child: ChildProcess,
  exited: Promise<void>,
  meant: () => void,
): DeployedProcess {
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    pid: child.pid!,
    async kill() {
      meant();
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      meant();
      if (gone()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
