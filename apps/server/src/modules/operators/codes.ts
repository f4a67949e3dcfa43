import { AppError } from '../../http/app-error.ts';

/**
 * Codes of the operator API's own refusals (no spec code covers staff). `conflict` is for every
 * operator write that carries the version its screen saw: someone else changed the record meanwhile.
 */
export const OperatorCodes = {
  login: 'operator,login',
  forbidden: 'operator,forbidden',
  conflict: 'operator,conflict',
  /** a centre of theirs requires the second factor and they have none: only the enrolment is open */
  totpRequired: 'operator,totp',
  totpCode: 'operator,code',
} as const;

export const OperatorMessages = {
  loginRequired: '请先登录工作人员账号',
  badCredentials: '账号或密码错误',
  forbidden: '无权操作该体检中心',
  accountStopped: '账号已停用，请联系中心管理员',
  conflict: '数据已被他人修改，请刷新后重试',
  challengeGone: '验证已过期，请重新登录',
  totpRequired: '所在中心要求两步验证，请先绑定动态验证码',
  totpCodeWrong: '动态验证码错误或已使用，请输入验证器上的新验证码',
  totpAlreadyEnrolled: '已绑定动态验证码；如需更换，请联系中心管理员清除后重新绑定',
  totpSetupFirst: '请先获取动态验证码密钥',
  oldPasswordWrong: '原密码不正确',
  samePassword: '新密码不能与原密码相同',
} as const;

/** The answer to a write whose screen was stale: nothing was written. */
export const conflictError = () => new AppError(OperatorCodes.conflict, OperatorMessages.conflict);
