// The payment pages' copy, apart from the submit screen's (copy.ts), so that screen's first load does
// not carry it.
export const payment = {
  title: '在线支付',
  amount: '支付金额',
  orderNo: '订单编号',
  merchant: '收款方',
  deadline: (time: string) => `请在 ${time} 内完成支付，超时订单将自动取消`,
  expired: '支付已超时，订单已取消',
  local: '本机支付',
  qr: '扫码支付',
  confirm: '确认支付',
  paid: '支付成功',
  sandbox: '沙箱支付（演示环境，不会真实扣款）',
  qrHint: '请使用另一部手机扫描二维码完成支付',
  waiting: '等待支付…',
  badLink: '支付链接无效',
  toOrders: '查看订单',
  closed: '该订单已关闭',
  confirming: '支付结果确认中，请稍候…',
  cancelled: '已取消支付',
  failed: '支付未完成，请重试',
  providers: '支付方式',
  /** each provider's name on its choice */
  provider: { wechatpay: '微信支付', alipay: '支付宝支付', sandbox: '沙箱支付' } as Record<string, string>,
} as const;
