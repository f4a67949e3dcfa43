// How an account comes to read reports it did not book: by proving control of the phone the centre
// recorded for them. Claiming makes them its own (本人); a family link is the member's confirmation,
// or a guardian's for a minor. What a stranger types (ID number, name, phone) is answered alike
// whether or not any report matches: a code goes out only when one does, and only that phone's holder
// can go on.
import type { BodyOf, ReportShare, reports as reportsContract } from '@tijian/contract';
import { maskIdCard, maskPhone, optionOf, RELATIONS } from '@tijian/domain';
import { invalid, notFound } from '../../http/app-error.ts';
import { SELF_RELATION } from '../family/report-links.ts';
import { SELF } from './reader.ts';
import { type RecordedPerson, reportsRepository as repo } from './repository.ts';
import type { ReportsDeps } from './service.ts';

type LinkBody = BodyOf<typeof reportsContract.linkFamilyReports>;
type ClaimBody = BodyOf<typeof reportsContract.claimReports>;

/** Enough for a household; stops one account from collecting people by the dozen. */
export const MAX_REPORT_LINKS = 20;
/** Phones a person's exams were recorded with over the years. */
export const MAX_CLAIMS = 10;

const relationName = (code: string) =>
  code === SELF_RELATION ? SELF : (optionOf(RELATIONS, code)?.name ?? '其他');

export function createReportProofs(
  { db, users, auth, family }: ReportsDeps,
  { readable }: { readable(userId: number, id: number): Promise<{ row: { idCardNo: string } }> },
) {
  const links = family.reportLinks;

  /** The code goes out only when the phone was recorded for this person; the answer is the same. */
  async function sendCode(
    person: RecordedPerson,
    clientAddress: string,
    purpose: 'report-claim' | 'family-report',
  ) {
    const recorded = await repo.countRecorded(db, person);
    return auth.sendPurposeCode({
      mobilePhone: person.mobilePhone,
      clientAddress,
      purpose,
      deliver: recorded > 0,
    });
  }

  /** Refuses before any code is spent: what is refused here depends only on this account. */
  async function checkRoom(userId: number, idCardNo: string, self: boolean) {
    const mine = await links.ofUser(userId);
    const same = mine.filter((l) => (l.relationCode === SELF_RELATION) === self);
    if (same.some((l) => l.idCardNo === idCardNo)) return;
    if (self && same.length >= MAX_CLAIMS) throw invalid(`最多可认领${MAX_CLAIMS}个手机号登记的报告`);
    if (!self && same.length >= MAX_REPORT_LINKS) throw invalid(`最多可关联${MAX_REPORT_LINKS}位家人的报告`);
  }

  async function checkNotSelf(userId: number, idCardNo: string) {
    const profile = await users.profile(userId);
    if (profile.idCardNo?.toUpperCase() === idCardNo) throw invalid('本人的报告请通过“认领报告”添加');
  }

  /** Spends the try first (as the login does), then counts: the phone is proven from here on. */
  async function provenCount(
    person: RecordedPerson,
    code: string,
    purpose: 'report-claim' | 'family-report',
  ) {
    await auth.checkPurposeCode({ mobilePhone: person.mobilePhone, code, purpose });
    return repo.countRecorded(db, person);
  }

  const personOf = (b: RecordedPerson): RecordedPerson => ({
    idCardNo: b.idCardNo,
    name: b.name,
    mobilePhone: b.mobilePhone,
  });

  return {
    sendClaimCode(body: RecordedPerson, clientAddress: string) {
      return sendCode(personOf(body), clientAddress, 'report-claim');
    },

    /** The reports of this person recorded with this phone become the account's own. */
    async claim(userId: number, body: ClaimBody) {
      const person = personOf(body);
      await checkRoom(userId, person.idCardNo, true);
      const count = await provenCount(person, body.msgCode, 'report-claim');
      if (count === 0) throw invalid('未找到可认领的报告，请核对姓名和身份证号');
      await links.save({ userId, ...person, relationCode: SELF_RELATION });
      return {
        name: person.name,
        identityCardNo: maskIdCard(person.idCardNo),
        mobilePhone: maskPhone(person.mobilePhone),
        reportCount: count,
      };
    },

    async sendFamilyCode(userId: number, body: RecordedPerson, clientAddress: string) {
      await checkNotSelf(userId, body.idCardNo);
      return sendCode(personOf(body), clientAddress, 'family-report');
    },

    /** The member's confirmation (the code went to the phone recorded for their exams), or a guardian's. */
    async link(userId: number, body: LinkBody) {
      const person = personOf(body);
      await checkNotSelf(userId, person.idCardNo);
      await checkRoom(userId, person.idCardNo, false);
      const count = await provenCount(person, body.msgCode, 'family-report');
      if (count === 0) throw invalid('未找到该家人的体检报告，请核对姓名和身份证号');
      const { guardian } = await links.save({ userId, ...person, relationCode: body.relationCode });
      return {
        name: person.name,
        relation: relationName(body.relationCode),
        identityCardNo: maskIdCard(person.idCardNo),
        reportCount: count,
        guardian,
      };
    },

    /** Removes the account's links to a person, named by the ID number or by one of their reports. */
    async unlink(
      userId: number,
      by: { idCardNo?: string | undefined; id?: number | undefined },
    ): Promise<null> {
      let idCardNo = by.idCardNo;
      if (idCardNo === undefined && by.id !== undefined)
        idCardNo = (await readable(userId, by.id)).row.idCardNo;
      if (idCardNo === undefined || !(await links.removePerson(userId, idCardNo))) {
        throw notFound('未找到已关联的家人');
      }
      return null;
    },

    /** Other accounts' access proven with this account's phone: its holder sees them and may withdraw. */
    async shares(userId: number): Promise<ReportShare[]> {
      const { mobilePhone } = await users.profile(userId);
      const rows = await links.toPhone(mobilePhone, userId);
      const holders = new Map<number, string>();
      for (const id of new Set(rows.map((l) => l.userId))) {
        holders.set(id, maskPhone((await users.profile(id)).mobilePhone));
      }
      return rows.map((l) => ({
        id: l.id,
        account: holders.get(l.userId)!,
        name: l.name,
        identityCardNo: maskIdCard(l.idCardNo),
        relation: relationName(l.relationCode),
        guardian: l.adultOn !== null,
        linkedAt: l.linkedAt.toISOString(),
      }));
    },

    async withdrawShare(userId: number, id: number): Promise<null> {
      const { mobilePhone } = await users.profile(userId);
      if (!(await links.withdraw(id, mobilePhone, userId))) throw notFound('未找到该授权');
      return null;
    },
  };
}
