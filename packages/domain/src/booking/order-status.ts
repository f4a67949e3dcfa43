// The order state machine. Spec 4 lists the statuses and leaves the moves out; this table is the
// design (docs/booking.md explains it). Rows whose from and to are equal are actions that keep the
// status (pay starts a payment the provider's callback completes; reschedule, editItems, viewReport).
import type { Fen } from '../money.ts';
import type { OrderActor, PayType } from './types.ts';

/** Spec 4 "Order statuses": the one list; the contract's enum and the server's status sets derive from it. */
export const ORDER_STATUSES = [
  'order_submit',
  'order_pending',
  'order_hospital_payment',
  'order_hospital_examination',
  'order_analysis_report',
  'order_receive_report',
  'order_end',
  'order_apply_refund',
  'order_refund',
  'order_complete_refund',
  'order_closed',
  'order_cancel',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  order_submit: '待提交',
  order_pending: '待审核',
  order_hospital_payment: '待支付',
  order_hospital_examination: '待体检',
  order_analysis_report: '待分析报告',
  order_receive_report: '待领取报告',
  order_end: '已结束',
  order_apply_refund: '退款申请中',
  order_refund: '退款中',
  order_complete_refund: '已退款',
  order_closed: '已关闭',
  order_cancel: '已取消',
};

export type OrderAction =
  | 'confirm'
  | 'approve'
  | 'refuse'
  | 'pay'
  | 'paid'
  | 'expire'
  | 'cancel'
  | 'refund'
  | 'approveRefund'
  | 'refuseRefund'
  | 'withdrawRefund'
  | 'refunded'
  | 'checkIn'
  | 'examine'
  | 'noShow'
  | 'publishReport'
  | 'receiveReport'
  | 'reschedule'
  | 'editItems'
  | 'viewReport';

/**
 * What a move needs to know about the order's money. paid: money was taken online (cards included),
 * so leaving means a refund. owesOnline: an online order with something left to pay.
 */
export interface OrderFacts {
  paid?: boolean;
  owesOnline?: boolean;
  /** the desk scanned the order's check-in code */
  checkedIn?: boolean;
}

type Guard = 'paid' | 'unpaid' | 'owesOnline' | 'owesNothingOnline' | 'checkedIn' | 'notCheckedIn';

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus;
  actor: OrderActor;
  action: OrderAction;
  /** a row with a guard applies only when the facts given say so; without facts it never applies */
  when?: Guard;
}

const t = (
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  action: OrderAction,
  when?: Guard,
): OrderTransition => (when ? { from, to, actor, action, when } : { from, to, actor, action });

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // A quick appointment waits for the centre to confirm it.
  t('order_submit', 'order_hospital_examination', 'centre', 'confirm'),
  t('order_submit', 'order_closed', 'centre', 'refuse'),
  t('order_submit', 'order_cancel', 'user', 'cancel'),
  t('order_submit', 'order_closed', 'system', 'noShow'),
  // Doctor review: nothing is paid before approval.
  t('order_pending', 'order_hospital_payment', 'centre', 'approve', 'owesOnline'),
  t('order_pending', 'order_hospital_examination', 'centre', 'approve', 'owesNothingOnline'),
  t('order_pending', 'order_closed', 'centre', 'refuse'),
  t('order_pending', 'order_cancel', 'user', 'cancel'),
  // A review nobody decided before the exam day cannot be kept: nothing is paid, so it just closes.
  t('order_pending', 'order_closed', 'system', 'noShow'),
  t('order_pending', 'order_pending', 'user', 'reschedule'),
  t('order_pending', 'order_pending', 'user', 'editItems'),
  // Awaiting online payment.
  t('order_hospital_payment', 'order_hospital_payment', 'user', 'pay'),
  t('order_hospital_payment', 'order_hospital_examination', 'system', 'paid'),
  t('order_hospital_payment', 'order_closed', 'system', 'expire'),
  t('order_hospital_payment', 'order_cancel', 'user', 'cancel'),
  t('order_hospital_payment', 'order_hospital_payment', 'user', 'reschedule'),
  t('order_hospital_payment', 'order_hospital_payment', 'user', 'editItems'),
  // Awaiting the examination: paid orders leave through a refund, unpaid ones by cancelling.
  // The desk checks the person in on the exam day (the code on the order); only then can the exam
  // be marked done, so a report never belongs to someone who did not come.
  t('order_hospital_examination', 'order_hospital_examination', 'centre', 'checkIn', 'notCheckedIn'),
  t('order_hospital_examination', 'order_analysis_report', 'centre', 'examine', 'checkedIn'),
  t('order_hospital_examination', 'order_cancel', 'user', 'cancel', 'unpaid'),
  t('order_hospital_examination', 'order_apply_refund', 'user', 'refund', 'paid'),
  // Nobody came and nothing was paid: the sweeper closes it after the exam day.
  t('order_hospital_examination', 'order_closed', 'system', 'noShow', 'unpaid'),
  t('order_hospital_examination', 'order_hospital_examination', 'user', 'reschedule'),
  t('order_hospital_examination', 'order_hospital_examination', 'user', 'editItems', 'unpaid'),
  // Refunds: the centre decides, the provider's callback completes.
  t('order_apply_refund', 'order_refund', 'centre', 'approveRefund'),
  t('order_apply_refund', 'order_hospital_examination', 'centre', 'refuseRefund'),
  t('order_apply_refund', 'order_hospital_examination', 'user', 'withdrawRefund'),
  t('order_refund', 'order_complete_refund', 'system', 'refunded'),
  // Report.
  t('order_analysis_report', 'order_receive_report', 'centre', 'publishReport'),
  t('order_receive_report', 'order_end', 'user', 'receiveReport'),
  t('order_receive_report', 'order_end', 'centre', 'receiveReport'),
  t('order_receive_report', 'order_receive_report', 'user', 'viewReport'),
  t('order_end', 'order_end', 'user', 'viewReport'),
];

