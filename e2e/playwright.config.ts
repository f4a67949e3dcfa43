import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 8091);
const dataDir = path.resolve(import.meta.dirname, '.e2e-data');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Screenshots the journeys take land in ./artifacts (kept by CI, not committed).
  // The longest journeys (the self-chosen path: ~20 screens) take 40–60 s on a quiet 2-core machine;
  // a busy one must not turn them into time-outs.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'phone', use: { browserName: 'chromium' } }],
  webServer: {
    // The app exactly as `npm start` runs it (built SPA + compiled API from `npm run build`), on a fresh
    // embedded database.
    command: `rm -rf "${dataDir}" && node --enable-source-maps ../apps/server/dist/main.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // The journeys read SMS codes from the development outbox and log in as the demo account.
      DEMO_MODE: 'true',
      // Every journey comes from 127.0.0.1, faster than a person: ten times the per-address limits.
      RATE_LIMIT_MULTIPLIER: '10',
      // A WeChat official account whose OAuth page is the server's own stand-in, so the journeys can
      // follow a WeChat authorisation end to end without leaving this machine.
      WECHAT_APPID: 'wx-e2e-demo',
      WECHAT_FAKE: 'true',
      WECHAT_OAUTH_URL: '/m/dev/wechat/authorize',
    },
  },
});
