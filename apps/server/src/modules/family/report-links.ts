import { adultOn, isMinorOn, shanghaiDate } from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { type ReportLinkRow, reportLinksRepository as repo } from './report-links-repository.ts';

export type { ReportLinkRow };

/** The relation code of an account's claim of its own reports. */
export const SELF_RELATION = 'self';

export interface ReportLinkInput {
  userId: number;
  idCardNo: string;
  name: string;
  relationCode: string;
  mobilePhone: string;
}

/**
 * The people an account proved it may read the reports of (the reports module proves them; the
 * orders module asks whom the account may know about). A link made while its member is a minor is
 * a guardian's and lapses on the member's 18th birthday: from then on the member decides.
 */
export function createReportLinks({ db, clock }: { db: Db; clock: () => Date }) {
  const today = () => shanghaiDate(clock());
  return {
    /** Every link of the account, with whether it is still in force. */
    async ofUser(userId: number): Promise<(ReportLinkRow & { inForce: boolean })[]> {
      const day = today();
      return (await repo.ofUser(db, userId)).map((l) => ({
        ...l,
        inForce: l.adultOn === null || l.adultOn > day,
      }));
    },

    inForce(userId: number): Promise<ReportLinkRow[]> {
      return repo.inForce(db, userId, today());
    },

    /** Whether the account proved this person: its own claim or a family link in force. */
    knows(userId: number, idCardNo: string): Promise<boolean> {
      return repo.covers(db, userId, idCardNo, today());
    },

    /** Saves (or renews) a proven link; a minor's is the guardian's. Answers whether it is. */
    async save(link: ReportLinkInput): Promise<{ guardian: boolean }> {
      const guardian = link.relationCode !== SELF_RELATION && isMinorOn(link.idCardNo, today());
      await repo.save(db, { ...link, adultOn: guardian ? adultOn(link.idCardNo) : null, linkedAt: clock() });
      return { guardian };
    },

    removePerson(userId: number, idCardNo: string): Promise<boolean> {
      return repo.removePerson(db, userId, idCardNo);
    },

    /** Other accounts' links proven with this phone, which its holder may withdraw. */
    toPhone(mobilePhone: string, exceptUserId: number): Promise<ReportLinkRow[]> {
      return repo.toPhone(db, mobilePhone, exceptUserId);
    },

    withdraw(id: number, mobilePhone: string, exceptUserId: number): Promise<boolean> {
      return repo.withdraw(db, id, mobilePhone, exceptUserId);
    },
  };
}

export type ReportLinks = ReturnType<typeof createReportLinks>;
