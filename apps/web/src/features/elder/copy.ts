// Words of booking for a parent (代家人预约, issue 24): plain, short, read aloud well.
export const consent = {
  intro:
    '家人没有智能手机？请家人同意由您代为预约、付款，并由您接收体检提醒。验证码会发到家人的手机，请家人把验证码告诉您。',
  empty: '还没有添加家人',
  addMember: '添加家人',
  noPhone: '还没有填写家人的手机号码',
  fillPhone: '填写手机号码',
  consented: (at: string, phone: string) => `家人已于${at}同意（验证码发至${phone}）`,
  notConsented: '家人还没有同意',
  sendCode: (name: string) => `发验证码到${name}的手机`,
  resend: (seconds: number) => `${seconds}秒后可重发`,
  codeSent: (phone: string) => `验证码已发送至${phone}，请向家人询问`,
  codeLabel: (name: string) => `${name}收到的验证码`,
  codePlaceholder: '请输入6位验证码',
  confirm: '家人同意，确认',
  confirmed: (name: string) => `已记录${name}的同意`,
  book: (name: string) => `为${name}预约体检`,
  withdraw: '取消授权',
  withdrawAsk: (name: string) => `取消后，${name}的体检提醒将不再发给您。确定取消吗？`,
  withdrawn: '已取消授权',
  listLabel: '家人列表',
};
