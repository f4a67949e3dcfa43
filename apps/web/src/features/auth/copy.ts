// This feature's page copy, kept with the feature so that the entry chunk carries none of it. What
// the shell and the shared components say stays in @/shared/lib/copy.ts.

export const login = {
  smsTab: '短信登录',
  passwordTab: '密码登录',
  phonePlaceholder: '请输入手机号码',
  imageCodePlaceholder: '请输入图形验证码',
  imageCodeAlt: '图形验证码',
  imageCodeRefresh: '看不清？点击图片换一张',
  smsCodePlaceholder: '请输入短信验证码',
  sendSms: '获取验证码',
  sent: (seconds: number) => `已发送(${seconds})`,
  resend: '重新发送',
  smsSent: '验证码已发送',
  passwordPlaceholder: '请输入密码',
  phoneLabel: '手机号',
  passwordLabel: '密码',
  imageCodeLabel: '图形验证码',
  smsCodeLabel: '短信验证码',
  submit: '登录',
  failed: '登录失败',
} as const;

export const platformLogin = { failed: '登录链接无效或已过期', toLogin: '去登录' } as const;
