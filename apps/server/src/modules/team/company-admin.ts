// The company's side (contract company.ts): an HR administrator's companies, their settings, roster,
// reminders, anonymous results and export, and the centre's list of its company clients. Every call
// names a company the administrator is bound to (another company answers as a missing one); the
// routes write the audit row.
import { type company, company as companyContract } from '@tijian/contract';
import {
  type Fen,
  isAggregateVisible,
  maskIdCard,
  maskPhone,
  normaliseIdCard,
  shanghaiDate,
  TEAM_AGGREGATE_MIN_GROUP,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { CentresService } from '../centres/service.ts';
import type { NoticesService } from '../notices/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { ReportsService } from '../reports/service.ts';
import { decidingOrder, MEMBER_STATE_NAMES, type MemberState, stateOfStatus } from './member-state.ts';
import { TeamServerMessages } from './messages.ts';
import { type CompanyRow, type MemberRow, teamRepository as repo } from './repository.ts';
import { type RosterRow, readRosterFile, rosterRowErrors } from './roster-file.ts';
import { writeRosterXlsx } from './roster-xlsx.ts';

const { CompanyMessages, ROSTER_MAX_ROWS } = companyContract;
type CompanyRef = company.CompanyRef;
type CompanyOverview = company.CompanyOverview;
type CompanySettings = company.CompanySettings;
type RosterError = company.RosterError;
type RosterPerson = company.RosterPerson;
type AggregateGroup = company.AggregateGroup;

/** Errors an import answer lists at most (errorCount says how many there were). */
const ERRORS_LISTED = 500;

export interface CompanyAdminDeps {
  db: Db;
  clock: () => Date;
  centres: Pick<CentresService, 'centre'>;
  catalogue: Pick<CatalogueService, 'centreCatalogue'>;
  orders: Pick<OrdersService, 'byIds'>;
  reports: Pick<ReportsService, 'abnormalCategoriesOf'>;
  notices: Pick<NoticesService, 'sendTeamInvite'>;
}

interface PersonState {
  member: MemberRow;
  state: MemberState;
  orderId: number | null;
  examDate: string | null;
}

type Counts = { people: number; invited: number; booked: number; examined: number; reportReady: number };

const countsOf = (people: readonly PersonState[]): Counts => {
  const counts: Counts = { people: people.length, invited: 0, booked: 0, examined: 0, reportReady: 0 };
  for (const p of people) counts[p.state]++;
  return counts;
};

export function createCompanyAdmin(deps: CompanyAdminDeps) {
  const { db, clock, centres, catalogue, orders, reports, notices } = deps;

  const centreName = async (centreId: string) => (await centres.centre(centreId)).name;

  async function refOf(c: CompanyRow): Promise<CompanyRef> {
    return {
      id: c.id,
      code: c.code,
      name: c.name,
      sysCenterId: c.centreId,
      sysCenterName: await centreName(c.centreId),
    };
  }

  /** The company, only when this administrator is bound to it: another one answers as missing. */
  async function own(operatorId: number, companyId: number): Promise<CompanyRow> {
    const mine = await repo.companiesOfAdmin(db, operatorId);
    const found = mine.find((c) => c.id === companyId);
    if (!found) throw notFound(TeamServerMessages.companyNotFound);
    return found;
  }

  /** Every place of the company with where it stands (its newest standing team order). */
  async function peopleOf(companyId: number): Promise<PersonState[]> {
    const [members, links] = await Promise.all([
      repo.membersOfCompany(db, companyId),
      repo.ordersOfCompany(db, companyId),
    ]);
    const rows = new Map((await orders.byIds(links.map((l) => l.orderId))).map((r) => [r.id, r]));
    const byMember = new Map<
      number,
      { id: number; status: NonNullable<ReturnType<typeof rows.get>>['status']; examDate: string }[]
    >();
    for (const link of links) {
      const row = rows.get(link.orderId);
      if (!row) continue;
      const list = byMember.get(link.memberId) ?? [];
      list.push({ id: row.id, status: row.status, examDate: row.examDate });
      byMember.set(link.memberId, list);
    }
    return members.map((member) => {
      const deciding = decidingOrder(byMember.get(member.id) ?? []);
      return {
        member,
        state: stateOfStatus(deciding?.status),
        orderId: deciding?.id ?? null,
        examDate: deciding?.examDate ?? null,
      };
    });
  }

  const personOf = (p: PersonState): RosterPerson => ({
    memberId: p.member.id,
    name: p.member.name,
    identityCardNo: maskIdCard(p.member.idCardNo),
    phone: maskPhone(p.member.phone),
    grade: p.member.grade,
    department: p.member.department,
    state: p.state,
    stateName: MEMBER_STATE_NAMES[p.state],
    examDate: p.examDate,
    remindedAt: p.member.remindedAt?.toISOString() ?? null,
  });

  async function overviewOf(c: CompanyRow): Promise<CompanyOverview> {
    const [grades, cat, people] = await Promise.all([
      repo.grades(db, c.id),
      catalogue.centreCatalogue(c.centreId),
      peopleOf(c.id),
    ]);
    return {
      ...(await refOf(c)),
      settings: {
        windowStart: c.windowStart,
        windowEnd: c.windowEnd,
        dailyQuota: c.dailyQuota,
        budget: c.budget,
        showPrice: c.showPrice,
        provideInvoice: c.provideInvoice,
        allowFamily: c.allowFamily,
        questionnaire: c.questionnaire,
        discountPercent: c.discountPercent,
        grades: grades.map((g) => ({
          grade: g.grade,
          packageId: g.packageId,
          packageName: cat.products.find((p) => p.id === g.packageId)?.packageName ?? '',
          customPrice: g.customPrice,
          topicPackageIds: g.topicPackageIds,
        })),
      },
      budgetUsed: c.budgetUsed,
      counts: countsOf(people),
      version: c.version,
    };
  }

  /** Checked rows written in one transaction, or, with any error, nothing written and the errors told. */
  async function writeChecked(c: CompanyRow, rows: readonly RosterRow[], rowErrors: readonly RosterError[]) {
    const errors = [...rowErrors];
    if (rows.length === 0 && errors.length === 0)
      errors.push({ row: 1, column: '', message: CompanyMessages.fileEmpty });
    if (rows.length > ROSTER_MAX_ROWS)
      errors.push({ row: 1, column: '', message: CompanyMessages.tooManyRows });
    if (errors.length > 0) {
      return {
        imported: 0,
        added: 0,
        updated: 0,
        errors: errors.slice(0, ERRORS_LISTED),
        errorCount: errors.length,
      };
    }
    const clean = rows.map((r) => ({
      name: r.name.trim(),
      idCardNo: normaliseIdCard(r.idCardNo),
      phone: r.phone.trim(),
      grade: r.grade.trim(),
      department: r.department.trim(),
    }));
    const added = await transaction(db, (tx) => repo.upsertMembers(tx, c.id, clean, clock()));
    return { imported: clean.length, added, updated: clean.length - added, errors: [], errorCount: 0 };
  }

  const service = {
    own,

    /** me.json: the administrator's companies. */
    async companies(operatorId: number): Promise<{ companies: CompanyRef[] }> {
      const mine = await repo.companiesOfAdmin(db, operatorId);
      return { companies: await Promise.all(mine.map(refOf)) };
    },

    async overview(operatorId: number, companyId: number): Promise<CompanyOverview> {
      return overviewOf(await own(operatorId, companyId));
    },

    /**
     * Saves the settings when `version` is still the company's; every package must be one of its
     * centre's (topic packages its topic packages). Places and budget already taken stay taken.
     */
    async saveSettings(
      operatorId: number,
      companyId: number,
      version: number,
      s: CompanySettings,
    ): Promise<CompanyOverview> {
      const c = await own(operatorId, companyId);
      if (s.windowStart > s.windowEnd) throw invalid(CompanyMessages.windowInvalid);
      const grades = s.grades.map((g) => ({ ...g, grade: g.grade.trim() }));
      if (new Set(grades.map((g) => g.grade)).size !== grades.length)
        throw invalid(CompanyMessages.gradeDuplicate);
      const cat = await catalogue.centreCatalogue(c.centreId);
      for (const g of grades) {
        const product = cat.products.find((p) => p.id === g.packageId);
        if (!product || product.planTypeCode === 'topic') throw invalid(CompanyMessages.packageUnknown);
        for (const id of g.topicPackageIds) {
          if (!cat.products.some((p) => p.id === id && p.planTypeCode === 'topic')) {
            throw invalid(CompanyMessages.packageUnknown);
          }
        }
      }
      const saved = await transaction(db, (tx) =>
        repo.saveSettings(
          tx,
          c.id,
          version,
          {
            windowStart: s.windowStart,
            windowEnd: s.windowEnd,
            dailyQuota: s.dailyQuota,
            budget: s.budget as Fen,
            showPrice: s.showPrice,
            provideInvoice: s.provideInvoice,
            allowFamily: s.allowFamily,
            questionnaire: s.questionnaire,
            discountPercent: s.discountPercent,
          },
          grades.map((g, sort) => ({
            grade: g.grade,
            packageId: g.packageId,
            customPrice: g.customPrice as Fen,
            topicPackageIds: [...new Set(g.topicPackageIds)],
            sort,
          })),
        ),
      );
      if (!saved) throw invalid(CompanyMessages.staleSettings);
      return overviewOf((await repo.company(db, c.id))!);
    },

    /**
     * The roster's rows imported all or nothing: any error (the file's or a row's) writes nothing;
     * otherwise each row is added or updated by its ID number in one transaction.
     */
    /** Rows handed over as they are (not from a file): checked as a file's rows are, then written. */
    async importRows(operatorId: number, companyId: number, rows: readonly RosterRow[]) {
      return writeChecked(await own(operatorId, companyId), rows, rosterRowErrors(rows));
    },

    /** import.json: the file read (csv or xlsx), then importRows. */
    async importFile(operatorId: number, companyId: number, fileName: string, base64: string) {
      const c = await own(operatorId, companyId);
      const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
      if (bytes.length === 0) throw invalid(CompanyMessages.fileEmpty);
      const read = await readRosterFile(fileName, bytes);
      return writeChecked(c, read.rows, read.errors);
    },

    async roster(
      operatorId: number,
      companyId: number,
      q: { state?: MemberState | undefined; keyword?: string | undefined; page: number; pageSize: number },
    ) {
      const c = await own(operatorId, companyId);
      const people = await peopleOf(c.id);
      const keyword = q.keyword?.trim() ?? '';
      const matching = people.filter(
        (p) =>
          (q.state === undefined || p.state === q.state) &&
          (keyword === '' || p.member.name.includes(keyword) || p.member.department.includes(keyword)),
      );
      const start = (q.page - 1) * q.pageSize;
      return {
        total: matching.length,
        counts: countsOf(people),
        list: matching.slice(start, start + q.pageSize).map(personOf),
      };
    },

    /** Reminds every place not booked yet, each at most once a (Shanghai) day. */
    async remind(operatorId: number, companyId: number): Promise<{ sent: number; skipped: number }> {
      const c = await own(operatorId, companyId);
      const now = clock();
      const dayStart = new Date(`${shanghaiDate(now)}T00:00:00+08:00`);
      const unbooked = (await peopleOf(c.id)).filter((p) => p.state === 'invited');
      const marked = new Set(
        await transaction(db, (tx) =>
          repo.markReminded(
            tx,
            unbooked.map((p) => p.member.id),
            dayStart,
            now,
          ),
        ),
      );
      const centre = await centreName(c.centreId);
      let sent = 0;
      for (const p of unbooked) {
        if (!marked.has(p.member.id)) continue;
        const ok = await notices.sendTeamInvite(p.member.phone, {
          name: p.member.name,
          companyName: c.name,
          centreName: centre,
          windowEnd: c.windowEnd,
        });
        if (ok) sent++;
      }
      return { sent, skipped: unbooked.length - sent };
    },

    /**
     * Anonymous figures: per department or grade, how many people with a published report have at
     * least one abnormal finding in each category; a group with fewer reported people than the
     * minimum shows none. No person's result leaves this function.
     */
    async results(operatorId: number, companyId: number, groupBy: 'department' | 'grade') {
      const c = await own(operatorId, companyId);
      const people = await peopleOf(c.id);
      const reportedOrders = people.filter((p) => p.state === 'reportReady' && p.orderId !== null);
      const abnormal = await reports.abnormalCategoriesOf(reportedOrders.map((p) => p.orderId!));
      const groups = new Map<string, PersonState[]>();
      for (const p of people) {
        const key = groupBy === 'department' ? p.member.department : p.member.grade;
        groups.set(key, [...(groups.get(key) ?? []), p]);
      }
      const list: AggregateGroup[] = [...groups.entries()]
        .sort(([a], [b]) => a.localeCompare(b, 'zh-CN'))
        .map(([name, members]) => {
          const reported = members.filter((p) => p.orderId !== null && abnormal.has(p.orderId));
          if (!isAggregateVisible(reported.length)) {
            return { name, people: members.length, hidden: true, reported: reported.length, categories: [] };
          }
          const byCategory = new Map<string, number>();
          for (const p of reported) {
            for (const category of abnormal.get(p.orderId!)!)
              byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
          }
          return {
            name,
            people: members.length,
            hidden: false,
            reported: reported.length,
            categories: [...byCategory.entries()]
              .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh-CN'))
              .map(([category, n]) => ({ category, abnormal: n })),
          };
        });
      return { minGroup: TEAM_AGGREGATE_MIN_GROUP, groups: list };
    },

    /** export.xlsx: the roster and its progress, ID numbers and phones masked. */
    async exportRoster(operatorId: number, companyId: number) {
      const c = await own(operatorId, companyId);
      const people = (await peopleOf(c.id)).map(personOf);
      return {
        bytes: await writeRosterXlsx(people),
        fileName: `${c.name}团检名单-${shanghaiDate(clock())}.xlsx`,
      };
    },

    /** The centre's company clients (operator route; the route checks the operator's role there). */
    async ofCentre(centreId: string) {
      await centres.centre(centreId);
      const list = await repo.companiesOfCentre(db, centreId);
      return {
        list: await Promise.all(
          list.map(async (c) => ({
            ...(await refOf(c)),
            windowStart: c.windowStart,
            windowEnd: c.windowEnd,
            dailyQuota: c.dailyQuota,
            budget: c.budget,
            budgetUsed: c.budgetUsed,
            counts: countsOf(await peopleOf(c.id)),
          })),
        ),
      };
    },
  };
  return service;
}
