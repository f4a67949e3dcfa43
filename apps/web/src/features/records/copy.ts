// The Chinese texts of the medical card and purchase record pages. The kinds, states and channels are
// named by the server, so every screen says the same words.
export const medicalCards = {
  /** spec 9: the hint when the account has no card */
  empty: '请先在医院挂号收费窗口办理实名就诊卡或官微注册电子就诊卡。',
  patient: '就诊人',
  cardNo: '卡号',
} as const;

export const medicalCard = {
  centre: '就诊医院',
  patient: '就诊人',
  cardNo: '卡号',
  patientNo: '门诊号',
  idCardNo: '身份证号',
  phone: '手机号',
  code: '就诊卡码',
  codeHint: '就诊或体检时，请在挂号收费窗口出示此码',
  notFound: '该就诊卡不存在',
  toList: '返回就诊卡列表',
} as const;

export const purchases = {
  paidAt: '支付时间',
  amount: '实付金额',
  examinee: '体检人',
  holder: '持卡人',
} as const;

export const purchase = {
  amount: '实付金额',
  refunded: '已退金额',
  what: '购买内容',
  centre: '体检中心',
  examinee: '体检人',
  orderNo: '订单编号',
  examDate: '体检时间',
  orderStatus: '订单状态',
  cardPaid: '体检卡支付',
  coupon: '电子券',
  payments: '支付记录',
  channel: '支付方式',
  payStatus: '支付状态',
  paidAt: '支付时间',
  tradeNo: '交易单号',
  refunds: '退款记录',
  noRefunds: '暂无退款',
  refundNo: '退款单号',
  refundAmount: '退回支付账户',
  refundCards: '退回体检卡余额',
  refundStatus: '退款状态',
  appliedAt: '申请时间',
  refundedAt: '到账时间',
  toOrder: '查看订单',
  kind: '类型',
  holder: '持卡人',
  purchaseNo: '购买单号',
  cardNo: '健康卡号',
  toCard: '查看健康卡',
  toRedeem: '查看核销码',
  notFound: '该购买记录不存在',
  toList: '返回购买记录',
} as const;
