// Exclusive (value-added) services on the submit screen (spec 3, spec 5).
import type { Fen } from '../money.ts';
import type { ExclusiveService, PayType } from './types.ts';

export const NO_SERVICE_MESSAGE = '专属服务暂不支持选择';
/** Services depend on the day (canVip), so the date comes first; the spec names the hint, not its text. */
export const SERVICE_DATE_FIRST_MESSAGE = '请先选择体检日期，再选择专属服务';

export function serviceNotOfferedMessage(item: string): string {
  return `您当前选择的体检日期，不提供 “${item}” 服务`;
}

/**
 * The services to offer: the plan's total within minPrice..maxPrice inclusive, supported, with a
 * positive limit, and payable the way the person pays (online and both always fit).
 */
export function listableServices(
  services: ExclusiveService[],
  total: Fen,
  payType: PayType | null,
): ExclusiveService[] {
  return services.filter(
    (s) =>
      s.minPrice <= total &&
      total <= s.maxPrice &&
      s.isSupport === 1 &&
      s.limitNumber > 0 &&
      (s.payment === 'online' || s.payment === 'both' || s.payment === payType),
  );
}

/** Why the service cannot be chosen now, or null: no date yet, or the date has no place for it. */
export function serviceChoiceRefusal(service: ExclusiveService, dateChosen: boolean): string | null {
  if (!dateChosen) return SERVICE_DATE_FIRST_MESSAGE;
  return service.canVip <= 0 ? serviceNotOfferedMessage(service.item) : null;
}
