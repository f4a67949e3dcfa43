// Test support: a merchant made up for a test run. Its keys are generated into a temporary folder
// (no private key is ever committed), and its settings are the environment a centre would set.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EmulatorKeys } from './emulator.ts';

export interface TestMerchant {
  /** PAYMENT_PROVIDER=wechatpay and every WECHATPAY_* setting, PUBLIC_ORIGIN included */
  env: Record<string, string>;
  emulatorKeys: EmulatorKeys;
  merchantPublicKey: KeyObject;
  /** removes the temporary folder of keys */
  remove(): void;
}

export const TEST_ORIGIN = 'https://tijian.example.com';

export function testMerchant(baseUrl = 'http://127.0.0.1:9'): TestMerchant {
  const dir = mkdtempSync(path.join(tmpdir(), 'wechatpay-test-'));
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyFile = path.join(dir, 'apiclient_key.pem');
  const platformKeyFile = path.join(dir, 'pub_key.pem');
  writeFileSync(privateKeyFile, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
  });
  writeFileSync(platformKeyFile, platform.publicKey.export({ type: 'spki', format: 'pem' }));
  const ids = {
    appId: 'wx1234567890abcdef',
    mchId: '1900000109',
    serialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    platformPublicKeyId: 'PUB_KEY_ID_0119000001092025112600000000000001',
    apiV3Key: 'Tj7Xq2LmN9pR4sV8wY1zB5cE3fH6kA0d',
  };
  return {
    env: {
      PAYMENT_PROVIDER: 'wechatpay',
      WECHATPAY_APP_ID: ids.appId,
      WECHATPAY_MCH_ID: ids.mchId,
      WECHATPAY_MCH_SERIAL_NO: ids.serialNo,
      WECHATPAY_PRIVATE_KEY_FILE: privateKeyFile,
      WECHATPAY_API_V3_KEY: ids.apiV3Key,
      WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: platformKeyFile,
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: ids.platformPublicKeyId,
      WECHATPAY_BASE_URL: baseUrl,
      PUBLIC_ORIGIN: TEST_ORIGIN,
    },
    emulatorKeys: {
      ...ids,
      merchantPublicKey: merchant.publicKey,
      platformPrivateKey: platform.privateKey,
    },
    merchantPublicKey: merchant.publicKey,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
