import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorization,
  jsapiPaySign,
  messageOf,
  openResource,
  parseAuthorization,
  responseMessage,
  rsaSign,
  rsaVerify,
  sealResource,
} from './signing.ts';

// Keys made for the test: WeChat's documentation shows its signatures with a merchant key it does not
// publish, so its examples fix the signed texts and the header layout, and the signatures are checked
// by round trip with a generated pair.
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('WeChat Pay API v3 signatures', () => {
  it('builds the request text of the documentation’s example (GET /v3/certificates)', () => {
    // 签名生成: HTTP method, URL path with query, timestamp, nonce, body, each followed by \n.
    expect(messageOf('GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', '')).toBe(
      'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    );
  });

  it('writes the Authorization header in the documentation’s layout, verifiable with the merchant’s public key', () => {
    const header = authorization(
      {
        mchId: '1900009191',
        serialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
        privateKey: merchant.privateKey,
      },
      { method: 'GET', pathWithQuery: '/v3/certificates', body: '' },
      1554208460,
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    );
    expect(header).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="[A-Za-z0-9+/=]{344}",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"$/,
    );
    const fields = parseAuthorization(header)!;
    const text = 'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n';
    expect(rsaVerify(merchant.publicKey, text, fields.signature!)).toBe(true);
    expect(rsaVerify(other.publicKey, text, fields.signature!)).toBe(false);
    expect(rsaVerify(merchant.publicKey, text.replace('GET', 'POST'), fields.signature!)).toBe(false);
  });

  it('signs a POST with its body byte for byte', () => {
    const body = '{"appid":"wxd678efh567hg6787","mchid":"1230000109","description":"体检 中文"}';
    const header = authorization(
      { mchId: '1230000109', serialNo: 'S', privateKey: merchant.privateKey },
      { method: 'POST', pathWithQuery: '/v3/pay/transactions/jsapi', body },
      1700000000,
      'N',
    );
    const signature = parseAuthorization(header)!.signature!;
    expect(
      rsaVerify(
        merchant.publicKey,
        messageOf('POST', '/v3/pay/transactions/jsapi', '1700000000', 'N', body),
        signature,
      ),
    ).toBe(true);
    expect(
      rsaVerify(
        merchant.publicKey,
        messageOf('POST', '/v3/pay/transactions/jsapi', '1700000000', 'N', `${body} `),
        signature,
      ),
    ).toBe(false);
  });

  it('verifies answers and notifications over timestamp, nonce and body (签名验证)', () => {
    const body = '{"prepay_id":"wx26112221580621e9b071c00d9e093b0000"}';
    const text = responseMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', body);
    expect(text).toBe(`1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n${body}\n`);
    const signature = rsaSign(other.privateKey, text);
    expect(rsaVerify(other.publicKey, text, signature)).toBe(true);
    expect(rsaVerify(other.publicKey, text.replace('wx26', 'wx27'), signature)).toBe(false);
    expect(rsaVerify(other.publicKey, text, 'not base64 at all')).toBe(false);
  });

  it('signs the JSAPI pay parameters of the documentation’s example (appId, timeStamp, nonceStr, package)', () => {
    const params = {
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
    };
    const paySign = jsapiPaySign(merchant.privateKey, params);
    expect(
      rsaVerify(
        merchant.publicKey,
        'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n',
        paySign,
      ),
    ).toBe(true);
  });
});

describe('notification resources (AEAD_AES_256_GCM with the API v3 key)', () => {
  const key = '0123456789abcdef0123456789abcdef';

  it('opens the published vectors (wechatpay-axios-plugin’s AES-GCM tests)', () => {
    // Key and nonce as UTF-8 text, ciphertext base64 with the 16-byte tag at its end.
    const at = (ciphertext: string, aad: string) =>
      openResource(key, {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext,
        nonce: '0123456789abcdef',
        associated_data: aad,
      });
    expect(at('APoZlYpivU3HjbAiB4CvW1rAFr8J', 'world')).toBe('hello');
    expect(at('GvpmmdtYwexXIPhySs9Tlg==', '')).toBe('');
  });

  it('seals as WeChat does, and refuses a resource altered, with other data, or under another key', () => {
    const sealed = sealResource(
      key,
      '{"out_trade_no":"1217752501201407033233368018"}',
      'fdasflkja484',
      'transaction',
    );
    expect(openResource(key, sealed)).toBe('{"out_trade_no":"1217752501201407033233368018"}');
    const bytes = Buffer.from(sealed.ciphertext, 'base64');
    bytes[3] = bytes[3]! ^ 1;
    expect(() => openResource(key, { ...sealed, ciphertext: bytes.toString('base64') })).toThrow();
    expect(() => openResource(key, { ...sealed, associated_data: 'refund' })).toThrow();
    expect(() => openResource('fedcba9876543210fedcba9876543210', sealed)).toThrow();
    expect(() => openResource(key, { ...sealed, algorithm: 'AEAD_SM4_GCM' })).toThrow();
    expect(() => openResource(key, { ...sealed, ciphertext: 'AAAA' })).toThrow();
  });
});
