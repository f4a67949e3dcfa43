// Business codes of the order answer (spec 8) and the unpaid-order limits.
import { MAX_UNPAID_ORDERS } from '../constants.ts';

export { MAX_UNPAID_ORDERS };

/** An unpaid online order releases its slot, coupon and card debit after this long (configurable on the server). */
export const UNPAID_ORDER_TTL_MINUTES = 30;

export const OrderCodes = {
  tooManyUnpaid: -1,
  unfinished: -2,
  dateFull: -3,
} as const;

export type OrderCode = (typeof OrderCodes)[keyof typeof OrderCodes];

/** The text for a code; date is the booked day, YYYY-MM-DD (yyyyMMdd is accepted and rewritten). */
export function orderCodeMessage(code: OrderCode, date?: string): string {
  switch (code) {
    case OrderCodes.tooManyUnpaid:
      return `您未支付的订单已超过${MAX_UNPAID_ORDERS}个`;
    case OrderCodes.unfinished:
      return '您已有未支付/未完成的体检订单';
    case OrderCodes.dateFull:
      return `${displayDate(date)}预约已满，请选择其他日期`;
  }
}

function displayDate(date: string | undefined): string {
  if (date === undefined) return '';
  return /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}` : date;
}
