import { describe, expect, it } from 'vitest';
import { debugMessage, ErrorCode, httpStatusMessage, isAuthTimeoutCode } from './error-codes.ts';

describe('isAuthTimeoutCode', () => {
  it.each(['token,valid', 'token,clientId', 'login,not', 'login_not', '401'])(
    'treats %s as timed out',
    (code) => {
      expect(isAuthTimeoutCode(code)).toBe(true);
    },
  );

  it.each([ErrorCode.ok, ErrorCode.kickout, ErrorCode.smsCode, ''])(
    'does not treat %s as timed out',
    (code) => {
      expect(isAuthTimeoutCode(code)).toBe(false);
    },
  );
});

describe('debugMessage', () => {
  it('keeps the text after the first colon only', () => {
    expect(debugMessage('NullPointer:订单不存在:请重试')).toBe('订单不存在:请重试');
    expect(debugMessage('debug：库存不足')).toBe('库存不足');
  });

  it('keeps a text without a colon whole', () => {
    expect(debugMessage('系统繁忙')).toBe('系统繁忙');
  });
});

describe('httpStatusMessage', () => {
  it.each([
    [403, '系统访问被禁止'],
    [405, '系统访问被禁止'],
    [404, '系统通讯异常'],
    [502, '系统通讯异常'],
    [503, '系统通讯异常'],
    [414, 'URI异常'],
    [500, '系统内部错误'],
    [504, '网络连接超时'],
    [undefined, '网络连接超时'],
    [418, '系统内部错误!'],
  ])('maps %s to %s', (status, message) => {
    expect(httpStatusMessage(status)).toBe(message);
  });
});