const FINAL: ReadonlySet<OrderStatus> = new Set([
  'order_end',
  'order_complete_refund',
  'order_closed',
  'order_cancel',
]);
// An order not yet examined, or whose refund may still be refused, holds its place: one per
// person and centre at a time (code -2).
const OPEN: ReadonlySet<OrderStatus> = new Set([
  'order_submit',
  'order_pending',
  'order_hospital_payment',
  'order_hospital_examination',
  'order_apply_refund',
]);

function guardHolds(guard: Guard | undefined, facts: OrderFacts | undefined): boolean {
  switch (guard) {
    case undefined:
      return true;
    case 'paid':
      return facts?.paid === true;
    case 'unpaid':
      return facts?.paid === false;
    case 'owesOnline':
      return facts?.owesOnline === true;
    case 'owesNothingOnline':
      return facts?.owesOnline === false;
    case 'checkedIn':
      return facts?.checkedIn === true;
    case 'notCheckedIn':
      return facts?.checkedIn === false;
  }
}

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL.has(status);
}

/** Counts for the "unfinished order" check (code -2). */
export function isOpenOrder(status: OrderStatus): boolean {
  return OPEN.has(status);
}

/** Bookings undone before they were used: cancelled, closed unpaid, or paid back. */
const UNDONE: ReadonlySet<OrderStatus> = new Set(['order_cancel', 'order_closed', 'order_complete_refund']);

/** Counts as one of a centre's bookings (the entrance's 已预约 and the 预约体检 tile): every order not undone. */
export function isStandingBooking(status: OrderStatus): boolean {
  return !UNDONE.has(status);
}

/** Counts towards the unpaid-order limit (code -1): an online order waiting for its payment. */
export function isUnpaid(status: OrderStatus): boolean {
  return status === 'order_hospital_payment';
}

/** Where a new order starts. */
export function initialOrderStatus(input: {
  quick: boolean;
  review: boolean;
  payType: PayType;
  payable: Fen;
}): OrderStatus {
  if (input.quick) return 'order_submit';
  if (input.review) return 'order_pending';
  return input.payType === 'online' && input.payable > 0
    ? 'order_hospital_payment'
    : 'order_hospital_examination';
}

export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  facts?: OrderFacts,
): boolean {
  return ORDER_TRANSITIONS.some(
    (r) => r.from === from && r.to === to && r.actor === actor && guardHolds(r.when, facts),
  );
}

/** The status an action leads to, or null when the actor may not do it now. */
export function nextStatus(
  from: OrderStatus,
  action: OrderAction,
  actor: OrderActor,
  facts?: OrderFacts,
): OrderStatus | null {
  const row = ORDER_TRANSITIONS.find(
    (r) => r.from === from && r.action === action && r.actor === actor && guardHolds(r.when, facts),
  );
  return row ? row.to : null;
}

const ACTOR_NAMES: Record<OrderActor, string> = { user: '预约人', centre: '体检中心', system: '系统' };

