import { actionsFor, type OrderAction, type OrderFacts } from '@tijian/domain';
import type { OrderRow } from './repository.ts';

/**
 * What the domain's transition table needs to know about an order's money and check-in. Cards are
 * money taken too: an order a card paid for leaves through a refund, not a cancel.
 */
export function factsOf(
  row: Pick<OrderRow, 'paid' | 'cardPaid' | 'payType' | 'payable' | 'checkedInAt'>,
): Required<OrderFacts> {
  return {
    paid: row.paid > 0 || row.cardPaid > 0,
    owesOnline: row.payType === 'online' && row.paid < row.payable,
    checkedIn: row.checkedInAt !== null,
  };
}

/** The moves the person may make now, in table order (the buttons of the order screens). */
export function userActionsOf(row: Parameters<typeof factsOf>[0] & Pick<OrderRow, 'status'>): OrderAction[] {
  return actionsFor(row.status, 'user', factsOf(row));
}
