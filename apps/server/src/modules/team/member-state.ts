// Where a roster place stands, from its team orders' statuses: what the employee's list and the HR
// roster both show. An undone order (cancelled, closed, refunded) leaves the place invited again.
import type { company, team } from '@tijian/contract';
import { isStandingBooking, type OrderStatus } from '@tijian/domain';

export type MemberState = team.TeamMembership['state'];

export const MEMBER_STATE_NAMES: Record<MemberState, string> = {
  invited: '未预约',
  booked: '已预约',
  examined: '已体检',
  reportReady: '报告已出',
};

export function stateOfStatus(status: OrderStatus | undefined): MemberState {
  if (status === undefined || !isStandingBooking(status)) return 'invited';
  if (status === 'order_analysis_report') return 'examined';
  if (status === 'order_receive_report' || status === 'order_end') return 'reportReady';
  return 'booked';
}

/** The order that decides a place's state: its newest standing one (newest first in `orders`). */
export function decidingOrder<T extends { status: OrderStatus }>(orders: readonly T[]): T | undefined {
  return orders.find((o) => isStandingBooking(o.status));
}

export type RosterState = company.RosterPerson['state'];
