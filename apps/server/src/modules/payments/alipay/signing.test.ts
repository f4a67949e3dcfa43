import { generateKeyPairSync } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { describe, expect, it } from 'vitest';
import {
  dateOfShanghai,
  fenOfYuan,
  NOTICE_UNSIGNED,
  REQUEST_UNSIGNED,
  rsa2Sign,
  rsa2Verify,
  shanghaiText,
  signContent,
  yuanText,
} from './signing.ts';

// Alipay's RSA2 rule (开放平台 · 签名): the parameters sorted by name, empty ones and `sign` left out
// (a notification also leaves out `sign_type`), joined as k=v&…, signed SHA256withRSA in base64.
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const sdk = new AlipaySdk({
  appId: '2014072300007148',
  privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  keyType: 'PKCS8',
  alipayPublicKey: alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
});

describe('the text Alipay signs', () => {
  it('is the documentation’s request example: sorted, sign left out, sign_type kept', () => {
    // The worked example of the open platform's signing page (alipay.mobile.public.menu.add).
    const params = {
      method: 'alipay.mobile.public.menu.add',
      charset: 'GBK',
      sign_type: 'RSA2',
      timestamp: '2014-07-24 03:07:50',
      biz_content: '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"}]}',
      sign: 'left-out',
      version: '1.0',
      app_id: '2014072300007148',
      app_auth_token: '',
    };
    expect(signContent(params, REQUEST_UNSIGNED)).toBe(
      'app_id=2014072300007148&biz_content={"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"}]}' +
        '&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0',
    );
  });

  it('of a notification leaves out sign and sign_type, and keeps values as they arrived', () => {
    const notice = {
      gmt_create: '2015-06-11 22:33:46',
      charset: 'utf-8',
      subject: '北京朝阳健康体检中心 TJ20261122000001',
      sign: 'left-out',
      notify_id: '4a91b7a78a503640467525113fb7d8bg8e',
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      app_id: '2014072300007148',
      sign_type: 'RSA2',
      total_amount: '398.00',
      trade_no: '2015061121001004400068549373',
      out_trade_no: '0c3a5f0e8b9d4c2a9e1f7b6d5c4a3b2e',
    };
    expect(signContent(notice, NOTICE_UNSIGNED)).toBe(
      'app_id=2014072300007148&charset=utf-8&gmt_create=2015-06-11 22:33:46' +
        '&notify_id=4a91b7a78a503640467525113fb7d8bg8e&notify_type=trade_status_sync' +
        '&out_trade_no=0c3a5f0e8b9d4c2a9e1f7b6d5c4a3b2e&subject=北京朝阳健康体检中心 TJ20261122000001' +
        '&total_amount=398.00&trade_no=2015061121001004400068549373&trade_status=TRADE_SUCCESS',
    );
  });
});

describe('RSA2 signatures, checked against the official SDK', () => {
  it('a notification we sign as Alipay does verifies with the SDK; an altered one does not', () => {
    const notice: Record<string, string> = {
      app_id: '2014072300007148',
      notify_type: 'trade_status_sync',
      out_trade_no: '0c3a5f0e8b9d4c2a9e1f7b6d5c4a3b2e',
      trade_no: '2015061121001004400068549373',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '398.00',
      subject: '体检 100%',
      sign_type: 'RSA2',
    };
    notice.sign = rsa2Sign(alipayKeys.privateKey, signContent(notice, NOTICE_UNSIGNED));
    // The form as posted and read back: the SDK's V2 check takes the values as they are.
    const posted = Object.fromEntries(new URLSearchParams(new URLSearchParams(notice).toString()));
    expect(sdk.checkNotifySignV2(posted)).toBe(true);
    expect(sdk.checkNotifySignV2({ ...posted, total_amount: '3.98' })).toBe(false);
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = { ...notice, sign: rsa2Sign(forger.privateKey, signContent(notice, NOTICE_UNSIGNED)) };
    expect(sdk.checkNotifySignV2(forged)).toBe(false);
  });

  it('the SDK’s signed request verifies with our reading of the rule', () => {
    const url = sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      notifyUrl: 'https://tijian.example.com/m/pay/notify/alipay',
      bizContent: {
        out_trade_no: 'a1',
        total_amount: '398.00',
        subject: '体检',
        product_code: 'QUICK_WAP_WAY',
      },
    });
    const params = Object.fromEntries(new URL(url).searchParams);
    expect(params).toMatchObject({
      method: 'alipay.trade.wap.pay',
      sign_type: 'RSA2',
      app_id: '2014072300007148',
    });
    expect(rsa2Verify(keys.publicKey, signContent(params, REQUEST_UNSIGNED), params.sign!)).toBe(true);
    expect(
      rsa2Verify(keys.publicKey, signContent({ ...params, total: '1' }, REQUEST_UNSIGNED), params.sign!),
    ).toBe(false);
  });
});

describe('amounts and times as Alipay writes them', () => {
  it('yuan with two decimals to and from fen, exactly', () => {
    expect(yuanText(39_800)).toBe('398.00');
    expect(yuanText(1)).toBe('0.01');
    expect(yuanText(12_345)).toBe('123.45');
    expect(fenOfYuan('398.00')).toBe(39_800);
    expect(fenOfYuan('0.01')).toBe(1);
    for (const bad of ['398', '398.0', '398.001', '-1.00', '1e3', '', undefined])
      expect(fenOfYuan(bad)).toBeNull();
  });

  it('times in China’s time', () => {
    const at = new Date('2026-11-22T02:03:04Z');
    expect(shanghaiText(at)).toBe('2026-11-22 10:03:04');
    expect(dateOfShanghai('2026-11-22 10:03:04')).toEqual(at);
    expect(dateOfShanghai('yesterday')).toBeNull();
  });
});
