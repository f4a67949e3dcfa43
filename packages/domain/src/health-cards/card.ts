// A health card's validity and what is left of its services (issue 19). Dates are Shanghai calendar
// days (YYYY-MM-DD), as the card's expiry is printed and as the server's shanghaiDate gives today.
import { shanghaiDate } from '../booking/slots.ts';
import type { HealthCardService } from './types.ts';

/** How a card reads on screen: not yet activated, usable, or past its last day. */
export type HealthCardDisplayState = 'inactive' | 'usable' | 'expired';

export const HEALTH_CARD_STATE_NAMES: Record<HealthCardDisplayState, string> = {
  inactive: '未激活',
  usable: '可使用',
  expired: '已过期',
};

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by `days` whole days. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The card's last valid day: a card of `validityDays` days serves from the (Shanghai) day it is
 * activated through that many days, the day of activation counted as the first (a 365-day card
 * activated on 2026-11-22 serves through 2027-11-21).
 */
export function healthCardExpiry(activatedAt: Date, validityDays: number): string {
  return addCalendarDays(shanghaiDate(activatedAt), Math.max(1, Math.floor(validityDays)) - 1);
}

/** An activated card is usable through its last day, expired after; a printed one waits inactive. */
export function healthCardState(
  card: { state: 'inactive' | 'active'; expiresOn: string | null },
  today: string,
): HealthCardDisplayState {
  if (card.state !== 'active') return 'inactive';
  return card.expiresOn !== null && today > card.expiresOn ? 'expired' : 'usable';
}

export interface ServiceLeft extends HealthCardService {
  used: number;
  /** uses left; null: unlimited while the card is valid (times 0) */
  left: number | null;
}

/** Each service with its uses counted and what is left: times less uses, never below 0. */
export function servicesLeft(
  services: readonly HealthCardService[],
  uses: readonly { serviceCode: string }[],
): ServiceLeft[] {
  return services.map((service) => {
    const used = uses.filter((u) => u.serviceCode === service.code).length;
    return {
      ...service,
      used,
      left: service.times === 0 ? null : Math.max(0, service.times - used),
    };
  });
}
