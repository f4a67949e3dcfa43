// What each envelope failure code means, for the OpenAPI document: which operations answer it and
// what a client does about it. The codes are the domain's (spec 8) and the server's own few.
import { ErrorCode, OrderCodes, orderCodeMessage } from '@tijian/domain';

export interface FailureCode {
  code: string;
  /** What happened and what the client does, for the reader of the document. */
  meaning: string;
  /** An `error` text the server answers with it. */
  example: string;
  /** The example's name in the document, when the code's own name (`login,not` → LoginNot) means another case. */
  name?: string;
}

const failure = (code: string, meaning: string, example: string, name?: string): FailureCode =>
  name ? { code, meaning, example, name } : { code, meaning, example };

/** Any operation may answer these. */
export const commonFailures: readonly FailureCode[] = [
  failure(
    ErrorCode.paramInvalid,
    '参数不正确、缺少或格式不对（含无法解析的请求体）：error 说明要改什么，给用户看',
    '请选择体检中心',
  ),
  failure(
    ErrorCode.notFound,
    '所指的对象不存在或不属于本人（中心、订单、资讯…）',
    '未找到该体检中心，请重新选择',
  ),
  failure(ErrorCode.systemError, '暂时的故障（如短信网关不可用）：稍后重试', '系统繁忙，请稍后再试'),
];

/** Operations that need a customer session answer these without one. */
export const sessionFailures: readonly FailureCode[] = [
  failure(ErrorCode.loginNot, '需要登录，请求未带会话（token 头或 cookie）：请用户登录', '请先登录'),
  failure(
    ErrorCode.tokenInvalid,
    '会话未知、已退出或 30 天未用而过期：请用户重新登录',
    '登录已失效，请重新登录',
  ),
  failure(
    ErrorCode.kickout,
    '同一账号已在其他设备登录，本会话已结束：提示用户，必要时修改密码',
    '您的账号已在其他设备登录，如非本人操作，请及时修改密码',
  ),
];

/** Operations of the centres' staff answer these without a valid operator session or role. */
export const operatorFailures: readonly FailureCode[] = [
  failure('operator,login', '需要工作人员登录（x-operator-token），或会话已失效', '请先登录工作人员账号'),
  failure('operator,forbidden', '当前工作人员的角色或所属中心无权做此操作', '无权操作该体检中心'),
  failure(
    'operator,totp',
    '所在中心要求两步验证而本人尚未绑定动态验证码：本会话只能绑定（totp/setup、totp/confirm），绑定后再操作',
    '所在中心要求两步验证，请先绑定动态验证码',
  ),
  failure(
    'operator,conflict',
    '所改的记录在页面显示之后已被他人修改，本次未写入：刷新后重试',
    '数据已被他人修改，请刷新后重试',
  ),
];

const totpCodeWrong = failure(
  'operator,code',
  '动态验证码错误或已使用过（同一验证码只能用一次）',
  '动态验证码错误或已使用，请输入验证器上的新验证码',
);

const smsFrequent = failure(
  ErrorCode.smsFrequent,
  '同一手机号 59 秒内只能发送一次验证码',
  '验证码发送太频繁，请59秒后再试',
);
const smsLimit = failure(
  ErrorCode.smsLimit,
  '该手机号或当前网络今日获取验证码次数已达上限',
  '该手机号今日获取验证码次数已达上限，请明天再试',
);
const smsCode = failure(ErrorCode.smsCode, '短信验证码错误', '短信验证码错误');
const smsExpired = failure(
  ErrorCode.smsExpired,
  '短信验证码已过期、已使用，或错误 5 次后作废：重新获取',
  '验证码已失效，请重新获取',
);
const loginLocked = failure(
  ErrorCode.loginLocked,
  '失败 10 次后该账号（或当前网络）暂时锁定',
  '登录失败次数过多，已临时锁定，请15分钟后再试',
);
const paySign = failure('pay,sign', '支付机构通知的签名不正确，通知未被处理', '支付通知验签失败');
const wechatConfig = failure(
  'wechat,config',
  '服务端未配置微信公众号',
  '未配置微信公众号，暂不能使用微信功能',
);

/** What particular operations answer besides the common codes, by operation id. */
export const operationFailures: Readonly<Record<string, readonly FailureCode[]>> = {
  sendSmsCode: [
    failure(
      ErrorCode.smsPicCode,
      '图形验证码错误或已过期：刷新图形验证码',
      '图形验证码错误或已过期，请重新输入',
    ),
    smsFrequent,
    smsLimit,
  ],
  login: [
    smsCode,
    smsExpired,
    failure(ErrorCode.loginPassword, '手机号或密码错误', '手机号或密码错误'),
    failure(
      ErrorCode.loginPicCode,
      '该手机号登录失败 5 次后须带图形验证码（picValidateCode），或图形验证码错误',
      '登录失败次数较多，请输入图形验证码',
    ),
    loginLocked,
  ],
  operatorLogin: [
    failure('operator,login', '工作人员账号或密码错误', '账号或密码错误', 'OperatorBadCredentials'),
    loginLocked,
  ],
  operatorLoginTotp: [
    failure(
      'operator,login',
      '登录验证已过期或已使用：重新输入账号和密码',
      '验证已过期，请重新登录',
      'OperatorChallengeGone',
    ),
    totpCodeWrong,
    loginLocked,
  ],
  operatorTotpConfirm: [totpCodeWrong, loginLocked],
  operatorChangePassword: [loginLocked],
  partnerLogin: [
    failure(
      ErrorCode.platformSign,
      '合作平台链接签名不正确、已过期或已使用',
      '登录链接已过期，请从合作平台重新进入',
    ),
  ],
  changePassword: [failure(ErrorCode.passwordOld, '原密码不正确，或尚未设置密码', '原密码不正确')],
  sendFamilyReportCode: [smsFrequent, smsLimit],
  linkFamilyReports: [smsCode, smsExpired],
  getJssdkSignature: [wechatConfig],
  activateHealthCard: [
    failure(
      ErrorCode.tooMany,
      '同一账号或同一卡号1小时内已尝试10次：暂停尝试，不再比对密码，窗口结束后再试',
      '卡号或密码错误次数过多，请60分钟后再试',
      'HealthCardTries',
    ),
  ],
  paymentNotify: [paySign],
  refundNotify: [paySign],
};

/** The answers of the refusals made before an operation runs (HTTP 403, 413, 429, 500). */
export const crossSiteRefused = failure(
  ErrorCode.paramInvalid,
  '只带 cookie 的改变状态的请求不是来自本站页面',
  '请求来源不正确，请在本站页面内操作',
);
export const payloadTooLarge = failure(ErrorCode.paramInvalid, '请求体过大', '请求内容过大');
export const tooManyRequests = failure(
  ErrorCode.tooMany,
  '同一客户端地址请求过于频繁',
  '请求过于频繁，请60秒后再试',
);
export const serverFault = failure(ErrorCode.systemError, '服务端故障', '系统繁忙，请稍后再试');

/** `data.code` of the order answers (spec 8): 0 done, or why not, with `data.message` to show. */
export const orderAnswerCodes = [
  { code: 0, meaning: '成功' },
  ...Object.values(OrderCodes).map((code) => ({ code, meaning: orderCodeMessage(code, '{日期}') })),
] as const;
