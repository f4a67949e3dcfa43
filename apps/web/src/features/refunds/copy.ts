// The refund pages' Chinese texts. The reasons, the refusals and the timeline's step texts come from
// the domain (and the server), so every screen says the same words.
export const apply = {
  title: '退款申请',
  order: '订单信息',
  amounts: '退款金额',
  online: '退回支付账户',
  cards: '退回体检卡余额',
  coupon: (name: string) => `电子券“${name}”`,
  couponBack: '退回账户，可再次使用',
  couponKept: '已过期，不予退回',
  reason: '退款原因',
  remark: '补充说明（选填）',
  remarkPlaceholder: '请描述退款原因，最多200字',
  submit: '提交申请',
  confirm: '确定申请退款吗？体检中心审核通过后，款项将原路退回。',
  chooseReason: '请选择退款原因',
  back: '返回订单',
  progress: '查看退款进度',
} as const;

export const succeed = {
  title: '申请已提交',
  description: '您的退款申请已提交，请等待体检中心审核。',
  next: [
    '体检中心将在1-3个工作日内审核您的申请；',
    '审核通过后，在线支付的款项原路退回，体检卡金额退回卡内余额，未过期的电子券退回账户；',
    '审核前您可以在退款进度中撤销申请，订单恢复为待体检。',
  ],
  progress: '查看退款进度',
  toOrders: '返回订单列表',
} as const;

export const detail = {
  title: '退款详情',
  status: '退款状态',
  refundNo: '退款单号',
  orderNo: '订单编号',
  centre: '体检中心',
  examinee: '体检人',
  date: '体检日期',
  online: '退回支付账户',
  cards: '退回体检卡余额',
  coupon: '电子券',
  couponBack: '退回账户',
  reason: '退款原因',
  remark: '补充说明',
  refuseReason: '拒绝原因',
  progress: '退款进度',
  withdraw: '撤销申请',
  withdrawConfirm: '确定撤销退款申请吗？撤销后订单恢复为待体检。',
  withdrawn: '已撤销退款申请',
  toOrder: '查看订单',
} as const;
