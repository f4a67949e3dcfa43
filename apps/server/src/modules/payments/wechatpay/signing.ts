import {
  createCipheriv,
  createDecipheriv,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

// WeChat Pay API v3's cryptography, with Node's crypto alone (README, dependency notes): requests are
// signed with the merchant's RSA key (SHA256withRSA, PKCS#1 v1.5), answers and notifications verified
// with the platform public key, and notification resources sealed with the API v3 key (AES-256-GCM).

/** The signature scheme named in the Authorization header. */
export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** WeChat's signed text: each part followed by a newline, the last one too. */
export const messageOf = (...parts: readonly string[]) => parts.map((p) => `${p}\n`).join('');

export function rsaSign(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

export function rsaVerify(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** A 32-character random string, as WeChat's nonces are. */
export const nonce = () => randomBytes(16).toString('hex').toUpperCase();

export interface MerchantKey {
  mchId: string;
  /** the serial number of the merchant's API certificate */
  serialNo: string;
  privateKey: KeyObject;
}

/**
 * The Authorization header of a request: the method, the path with its query, a timestamp, a nonce
 * and the body exactly as sent, signed with the merchant's key.
 */
export function authorization(
  merchant: MerchantKey,
  request: { method: string; pathWithQuery: string; body: string },
  timestamp: number,
  nonceStr: string,
): string {
  const message = messageOf(request.method, request.pathWithQuery, String(timestamp), nonceStr, request.body);
  const signature = rsaSign(merchant.privateKey, message);
  return `${AUTH_SCHEME} mchid="${merchant.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`;
}

/** The fields of an Authorization header (what the emulator checks); null when it is not one. */
export function parseAuthorization(header: string): Record<string, string> | null {
  if (!header.startsWith(`${AUTH_SCHEME} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

/** The signed text of an answer or a notification: its timestamp, nonce and body. */
export const responseMessage = (timestamp: string, nonceStr: string, body: string) =>
  messageOf(timestamp, nonceStr, body);

/** The JSAPI pay parameters' signature: the app id, timestamp, nonce and package, signed by the merchant. */
export function jsapiPaySign(
  privateKey: KeyObject,
  params: { appId: string; timeStamp: string; nonceStr: string; package: string },
): string {
  return rsaSign(privateKey, messageOf(params.appId, params.timeStamp, params.nonceStr, params.package));
}

/** A notification's sealed resource. */
export interface SealedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
}

const TAG_BYTES = 16;

/**
 * Opens a sealed resource with the API v3 key: AES-256-GCM, the key and nonce as UTF-8 text, the
 * ciphertext base64 with its 16-byte tag at the end. Throws when it was tampered with.
 */
export function openResource(apiV3Key: string | KeyObject, resource: SealedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${resource.algorithm}`);
  const sealed = Buffer.from(resource.ciphertext, 'base64');
  if (sealed.length < TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    typeof apiV3Key === 'string' ? Buffer.from(apiV3Key, 'utf8') : apiV3Key,
    Buffer.from(resource.nonce, 'utf8'),
  );
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** Seals a resource as WeChat does (the emulator's notifications). */
export function sealResource(
  apiV3Key: string,
  plaintext: string,
  nonceStr: string,
  associatedData: string,
): SealedResource {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonceStr, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    nonce: nonceStr,
    associated_data: associatedData,
  };
}