/** Why the move is refused, in Chinese, or null when it is allowed. */
export function transitionRefusal(
  from: OrderStatus,
  to: OrderStatus,
  actor: OrderActor,
  facts?: OrderFacts,
): string | null {
  if (canTransition(from, to, actor, facts)) return null;
  const rows = ORDER_TRANSITIONS.filter((r) => r.from === from && r.to === to);
  return refusalOf(from, rows, actor) ?? `${ORDER_STATUS_NAMES[from]}的订单不能变为${ORDER_STATUS_NAMES[to]}`;
}

export const ORDER_ACTION_NAMES: Record<OrderAction, string> = {
  confirm: '确认预约',
  approve: '审核通过',
  refuse: '审核不通过',
  pay: '支付',
  paid: '完成支付',
  expire: '超时关闭',
  cancel: '取消',
  refund: '申请退款',
  approveRefund: '同意退款',
  refuseRefund: '拒绝退款',
  withdrawRefund: '撤回退款申请',
  refunded: '完成退款',
  checkIn: '签到',
  examine: '完成体检',
  noShow: '爽约关闭',
  publishReport: '发布报告',
  receiveReport: '领取报告',
  reschedule: '改期',
  editItems: '修改项目',
  viewReport: '查看报告',
};

/**
 * Why an action is refused, in Chinese, or null when it is allowed. Servers ask this rather than
 * transitionRefusal because several actions keep the status (checkIn, reschedule), so the target
 * status alone cannot tell which one was meant.
 */
export function actionRefusal(
  from: OrderStatus,
  action: OrderAction,
  actor: OrderActor,
  facts?: OrderFacts,
): string | null {
  if (nextStatus(from, action, actor, facts) !== null) return null;
  const rows = ORDER_TRANSITIONS.filter((r) => r.from === from && r.action === action);
  return refusalOf(from, rows, actor) ?? `${ORDER_STATUS_NAMES[from]}的订单不能${ORDER_ACTION_NAMES[action]}`;
}

/** The message for a refused move among the table's rows that would have made it, if any. */
function refusalOf(from: OrderStatus, rows: OrderTransition[], actor: OrderActor): string | null {
  if (isFinalStatus(from)) return `订单${ORDER_STATUS_NAMES[from]}，不能再变更`;
  const mine = rows.filter((r) => r.actor === actor);
  if (mine.some((r) => r.when === 'paid')) return '订单尚未支付，不能申请退款';
  if (mine.some((r) => r.when === 'unpaid')) return '订单已支付，请申请退款';
  if (mine.some((r) => r.when === 'checkedIn')) return '订单尚未签到，不能完成体检';
  if (mine.some((r) => r.when === 'notCheckedIn')) return '该订单已签到，无需重复签到';
  if (mine.length > 0) return '订单信息不全，不能变更状态';
  const other = rows[0];
  if (other) return `该操作只能由${ACTOR_NAMES[other.actor]}完成`;
  return null;
}

/** What an actor can do now, in table order (buttons of the order screens). */
export function actionsFor(
  status: OrderStatus,
  actor: OrderActor = 'user',
  facts?: OrderFacts,
): OrderAction[] {
  const actions: OrderAction[] = [];
  for (const r of ORDER_TRANSITIONS) {
    if (r.from === status && r.actor === actor && guardHolds(r.when, facts) && !actions.includes(r.action)) {
      actions.push(r.action);
    }
  }
  return actions;
}

/** One sentence per status: what it means for the person and what happens next (order screens). */
export const ORDER_STATUS_MEANINGS: Record<OrderStatus, string> = {
  order_submit: '预约已提交，等待体检中心确认，确认后即可按约定日期到院体检。',
  order_pending: '订单正在等待医生审核，审核通过后即可支付或按约定日期到院体检。',
  order_hospital_payment: '订单尚未支付，请在支付期限内完成支付，超时订单将自动关闭。',
  order_hospital_examination: '请在预约日期按时到院，体检当日向前台出示签到码。',
  order_analysis_report: '体检已完成，医生正在分析您的检查结果，报告出具后会通知您。',
  order_receive_report: '体检报告已出具，您可以在线查看报告。',
  order_end: '本次体检已全部完成，感谢您的信任。',
  order_apply_refund: '退款申请已提交，等待体检中心审核。',
  order_refund: '体检中心已同意退款，款项正在原路退回。',
  order_complete_refund: '退款已完成，款项已原路退回，体检卡金额已退回卡内。',
  order_closed: '订单已关闭，占用的名额和优惠已释放，如需体检请重新预约。',
  order_cancel: '订单已取消，如需体检请重新预约。',
};
