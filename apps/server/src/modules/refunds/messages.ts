// The refunds' own Chinese messages; the quote's refusals (unpaid, nothing to give back, already
// open, the state machine's) come from the domain.
import { RefundMessages } from '@tijian/domain';

export const RefundErrors = {
  orderNotFound: '该订单不存在',
  notFound: '该订单没有退款申请',
  refundNotFound: '该退款单不存在',
  alreadyOpen: RefundMessages.alreadyOpen,
  inProgress: '退款申请正在处理，请稍后查看退款进度',
  notWithdrawable: '体检中心已处理该退款申请，不能撤销',
  nothingToWithdraw: '该订单没有可撤销的退款申请',
  /** deciding a refund already decided otherwise (or withdrawn) */
  decided: (status: 'refunding' | 'refunded' | 'refused' | 'withdrawn') =>
    status === 'withdrawn'
      ? '用户已撤销该退款申请'
      : status === 'refused'
        ? '该退款申请已拒绝，不能再同意退款'
        : '该退款申请已同意退款，不能再拒绝',
  /** a provider's notification of a refund not yet approved: it is sent again later */
  notApproved: '该退款尚未批准，请稍后再通知',
  noPayment: '未找到该订单的在线支付记录，无法原路退款',
  onlineOff: '暂不支持在线退款',
  unknownProvider: '未知的支付渠道',
  badSignature: '退款通知验签失败',
  wrongAmount: '退款金额与申请金额不符',
} as const;

/** The notes written to the order's status history. */
export const RefundNotes = {
  applied: (reason: string) => `申请退款：${reason}`,
  withdrawn: '用户撤销退款申请',
  approved: '体检中心同意退款',
  refused: (reason: string) => `体检中心拒绝退款：${reason}`,
  refunded: '退款完成',
} as const;
