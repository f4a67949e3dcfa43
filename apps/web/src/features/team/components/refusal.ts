import { type OrderCode, OrderCodes, orderCodeMessage } from '@tijian/domain';
import type { SubmitTeamOrderResult } from '../api/submit-team-order.ts';

const SPEC_CODES: readonly number[] = Object.values(OrderCodes);

/** A refused submit as the server words it; the spec's words for -1/-2/-3 when it sent none. */
export function refusalOf(result: SubmitTeamOrderResult, date: string): string {
  if (result.message) return result.message;
  return SPEC_CODES.includes(result.code) ? orderCodeMessage(result.code as OrderCode, date) : '';
}
