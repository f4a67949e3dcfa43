// Test support: an Alipay open-platform app made up for a test run. Its keys are generated into a
// temporary folder (no private key is ever committed), and its settings are the environment a centre
// would set.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AlipayEmulatorKeys } from './emulator.ts';

export interface TestAlipayApp {
  /** PAYMENT_PROVIDER=alipay and every ALIPAY_* setting, PUBLIC_ORIGIN included */
  env: Record<string, string>;
  emulatorKeys: AlipayEmulatorKeys;
  appPublicKey: KeyObject;
  /** removes the temporary folder of keys */
  remove(): void;
}

export const TEST_ORIGIN = 'https://tijian.example.com';

export function testAlipayApp(gateway = 'http://127.0.0.1:9/gateway.do'): TestAlipayApp {
  const dir = mkdtempSync(path.join(tmpdir(), 'alipay-test-'));
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyFile = path.join(dir, 'app_private_key.pem');
  const alipayKeyFile = path.join(dir, 'alipay_public_key.txt');
  writeFileSync(privateKeyFile, app.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  // As Alipay's console shows it: the bare base64 of the key, no PEM lines.
  writeFileSync(alipayKeyFile, alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'));
  const appId = '2021000122671080';
  return {
    env: {
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: appId,
      ALIPAY_PRIVATE_KEY_FILE: privateKeyFile,
      ALIPAY_PUBLIC_KEY_FILE: alipayKeyFile,
      ALIPAY_GATEWAY: gateway,
      PUBLIC_ORIGIN: TEST_ORIGIN,
    },
    emulatorKeys: { appId, appPublicKey: app.publicKey, alipayPrivateKey: alipay.privateKey },
    appPublicKey: app.publicKey,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
