import { describe, expect, it } from 'vitest';
import { fen } from '../money.ts';
import {
  actionRefusal,
  actionsFor,
  canTransition,
  initialOrderStatus,
  isFinalStatus,
  isOpenOrder,
  isStandingBooking,
  isUnpaid,
  nextStatus,
  ORDER_ACTION_NAMES,
  ORDER_STATUS_MEANINGS,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  transitionRefusal,
} from './order-status.ts';

const paid = { paid: true };
const unpaid = { paid: false };

describe('ORDER_STATUS_NAMES', () => {
  it('names every status in Chinese', () => {
    expect(Object.keys(ORDER_STATUS_NAMES).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUS_NAMES.order_hospital_payment).toBe('待支付');
    expect(ORDER_STATUS_NAMES.order_hospital_examination).toBe('待体检');
    expect(ORDER_STATUS_NAMES.order_pending).toBe('待审核');
    for (const name of Object.values(ORDER_STATUS_NAMES)) expect(name).toMatch(/^[\u4e00-\u9fff]+$/);
  });
});

describe('ORDER_TRANSITIONS', () => {
  it('leaves no final status and reaches every status from a start', () => {
    for (const row of ORDER_TRANSITIONS) expect(isFinalStatus(row.from) && row.from !== row.to).toBe(false);
    const reached = new Set([
      'order_submit',
      'order_pending',
      'order_hospital_payment',
      'order_hospital_examination',
    ]);
    for (let grown = true; grown; ) {
      grown = false;
      for (const row of ORDER_TRANSITIONS) {
        if (reached.has(row.from) && !reached.has(row.to)) {
          reached.add(row.to);
          grown = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('has no two rows for the same move', () => {
    const keys = ORDER_TRANSITIONS.map((r) => `${r.from}>${r.to}:${r.actor}:${r.action}:${r.when ?? ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('initialOrderStatus', () => {
  const order = { quick: false, review: false, payType: 'online' as const, payable: fen(100) };

  it('waits for payment online, for the examination at the centre or with nothing to pay', () => {
    expect(initialOrderStatus(order)).toBe('order_hospital_payment');
    expect(initialOrderStatus({ ...order, payable: fen(0) })).toBe('order_hospital_examination');
    expect(initialOrderStatus({ ...order, payType: 'onhospital' })).toBe('order_hospital_examination');
  });

  it('waits for the doctor on review and for the centre on a quick appointment', () => {
    expect(initialOrderStatus({ ...order, review: true })).toBe('order_pending');
    expect(initialOrderStatus({ ...order, quick: true, review: true })).toBe('order_submit');
  });
});

describe('moves', () => {
  it('pays, expires or cancels an unpaid online order', () => {
    expect(nextStatus('order_hospital_payment', 'paid', 'system')).toBe('order_hospital_examination');
    expect(nextStatus('order_hospital_payment', 'expire', 'system')).toBe('order_closed');
    expect(nextStatus('order_hospital_payment', 'cancel', 'user')).toBe('order_cancel');
    expect(nextStatus('order_hospital_payment', 'paid', 'user')).toBeNull();
  });

  it('lets the centre approve a reviewed order towards payment or the examination, or refuse it', () => {
    expect(nextStatus('order_pending', 'approve', 'centre', { owesOnline: true })).toBe(
      'order_hospital_payment',
    );
    expect(nextStatus('order_pending', 'approve', 'centre', { owesOnline: false })).toBe(
      'order_hospital_examination',
    );
    expect(nextStatus('order_pending', 'approve', 'centre')).toBeNull();
    expect(nextStatus('order_pending', 'refuse', 'centre')).toBe('order_closed');
    expect(nextStatus('order_pending', 'approve', 'user', { owesOnline: false })).toBeNull();
  });

  it('cancels an unpaid order awaiting the examination, refunds a paid one', () => {
    expect(nextStatus('order_hospital_examination', 'cancel', 'user', unpaid)).toBe('order_cancel');
    expect(nextStatus('order_hospital_examination', 'cancel', 'user', paid)).toBeNull();
    expect(nextStatus('order_hospital_examination', 'refund', 'user', paid)).toBe('order_apply_refund');
    expect(nextStatus('order_hospital_examination', 'refund', 'user', unpaid)).toBeNull();
    expect(nextStatus('order_hospital_examination', 'cancel', 'user')).toBeNull();
  });

  it('runs a refund to its end, or back when refused or withdrawn', () => {
    expect(nextStatus('order_apply_refund', 'approveRefund', 'centre')).toBe('order_refund');
    expect(nextStatus('order_apply_refund', 'refuseRefund', 'centre')).toBe('order_hospital_examination');
    expect(nextStatus('order_apply_refund', 'withdrawRefund', 'user')).toBe('order_hospital_examination');
    expect(nextStatus('order_refund', 'refunded', 'system')).toBe('order_complete_refund');
  });

  it('goes from the examination to the report and the end', () => {
    expect(nextStatus('order_hospital_examination', 'examine', 'centre', { checkedIn: true })).toBe(
      'order_analysis_report',
    );
    expect(nextStatus('order_analysis_report', 'publishReport', 'centre')).toBe('order_receive_report');
    expect(nextStatus('order_receive_report', 'receiveReport', 'user')).toBe('order_end');
    expect(nextStatus('order_submit', 'confirm', 'centre')).toBe('order_hospital_examination');
  });

  it('agrees with canTransition', () => {
    expect(canTransition('order_hospital_payment', 'order_hospital_examination', 'system')).toBe(true);
    expect(canTransition('order_hospital_payment', 'order_hospital_examination', 'user')).toBe(false);
    expect(canTransition('order_end', 'order_apply_refund', 'user', paid)).toBe(false);
  });
});

describe('transitionRefusal', () => {
  it('is null for an allowed move', () => {
    expect(transitionRefusal('order_hospital_payment', 'order_cancel', 'user')).toBeNull();
  });

  it('explains a finished order, a move of someone else and a money condition', () => {
    expect(transitionRefusal('order_cancel', 'order_hospital_payment', 'user')).toBe(
      '订单已取消，不能再变更',
    );
    expect(transitionRefusal('order_hospital_payment', 'order_hospital_examination', 'user')).toBe(
      '该操作只能由系统完成',
    );
    expect(transitionRefusal('order_pending', 'order_closed', 'user')).toBe('该操作只能由体检中心完成');
    expect(transitionRefusal('order_hospital_examination', 'order_apply_refund', 'user', unpaid)).toBe(
      '订单尚未支付，不能申请退款',
    );
    expect(transitionRefusal('order_hospital_examination', 'order_cancel', 'user', paid)).toBe(
      '订单已支付，请申请退款',
    );
    expect(transitionRefusal('order_pending', 'order_hospital_payment', 'centre')).toBe(
      '订单信息不全，不能变更状态',
    );
    expect(transitionRefusal('order_hospital_payment', 'order_end', 'user')).toBe(
      '待支付的订单不能变为已结束',
    );
  });
});

describe('actionsFor', () => {
  it('lists what the person can do in each status', () => {
    expect(actionsFor('order_hospital_payment')).toEqual(['pay', 'cancel', 'reschedule', 'editItems']);
    expect(actionsFor('order_hospital_examination', 'user', unpaid)).toEqual([
      'cancel',
      'reschedule',
      'editItems',
    ]);
    expect(actionsFor('order_hospital_examination', 'user', paid)).toEqual(['refund', 'reschedule']);
    expect(actionsFor('order_receive_report')).toEqual(['receiveReport', 'viewReport']);
    expect(actionsFor('order_end')).toEqual(['viewReport']);
    expect(actionsFor('order_closed')).toEqual([]);
  });

  it('lists the centre and system moves', () => {
    expect(actionsFor('order_pending', 'centre', { owesOnline: true })).toEqual(['approve', 'refuse']);
    expect(actionsFor('order_hospital_payment', 'system')).toEqual(['paid', 'expire']);
  });
});

describe('isOpenOrder and isUnpaid', () => {
  it('counts orders not yet examined (or whose refund may be refused) as open', () => {
    const open = ORDER_STATUSES.filter(isOpenOrder);
    expect(open).toEqual([
      'order_submit',
      'order_pending',
      'order_hospital_payment',
      'order_hospital_examination',
      'order_apply_refund',
    ]);
  });

  it('counts every order as a booking except those cancelled, closed unpaid or refunded', () => {
    expect(ORDER_STATUSES.filter((s) => !isStandingBooking(s))).toEqual([
      'order_complete_refund',
      'order_closed',
      'order_cancel',
    ]);
    // An examined order, and one whose refund is only asked for, still stand.
    expect(isStandingBooking('order_end')).toBe(true);
    expect(isStandingBooking('order_apply_refund')).toBe(true);
  });

  it('counts only orders awaiting online payment as unpaid', () => {
    expect(ORDER_STATUSES.filter(isUnpaid)).toEqual(['order_hospital_payment']);
  });

  it('knows the final statuses', () => {
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual([
      'order_end',
      'order_complete_refund',
      'order_closed',
      'order_cancel',
    ]);
  });
});

describe('ORDER_STATUS_MEANINGS', () => {
  it('tells the person in one Chinese sentence what each status means', () => {
    expect(Object.keys(ORDER_STATUS_MEANINGS).sort()).toEqual([...ORDER_STATUSES].sort());
    for (const meaning of Object.values(ORDER_STATUS_MEANINGS)) {
      expect(meaning).toMatch(/^[\u4e00-\u9fff，、]+。$/);
      expect(meaning.match(/。/g)).toHaveLength(1);
    }
    expect(ORDER_STATUS_MEANINGS.order_hospital_examination).toContain('签到码');
  });

  it('names every action in Chinese', () => {
    for (const row of ORDER_TRANSITIONS) expect(ORDER_ACTION_NAMES[row.action]).toMatch(/^[\u4e00-\u9fff]+$/);
  });
});

describe('check-in and examination', () => {
  it('checks an order awaiting the exam in once, and marks it examined only after that', () => {
    expect(nextStatus('order_hospital_examination', 'checkIn', 'centre', { checkedIn: false })).toBe(
      'order_hospital_examination',
    );
    expect(nextStatus('order_hospital_examination', 'checkIn', 'centre', { checkedIn: true })).toBeNull();
    expect(nextStatus('order_hospital_examination', 'examine', 'centre', { checkedIn: false })).toBeNull();
    expect(nextStatus('order_hospital_examination', 'examine', 'centre')).toBeNull();
    expect(nextStatus('order_hospital_payment', 'checkIn', 'centre', { checkedIn: false })).toBeNull();
    expect(actionsFor('order_hospital_examination', 'centre', { checkedIn: false })).toEqual(['checkIn']);
    expect(actionsFor('order_hospital_examination', 'centre', { checkedIn: true })).toEqual(['examine']);
  });

  it('closes unpaid orders nobody came for, never a paid one', () => {
    expect(nextStatus('order_hospital_examination', 'noShow', 'system', unpaid)).toBe('order_closed');
    expect(nextStatus('order_hospital_examination', 'noShow', 'system', paid)).toBeNull();
    expect(nextStatus('order_submit', 'noShow', 'system')).toBe('order_closed');
    expect(nextStatus('order_pending', 'noShow', 'system')).toBe('order_closed');
    expect(nextStatus('order_hospital_payment', 'noShow', 'system')).toBeNull();
  });
});

describe('actionRefusal', () => {
  it('is null for an allowed action', () => {
    expect(actionRefusal('order_hospital_payment', 'cancel', 'user')).toBeNull();
    expect(actionRefusal('order_hospital_examination', 'checkIn', 'centre', { checkedIn: false })).toBeNull();
  });

  it('says why, in Chinese, by the action rather than the target status', () => {
    expect(actionRefusal('order_hospital_examination', 'cancel', 'user', paid)).toBe(
      '订单已支付，请申请退款',
    );
    expect(actionRefusal('order_hospital_examination', 'examine', 'centre', { checkedIn: false })).toBe(
      '订单尚未签到，不能完成体检',
    );
    expect(actionRefusal('order_hospital_examination', 'checkIn', 'centre', { checkedIn: true })).toBe(
      '该订单已签到，无需重复签到',
    );
    expect(actionRefusal('order_cancel', 'cancel', 'user')).toBe('订单已取消，不能再变更');
    expect(actionRefusal('order_pending', 'approve', 'user')).toBe('该操作只能由体检中心完成');
    expect(actionRefusal('order_hospital_payment', 'checkIn', 'centre')).toBe('待支付的订单不能签到');
    expect(actionRefusal('order_analysis_report', 'cancel', 'user')).toBe('待分析报告的订单不能取消');
  });
});
