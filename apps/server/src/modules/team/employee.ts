// The employee's side of company check-ups (contract team.ts): proving a roster place, the places of
// the account, what a place offers, its days and its orders. Every place is read through the account
// that proved it: another account's memberId answers as a missing one.
import { type BodyOf, team } from '@tijian/contract';
import {
  ErrorCode,
  fen,
  maskIdCard,
  maskName,
  maskPhone,
  normaliseIdCard,
  ORDER_STATUS_NAMES,
  type Product,
  productPrice,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { AppError, invalid, notFound } from '../../http/app-error.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { CentresService } from '../centres/service.ts';
import type { OrderRow, OrdersService } from '../orders/service.ts';
import type { ScheduleService } from '../schedule/service.ts';
import { decidingOrder, MEMBER_STATE_NAMES, stateOfStatus } from './member-state.ts';
import { TeamServerMessages } from './messages.ts';
import {
  type CompanyRow,
  type GradeRow,
  type MemberRow,
  teamRepository as repo,
  type TeamOrderRow,
} from './repository.ts';

/** Failed proofs an account may make in an hour. */
export const VERIFY_FAILURES_PER_HOUR = 10;
const HOUR_MS = 3600_000;

type TeamDay = team.TeamDay;
type TeamMembership = team.TeamMembership;
type TeamOrderRules = team.TeamOrderRules;
type TeamOrderSummary = team.TeamOrderSummary;
const { TeamMessages } = team;

export type Proof = BodyOf<typeof team.verifyTeamMember>;

export interface EmployeeDeps {
  db: Db;
  clock: () => Date;
  centres: Pick<CentresService, 'centre'>;
  catalogue: Pick<CatalogueService, 'centreCatalogue'>;
  schedule: Pick<ScheduleService, 'appointmentRange'>;
  orders: Pick<OrdersService, 'byIds' | 'examination'>;
}

/** Company codes are typed by people: compared without case or surrounding spaces. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export function createTeamEmployee(deps: EmployeeDeps) {
  const { db, clock, centres, catalogue, schedule, orders } = deps;

  async function centreName(centreId: string): Promise<string> {
    return (await centres.centre(centreId)).name;
  }

  async function productOf(centreId: string, id: string): Promise<Product | undefined> {
    return (await catalogue.centreCatalogue(centreId)).products.find((p) => p.id === id);
  }

  /** The place, only when this account proved it. */
  async function ownMember(userId: number, memberId: number): Promise<MemberRow> {
    const member = await repo.member(db, memberId);
    if (!member || member.userId !== userId) throw notFound(TeamServerMessages.memberNotFound);
    return member;
  }

  async function companyOf(member: MemberRow): Promise<CompanyRow> {
    const company = await repo.company(db, member.companyId);
    if (!company) throw notFound(TeamServerMessages.memberNotFound);
    return company;
  }

  async function gradeOf(member: MemberRow): Promise<GradeRow> {
    const grade = await repo.grade(db, member.companyId, member.grade);
    if (!grade) throw invalid(TeamServerMessages.noGradePackage);
    return grade;
  }

  /** The places' team orders with their order rows, newest first per place. */
  async function ordersOf(members: readonly MemberRow[]) {
    const links = await repo.ordersOfMembers(
      db,
      members.map((m) => m.id),
    );
    const rows = new Map((await orders.byIds(links.map((l) => l.orderId))).map((r) => [r.id, r]));
    const byMember = new Map<number, { link: TeamOrderRow; row: OrderRow; status: OrderRow['status'] }[]>();
    for (const link of links) {
      const row = rows.get(link.orderId);
      if (!row) continue;
      const list = byMember.get(link.memberId) ?? [];
      list.push({ link, row, status: row.status });
      byMember.set(link.memberId, list);
    }
    return byMember;
  }

  async function membershipOf(
    member: MemberRow,
    company: CompanyRow,
    placeOrders: { row: OrderRow; status: OrderRow['status'] }[],
  ): Promise<TeamMembership> {
    const grade = await repo.grade(db, company.id, member.grade);
    const product = grade ? await productOf(company.centreId, grade.packageId) : undefined;
    const deciding = decidingOrder(placeOrders);
    const state = stateOfStatus(deciding?.status);
    return {
      memberId: member.id,
      companyName: company.name,
      companyCode: company.code,
      sysCenterId: company.centreId,
      sysCenterName: await centreName(company.centreId),
      name: maskName(member.name),
      packageName: product?.packageName ?? '',
      windowStart: company.windowStart,
      windowEnd: company.windowEnd,
      state,
      stateName: MEMBER_STATE_NAMES[state],
      orderId: deciding?.row.id ?? null,
    };
  }

  function summaryOf(link: TeamOrderRow, row: OrderRow, company: CompanyRow): TeamOrderSummary {
    return {
      orderId: row.id,
      orderNo: row.orderNo,
      memberId: link.memberId,
      companyName: company.name,
      sysCenterName: row.sysCenterName,
      name: row.name,
      packageName: row.packageName ?? '',
      boExaminationDate: row.examDate,
      boExaminationTime: row.slotTime,
      status: row.status,
      statusName: ORDER_STATUS_NAMES[row.status],
      selfPay: link.selfPays,
      companyPay: company.showPrice ? link.companyPays : null,
    };
  }

  /**
   * The roster place this proof names, linked to the account. A wrong code and a wrong person get the
   * same answer (and count as a failure); a place another account holds is refused and not moved.
   */
  async function prove(userId: number, proof: Proof): Promise<{ member: MemberRow; company: CompanyRow }> {
    const now = clock();
    const since = new Date(now.getTime() - HOUR_MS);
    if ((await repo.failuresSince(db, userId, since)) >= VERIFY_FAILURES_PER_HOUR) {
      throw new AppError(ErrorCode.tooMany, TeamMessages.tooManyTries);
    }
    const company = await repo.companyByCode(db, normaliseCode(proof.companyCode));
    const credential = proof.credential.trim();
    const asIdCard = normaliseIdCard(credential);
    const found = company
      ? [
          ...(await repo.membersByProof(db, company.id, proof.name.trim(), asIdCard)),
          ...(asIdCard === credential
            ? []
            : await repo.membersByProof(db, company.id, proof.name.trim(), credential)),
        ]
      : [];
    // Two places with one phone and name (unlikely): the account's own first, else the first free.
    const member = found.find((m) => m.userId === userId) ?? found.find((m) => m.userId === null) ?? found[0];
    if (!company || !member) {
      await repo.addFailure(db, userId, now);
      throw invalid(TeamMessages.notOnRoster);
    }
    const linked = await repo.link(db, member.id, userId, now);
    if (!linked) throw invalid(TeamMessages.claimedElsewhere);
    return { member: linked, company };
  }

  return {
    ownMember,
    companyOf,
    gradeOf,
    productOf,
    centreName,

    /** validation.json: the place proved and linked to the account. */
    async verify(userId: number, proof: Proof): Promise<TeamMembership> {
      const { member, company } = await prove(userId, proof);
      const byMember = await ordersOf([member]);
      return membershipOf(member, company, byMember.get(member.id) ?? []);
    },

    /** list.json: the account's places. */
    async memberships(userId: number): Promise<{ list: TeamMembership[] }> {
      const members = await repo.membersOfUser(db, userId);
      const companies = new Map(
        (await repo.companiesByIds(db, [...new Set(members.map((m) => m.companyId))])).map((c) => [c.id, c]),
      );
      const byMember = await ordersOf(members);
      const list: TeamMembership[] = [];
      for (const m of members) {
        const company = companies.get(m.companyId);
        if (company) list.push(await membershipOf(m, company, byMember.get(m.id) ?? []));
      }
      return { list };
    },

    /** orderRules.json: the place's package, topic packages and terms; once booked, the order's items. */
    async rules(userId: number, memberId: number): Promise<TeamOrderRules> {
      const member = await ownMember(userId, memberId);
      const company = await companyOf(member);
      const grade = await gradeOf(member);
      const c = await catalogue.centreCatalogue(company.centreId);
      const product = c.products.find((p) => p.id === grade.packageId);
      if (!product) throw invalid(TeamServerMessages.noGradePackage);
      const shown = (price: number) => (company.showPrice ? fen(price) : null);
      const itemOf = (projectId: string) => {
        const p = c.index.projects.get(projectId);
        return p && { projectId, item: p.item, price: shown(p.price), fasting: p.fastingCheck };
      };
      const items = (ids: readonly string[]) => ids.map(itemOf).filter((x) => x !== undefined);
      const open = await repo.openOrderOfMember(db, member.id);
      const booked = open ? await orders.examination(open.orderId) : undefined;
      const testPackage = booked
        ? booked.items.map(
            (i) =>
              ({
                projectId: i.projectId,
                item: i.item,
                price: shown(i.price),
                fasting: i.fasting === 1 ? 1 : 0,
              }) as const,
          )
        : items(product.packageProjects.map((p) => p.projectId));
      const topics = c.products.filter((p) => p.planTypeCode === 'topic');
      return {
        id: member.id,
        stateCode: booked ? 'order_hospital_examination' : 'order_confirm',
        companyName: company.name,
        sysCenterId: company.centreId,
        sysCenterName: await centreName(company.centreId),
        person: {
          name: maskName(member.name),
          identityCardNo: maskIdCard(member.idCardNo),
          phone: maskPhone(member.phone),
          grade: member.grade,
          department: member.department,
        },
        packageId: product.id,
        packageName: product.packageName,
        testPackage,
        customPrice: company.showPrice ? grade.customPrice : null,
        topicPackageId: grade.topicPackageIds.filter((id) => topics.some((t) => t.id === id)),
        topicPackageList: topics.map((t) => ({
          id: t.id,
          name: t.packageName,
          price: productPrice(c.index, t),
          items: items(t.packageProjects.map((p) => p.projectId)),
        })),
        config: { discountUnit: 'percent', discountUser: company.discountPercent },
        showPrice: company.showPrice,
        provideInvoice: company.provideInvoice,
        allowFamily: company.allowFamily,
        questionnaire: company.questionnaire,
        windowStart: company.windowStart,
        windowEnd: company.windowEnd,
        orderId: booked ? booked.row.id : null,
      };
    },

    /** confirmDate.json: the window's days, the centre's word on each and the company's places left. */
    async dates(userId: number, memberId: number): Promise<{ list: TeamDay[] }> {
      const member = await ownMember(userId, memberId);
      const company = await companyOf(member);
      const days = (await schedule.appointmentRange(company.centreId)).filter(
        (d) => d.testDate >= company.windowStart && d.testDate <= company.windowEnd,
      );
      const booked = await repo.daysBooked(db, company.id, company.windowStart, company.windowEnd);
      return {
        list: days.map((d) => {
          const quotaLeft = Math.max(0, company.dailyQuota - (booked.get(d.testDate) ?? 0));
          if (d.code === '000' && quotaLeft === 0) {
            return { testDate: d.testDate, code: '010', desc: '单位名额已满', quotaLeft };
          }
          return { testDate: d.testDate, code: d.code, desc: d.desc, quotaLeft };
        }),
      };
    },

    /** orders.json: the account's team orders, newest first. */
    async orders(userId: number): Promise<{ list: TeamOrderSummary[] }> {
      const members = await repo.membersOfUser(db, userId);
      return { list: await summariesOf(members) };
    },

    /** search.json: the place proved (and linked, as verify), with its orders. */
    async search(userId: number, proof: Proof) {
      const { member, company } = await prove(userId, proof);
      const byMember = await ordersOf([member]);
      return {
        membership: await membershipOf(member, company, byMember.get(member.id) ?? []),
        orders: summariesFrom(byMember, new Map([[company.id, company]])),
      };
    },
  };

  async function summariesOf(members: readonly MemberRow[]): Promise<TeamOrderSummary[]> {
    const companies = new Map(
      (await repo.companiesByIds(db, [...new Set(members.map((m) => m.companyId))])).map((c) => [c.id, c]),
    );
    return summariesFrom(await ordersOf(members), companies);
  }

  function summariesFrom(
    byMember: Awaited<ReturnType<typeof ordersOf>>,
    companies: ReadonlyMap<number, CompanyRow>,
  ): TeamOrderSummary[] {
    const list = [...byMember.values()].flat().flatMap(({ link, row }) => {
      const company = companies.get(link.companyId);
      return company ? [summaryOf(link, row, company)] : [];
    });
    return list.sort((a, b) => b.orderId - a.orderId);
  }
}

export type TeamEmployee = ReturnType<typeof createTeamEmployee>;
