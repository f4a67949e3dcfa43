// The response codes and texts of spec section 8, so the server raises and the web
// recognises exactly the same strings.

export const ErrorCode = {
  ok: '000000',
  loginNot: 'login,not',
  tokenInvalid: 'token,valid',
  kickout: 'login,kickout',
  paramInvalid: 'param,invalid',
  smsPicCode: 'sms,picCode',
  smsFrequent: 'sms,frequent',
  smsLimit: 'sms,limit',
  smsCode: 'sms,code',
  smsExpired: 'sms,expired',
  loginPassword: 'login,password',
  /** Login needs (or got a wrong) picture code: too many failures for this phone. */
  loginPicCode: 'login,picCode',
  /** Too many failures: the phone (or the client address) is locked for a while. */
  loginLocked: 'login,locked',
  /** Too many requests from this client address. */
  tooMany: 'request,limit',
  passwordOld: 'password,old',
  platformSign: 'platform,sign',
  notFound: 'not,found',
  systemError: 'system,error',
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

// Older backends spell the same "session gone" condition several ways; all send the user to login.
export const AUTH_TIMEOUT_CODES: readonly string[] = [
  'token,valid',
  'token,clientId',
  'login,not',
  'login_not',
  '401',
];

export function isAuthTimeoutCode(code: string): boolean {
  return AUTH_TIMEOUT_CODES.includes(code);
}

// Debug errors carry a technical prefix before the colon that users should not see;
// the full-width colon is accepted because Chinese texts often use it.
export function debugMessage(error: string): string {
  const match = /[:：]/.exec(error);
  return match ? error.slice(match.index + 1) : error;
}

export function httpStatusMessage(status: number | undefined): string {
  switch (status) {
    case 403:
    case 405:
      return '系统访问被禁止';
    case 404:
    case 502:
    case 503:
      return '系统通讯异常';
    case 414:
      return 'URI异常';
    case 500:
      return '系统内部错误';
    case 504:
    case undefined:
      return '网络连接超时';
    default:
      return '系统内部错误!';
  }
}

export const Messages = {
  authTimeout: '您的授权已超时，请重新登录',
  authTimeoutButton: '立即登录',
  kickout: '您的账号已在其他设备登录，如非本人操作，请及时修改密码',
  kickoutButton: '重新登录',
  underDevelopment: '正在开发中',
  notFoundPage: '404 Not Found Page',
  chooseCentreFirst: '请先选择体检中心',
  emptyList: '当前列表为空',
  loading: '加载中....',
  redirecting: '跳转中....',
} as const;
