// Starts the processes the benchmarks measure: the app as production runs it (compiled JavaScript when
// the server workspace has a build), and a bare Fastify route as a baseline. Each one is its own
// process, listening on loopback only, and is stopped by its pid.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(repoRoot, 'apps/server');
const compiledMain = path.join(serverDir, 'dist/main.js');

export interface ServerCommand {
  /** Arguments to `node`. */
  args: string[];
  /** What runs, for the printed header. */
  label: string;
}

/**
 * Builds the server when its workspace has a build script and runs what that produced, so the figures
 * are those of `npm start`; falls back to the TypeScript sources through tsx otherwise.
 */
export function buildAppServer(): ServerCommand {
  const scripts = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')).scripts ?? {};
  if (scripts.build) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('`npm run build -w apps/server` failed');
    // The same flags as apps/server's start script.
    if (existsSync(compiledMain))
      return { args: ['--enable-source-maps', compiledMain], label: 'compiled apps/server/dist/main.js' };
  }
  return {
    args: ['--import', 'tsx', path.join(serverDir, 'src/main.ts')],
    label: 'apps/server/src/main.ts through tsx (no server build script)',
  };
}

export interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  args: string[];
  port: number;
  /** Added to this process's environment; an undefined value removes the variable. */
  env: Record<string, string | undefined>;
  /** Answers 200 once the server can take the load. */
  readyPath: string;
}

/** Spawns `node <args>` and waits until readyPath answers 200; throws if the process dies first. */
export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...opts.env, HOST: '127.0.0.1', PORT: String(opts.port) };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, opts.args, {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${opts.port}`;
  const server: RunningServer = { base, pid: child.pid ?? -1, stop: () => stopChild(child, exited) };
  try {
    await waitUntilReady(child, base + opts.readyPath, opts.name);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitUntilReady(child: ChildProcess, url: string, name: string) {
  // PGlite's first start (migrations, demo seed) takes a few seconds on a slow disk.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited before it was ready (${child.exitCode ?? child.signalCode})`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url} within 90 s`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Production refuses to start without an SMS gateway; the benches send no SMS, so they name a
 * gateway account that is never called.
 */
export const UNUSED_SMS_GATEWAY = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'bench-unused',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'bench-unused',
  ALIYUN_SMS_SIGN_NAME: 'bench',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_0',
} as const;

/**
 * The environment of the built app in production mode on a PostgreSQL database for the load benches:
 * the demo catalogue seeded, limits raised so the load is not refused, the partner platform whose
 * links sign the bench's users in.
 */
export function loadBenchEnv(databaseUrl: string, platform: string, platformSecret: string) {
  return {
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    ...UNUSED_SMS_GATEWAY,
    RATE_LIMIT_MULTIPLIER: '1000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    PLATFORM_SECRETS: `${platform}:${platformSecret}`,
  };
}

/**
 * The built app on a fresh PGlite folder loaded with the demo data (centres, catalogue, news), for
 * the browser benchmarks: as production runs it, or as `npm start` does (demo mode: the demo account
 * can log in, for the screens behind a login). The web assets served are the same either way.
 */
export function startDemoDataServer(
  port: number,
  dataDir: string,
  mode: 'production' | 'demo' = 'production',
): { server: Promise<RunningServer>; label: string } {
  const command = buildAppServer();
  const env =
    mode === 'production'
      ? { NODE_ENV: 'production', SEED_DEMO: 'true', ...UNUSED_SMS_GATEWAY }
      : { NODE_ENV: 'development' };
  const server = startServer({
    name: 'app server',
    args: mode === 'demo' ? [...command.args, '--demo'] : command.args,
    port,
    env: { ...env, LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    readyPath: '/healthz',
  });
  return { server, label: mode === 'demo' ? `${command.label} --demo` : command.label };
}

/** Bare Fastify, one route answering a small constant JSON: the ceiling of this machine and Node. */
export function startBareServer(port: number): Promise<RunningServer> {
  return startServer({
    name: 'bare Fastify server',
    args: ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    port,
    env: { NODE_ENV: 'production' },
    readyPath: '/bare',
  });
}

const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU seconds a process has used (all its threads), from /proc; undefined where /proc is missing.
 * Sampled around a run, it shows whether the server was saturated or the load generator was the limit.
 */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}
