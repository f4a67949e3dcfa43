import type { ParentConsent } from '@tijian/contract';
import { maskPhone, optionOf, RELATIONS } from '@tijian/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { AuthService } from '../auth/service.ts';
import type { FamilyService } from '../family/service.ts';
import type { UsersService } from '../users/service.ts';
import { parentConsentsRepository as repo } from './repository.ts';
import type { ParentConsentRow } from './schema.ts';

export interface ParentConsentsDeps {
  db: Db;
  clock: () => Date;
  family: Pick<FamilyService, 'detail'>;
  auth: Pick<AuthService, 'sendPurposeCode' | 'checkPurposeCode'>;
  users: Pick<UsersService, 'profile'>;
}

const toWire = (row: ParentConsentRow): ParentConsent => ({
  memberId: row.familyMemberId,
  name: row.name,
  relation: optionOf(RELATIONS, row.relationCode)?.name ?? '其他',
  mobilePhone: maskPhone(row.mobilePhone),
  consentedAt: row.consentedAt.toISOString(),
});

/** Who is asked is one of the account's family members, on the phone recorded for them. */
async function memberToAsk(deps: ParentConsentsDeps, userId: number, memberId: number) {
  const member = await deps.family.detail(userId, memberId);
  const phone = member.boCellPhoneNo;
  if (!phone) throw invalid('请先为该家人填写手机号码，验证码将发送到该手机');
  // A family member always has one (the family path requires it); the wire type allows none.
  if (!member.idCardNo) throw invalid('请先为该家人填写身份证号');
  const own = await deps.users.profile(userId);
  if (own.mobilePhone === phone) throw invalid('该家人的手机号与本人相同，请填写家人本人的手机号码');
  return { member, phone };
}

/**
 * Booking for a parent who has no smartphone: the parent agrees by reading out the code their phone
 * received; the consent (who, when, to which phone) is recorded, and while it stands the reminders of
 * that person's orders booked by this account go to this account's phone as well (notices module).
 */
export function createParentConsentsService(deps: ParentConsentsDeps) {
  const { db, clock, auth } = deps;
  return {
    async list(userId: number): Promise<ParentConsent[]> {
      return (await repo.ofUser(db, userId)).map(toWire);
    },

    async sendCode(userId: number, memberId: number, clientAddress: string) {
      const { phone } = await memberToAsk(deps, userId, memberId);
      const sent = await auth.sendPurposeCode({
        mobilePhone: phone,
        clientAddress,
        purpose: 'parent-consent',
        deliver: true,
      });
      return { countdown: sent.countdown, mobilePhone: maskPhone(phone) };
    },

    async confirm(userId: number, memberId: number, code: string): Promise<ParentConsent> {
      const { member, phone } = await memberToAsk(deps, userId, memberId);
      await auth.checkPurposeCode({ mobilePhone: phone, code, purpose: 'parent-consent' });
      const row = await repo.save(db, {
        userId,
        familyMemberId: member.id,
        idCardNo: member.idCardNo!.toUpperCase(),
        name: member.callName,
        relationCode: member.relationCode,
        mobilePhone: phone,
        consentedAt: clock(),
      });
      return toWire(row);
    },

    async withdraw(userId: number, memberId: number): Promise<null> {
      if (!(await repo.remove(db, userId, memberId))) throw notFound('未找到该家人的授权');
      return null;
    },

    /**
     * Which of these orders' examinees agreed to be booked for by the order's account: the keys
     * `${userId}:${idCardNo}` that have a consent (the notices module adds the booker as a recipient).
     */
    async consented(
      people: readonly { userId: number; idCardNo: string }[],
      tx: DbOrTx = db,
    ): Promise<Set<string>> {
      const rows = await repo.covering(
        tx,
        people.map((p) => ({ userId: p.userId, idCardNo: p.idCardNo.toUpperCase() })),
      );
      return new Set(rows.map((r) => consentKey(r)));
    },
  };
}

export const consentKey = (p: { userId: number; idCardNo: string }) =>
  `${p.userId}:${p.idCardNo.toUpperCase()}`;

export type ParentConsentsService = ReturnType<typeof createParentConsentsService>;
