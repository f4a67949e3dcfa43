// Whose reports an account reads, from what it proved: the orders it booked and paid for, and the
// people it linked (its own claim, a family member's confirmation, a guardian's link in force).
import { maskPhone, optionOf, RELATIONS } from '@tijian/domain';
import type { FamilyService } from '../family/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { UsersService } from '../users/service.ts';
import type { Reader, ReportRow } from './repository.ts';

export interface ReaderDeps {
  users: Pick<UsersService, 'profile'>;
  orders: Pick<OrdersService, 'idsBookedBy'>;
  family: { reportLinks: Pick<FamilyService['reportLinks'], 'inForce'> };
}

export const SELF = '本人';
/** A report of an order this account booked for someone it neither is (by its profile) nor linked. */
const BOOKED = '我预约的';
const SELF_CODE = 'self';

export interface ReaderOf extends Reader {
  /** the account's phone, masked, as the access log names it */
  maskedPhone: string;
  /** whose the report is, as the list and the detail name it */
  relationOf(row: ReportRow): string;
}

/**
 * A report is published only for an order that was checked in and examined, which a centre does once
 * it is paid (online before, or at its desk), so the orders an account booked are the ones it paid for.
 */
export async function readerOf({ users, orders, family }: ReaderDeps, userId: number): Promise<ReaderOf> {
  const [profile, links, booked] = await Promise.all([
    users.profile(userId),
    family.reportLinks.inForce(userId),
    orders.idsBookedBy(userId),
  ]);
  const relationName = (code: string) =>
    code === SELF_CODE ? SELF : (optionOf(RELATIONS, code)?.name ?? '其他');
  const bookedIds = new Set(booked);
  const isProfile = (row: ReportRow) =>
    profile.idCardNo?.toUpperCase() === row.idCardNo && profile.name === row.name;
  return {
    userId,
    booked,
    links: links.map((l) => ({ idCardNo: l.idCardNo, name: l.name, mobilePhone: l.mobilePhone })),
    maskedPhone: maskPhone(profile.mobilePhone),
    relationOf(row) {
      const link =
        links.find((l) => l.idCardNo === row.idCardNo && l.mobilePhone === row.mobilePhone) ??
        links.find((l) => l.idCardNo === row.idCardNo);
      if (row.orderId !== null && bookedIds.has(row.orderId) && isProfile(row)) return SELF;
      if (link) return relationName(link.relationCode);
      return isProfile(row) ? SELF : BOOKED;
    },
  };
}
