import type {
  BodyOf,
  ReportFlagsPreview,
  ReportForm,
  ReportRead,
  ReportSummary,
  reports as reportsContract,
} from '@tijian/contract';
import {
  abnormalCount,
  DEFAULT_TREND_CODE,
  healthEvaluation,
  nextStatus,
  numericValue,
  ORDER_STATUS_NAMES,
  type OrderStatus,
  type ReportReadKind,
  type ReportResult,
  type ReportSection,
  resultFlag,
  tendencySeries,
  trendIndicators,
} from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { AuthService } from '../auth/service.ts';
import type { FamilyService } from '../family/service.ts';
import type { HealthKnowledgeService } from '../health-knowledge/service.ts';
import type { NoticesService } from '../notices/service.ts';
import type { Operator } from '../operators/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { UsersService } from '../users/service.ts';
import { createReportProofs } from './proofs.ts';
import { type ReaderOf, readerOf, SELF } from './reader.ts';
import { itemTemplates } from './report-templates.ts';
import { toDetail, toReport, toSummary } from './report-views.ts';
import { reportsRepository as repo } from './repository.ts';

export interface ReportsDeps {
  db: Db;
  clock: () => Date;
  users: Pick<UsersService, 'profile'>;
  auth: Pick<AuthService, 'sendPurposeCode' | 'checkPurposeCode'>;
  orders: Pick<OrdersService, 'lock' | 'move' | 'idsBookedBy' | 'examination'>;
  family: Pick<FamilyService, 'reportLinks'>;
  /** the report's notice is planned in the publishing transaction: published means told */
  notices: Pick<NoticesService, 'planReportReady'>;
  /** which report values link to a health knowledge article (健康科普) */
  healthKnowledge: Pick<HealthKnowledgeService, 'indicatorLinks'>;
}

type PublishBody = BodyOf<typeof reportsContract.operatorPublishReport>;

/**
 * The results as stored, each with the abnormal mark computed from its value and reference (never
 * the caller's): what publishing writes and what the preview answers, by this one function.
 */
export function resultRowsOf(results: PublishBody['results']) {
  return results.map((x, sort) => ({
    section: x.section,
    groupName: x.groupName,
    code: x.code,
    name: x.name,
    value: x.value,
    numeric: numericValue(x.value),
    unit: x.unit,
    refLow: x.refLow ?? null,
    refHigh: x.refHigh ?? null,
    refText: x.refText,
    flag: resultFlag(x.value, x.refLow, x.refHigh, x.refText),
    sort,
  }));
}

const ORDER_NOT_FOUND = '该订单不存在';

/** Why the report of an order in this status cannot be entered (录入) or published (发布), or null. */
function notExaminedYet(status: OrderStatus, doing: '录入' | '发布'): string | null {
  if (nextStatus(status, 'publishReport', 'centre')) return null;
  // The state machine's own refusal would speak of who may act; the doctor needs to hear why not.
  const published = status === 'order_receive_report' || status === 'order_end';
  return published ? '该订单的报告已发布' : `${ORDER_STATUS_NAMES[status]}的订单不能${doing}报告`;
}

export const REPORT_NOT_FOUND = '该报告不存在';

/** A report about to be published, as a listener reads it. */
export interface ReportToPublish {
  orderId: number;
  userId: number;
  sysCenterId: string;
  examDate: string;
  results: readonly ReportResult[];
}
/** What a listener writes in the publishing transaction: published with the report, or not at all. */
export type PublishWrite = (tx: Tx, reportId: number) => Promise<void>;
/**
 * Another module's part in a publication. Called before the publishing transaction, where it may read
 * what it needs (a read through the pool inside the transaction would wait on PGlite for the
 * transaction's own, only connection, for ever), it answers what to write inside it, or null.
 */
export type PublishListener = (report: ReportToPublish) => Promise<PublishWrite | null>;
/** How many reads the report page lists. */
const READS_SHOWN = 50;

/**
 * Reports: read only by the account that booked (and paid for) the exam, or one that proved control of
 * the phone the centre recorded for it (proofs.ts). Anything else answers not,found, never the record.
 * Every read of a report's content is written to its access log first.
 */
export function createReportsService(deps: ReportsDeps) {
  const { db, clock, orders } = deps;
  const reader = (userId: number) => readerOf(deps, userId);
  const publishListeners: PublishListener[] = [];

  async function readable(userId: number, id: number) {
    const r = await reader(userId);
    const row = await repo.findFor(db, r, id);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    return { row, reader: r };
  }

  /** Logged before the content is answered: no read goes unrecorded. */
  async function logRead(r: ReaderOf, reportId: number, kind: ReportReadKind) {
    await repo.logRead(db, { reportId, userId: r.userId, readerPhone: r.maskedPhone, kind, readAt: clock() });
  }

  /** The person's reports this reader may see (any centre), oldest first. */
  async function reportsOfPerson(r: ReaderOf, row: { idCardNo: string; name: string }) {
    return (await repo.listFor(db, r))
      .filter((x) => x.idCardNo === row.idCardNo && x.name === row.name)
      .reverse();
  }

  /** The person's exams this reader may see, oldest first, with their results. */
  async function examsOfPerson(r: ReaderOf, row: { idCardNo: string; name: string }) {
    const rows = await reportsOfPerson(r, row);
    const results = await repo.results(
      db,
      rows.map((x) => x.id),
    );
    return rows.map((x) => ({ row: x, report: toReport(x, results) }));
  }

  return {
    ...createReportProofs(deps, { readable }),

    /**
     * The abnormal categories of each order's published report (an order without one is absent), for
     * a company's anonymous figures: never a value, only which groups had something abnormal.
     */
    abnormalCategoriesOf(orderIds: readonly number[]): Promise<Map<number, Set<string>>> {
      return repo.abnormalGroupsOfOrders(db, orderIds);
    },

    async list(userId: number): Promise<ReportSummary[]> {
      const r = await reader(userId);
      const rows = await repo.listFor(db, r);
      const counts = await repo.abnormalCounts(
        db,
        rows.map((x) => x.id),
      );
      return rows.map((row) =>
        toSummary(
          row,
          r.relationOf(row),
          (counts.get(row.id) ?? 0) + row.findings.filter((f) => f.abnormal).length,
        ),
      );
    },

    /**
     * A report this account may read, as online communication names it when a reading is asked (报告解读):
     * its centre and a title; another account's answers not,found like a missing one.
     */
    async readableReport(userId: number, id: number) {
      const { row } = await readable(userId, id);
      return {
        id: row.id,
        sysCenterId: row.sysCenterId,
        title: `${row.examDate} ${row.name}的${row.packageName ?? '体检报告'}`,
      };
    },

    /**
     * What the abnormal-result loop (modules/recheck) reads of a report this account may read: where
     * and when, whose (本人 or not), its results; logged as a read of its content. Another account's
     * report answers not,found like a missing one.
     */
    async recheckSource(userId: number, id: number) {
      const { row, reader: r } = await readable(userId, id);
      const report = toReport(row, await repo.results(db, [row.id]));
      await logRead(r, row.id, 'recheck');
      return {
        report: {
          id: row.id,
          sysCenterId: row.sysCenterId,
          sysCenterName: row.sysCenterName,
          examDate: row.examDate,
          idCardNo: row.idCardNo,
          name: row.name,
          publishedAt: row.publishedAt,
        },
        results: report.results,
        self: r.relationOf(row) === SELF,
      };
    },

    async detail(userId: number, id: number) {
      const { row, reader: r } = await readable(userId, id);
      const [results, links] = await Promise.all([
        repo.results(db, [row.id]),
        deps.healthKnowledge.indicatorLinks(),
      ]);
      await logRead(r, row.id, 'detail');
      return toDetail(row, r.relationOf(row), results, links);
    },

    async tendency(userId: number, id: number, code: string | undefined) {
      const { row, reader: r } = await readable(userId, id);
      const exams = await examsOfPerson(r, row);
      const all = exams.map((e) => e.report);
      const indicators = trendIndicators(all);
      const current = exams.find((e) => e.row.id === row.id)?.report;
      const firstAbnormal = current?.results.find(
        (x) => x.flag !== '' && numericValue(x.value) !== null,
      )?.code;
      const chosen =
        code ??
        firstAbnormal ??
        (indicators.some((i) => i.code === DEFAULT_TREND_CODE) ? DEFAULT_TREND_CODE : indicators[0]?.code);
      const series = chosen ? tendencySeries(all, chosen) : null;
      await logRead(r, row.id, 'tendency');
      return {
        indicators,
        code: chosen ?? null,
        series: series && { ...series, points: [...series.points] },
      };
    },

    async health(userId: number, id: number) {
      const { row, reader: r } = await readable(userId, id);
      const exams = await examsOfPerson(r, row);
      const current = exams.find((e) => e.row.id === row.id)!.report;
      const evaluation = healthEvaluation(
        current,
        exams.filter((e) => e.row.id !== row.id).map((e) => e.report),
      );
      await logRead(r, row.id, 'health');
      return {
        id: row.id,
        name: row.name,
        sysCenterName: row.sysCenterName,
        ...evaluation,
        systems: evaluation.systems.map((s) => ({ ...s, drivers: [...s.drivers], advice: [...s.advice] })),
      };
    },

    /** Who read the person's reports that this account may read (this one among them), newest first. */
    async reads(userId: number, id: number): Promise<ReportRead[]> {
      const { row, reader: r } = await readable(userId, id);
      const rows = await reportsOfPerson(r, row);
      const byId = new Map(rows.map((x) => [x.id, x]));
      const reads = await repo.readsOf(db, [...byId.keys()], READS_SHOWN);
      return reads.map((read) => {
        const report = byId.get(read.reportId)!;
        return {
          reportId: read.reportId,
          examDate: report.examDate,
          sysCenterName: report.sysCenterName,
          kind: read.kind,
          reader: read.readerPhone,
          mine: read.userId === userId,
          readAt: read.readAt.toISOString(),
        };
      });
    },

    /**
     * What a doctor fills in for an examined order (待分析报告): its items, each with the indicators to
     * enter and their ranges for this person, or the finding to describe.
     */
    async form(orderId: number): Promise<ReportForm> {
      const found = await orders.examination(orderId);
      if (!found) throw notFound(ORDER_NOT_FOUND);
      const { row, items } = found;
      const refusal = notExaminedYet(row.status, '录入');
      if (refusal) throw invalid(refusal);
      return {
        order: {
          id: row.id,
          orderNo: row.orderNo,
          name: row.name,
          sexCode: row.sexCode === 'female' ? 'female' : 'male',
          age: row.age,
          examDate: row.examDate,
          packageName: row.packageName,
          status: row.status,
          statusName: ORDER_STATUS_NAMES[row.status],
        },
        items: itemTemplates(items, row.sexCode),
      };
    },

    /** The marks publishing would compute for these results, before anything is saved. */
    previewFlags(body: Pick<PublishBody, 'results' | 'findings'>): ReportFlagsPreview {
      const results = resultRowsOf(body.results);
      return {
        results: results.map((r) => ({ code: r.code, flag: r.flag })),
        abnormalCount: abnormalCount({ results, findings: body.findings }),
      };
    },

    /**
     * Publishes the report of an examined order: the rows and the order's move to 待领取报告 in one
     * transaction, the order locked so two doctors publishing at once give one report. Flags are
     * computed here from the value and the reference, never taken from the caller. The order's phone
     * is the one recorded for the examination.
     */
    /**
     * Registers what another module writes when a report is published, in the publishing transaction
     * (the re-check reminder, modules/recheck). Registered once, at start.
     */
    onPublished(listener: PublishListener): void {
      publishListeners.push(listener);
    },

    async publish(operator: Operator, body: PublishBody) {
      const found = await orders.examination(body.orderId);
      if (!found) throw notFound(ORDER_NOT_FOUND);
      const results = resultRowsOf(body.results);
      const toPublish: ReportToPublish = {
        orderId: found.row.id,
        userId: found.row.userId,
        sysCenterId: found.row.sysCenterId,
        examDate: found.row.examDate,
        results: results.map((r) => ({ ...r, section: r.section as ReportSection })),
      };
      const writes = (await Promise.all(publishListeners.map((listener) => listener(toPublish)))).filter(
        (write): write is PublishWrite => write !== null,
      );
      return db.transaction(async (tx) => {
        const order = await orders.lock(tx, body.orderId);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        const refusal = notExaminedYet(order.status, '发布');
        if (refusal) throw invalid(refusal);
        // What the listeners read before the lock still holds: an examined order keeps its day.
        if (order.examDate !== toPublish.examDate) throw invalid('订单状态已变化，请刷新后重试');
        const to = nextStatus(order.status, 'publishReport', 'centre')!;
        const now = clock();
        const report = await repo.insert(
          tx,
          {
            reportNo: `BG${order.orderNo.replace(/^TJ/, '')}`,
            orderId: order.id,
            idCardNo: order.idCardNo.toUpperCase(),
            name: order.name,
            mobilePhone: order.phone,
            sexCode: order.sexCode,
            age: order.age,
            sysCenterId: order.sysCenterId,
            sysCenterName: order.sysCenterName,
            packageName: order.packageName,
            examDate: order.examDate,
            conclusions: body.conclusions,
            advice: body.advice,
            findings: body.findings,
            doctor: operator.name,
            publishedBy: operator.id,
            publishedAt: now,
          },
          results,
        );
        const moved = await orders.move(tx, {
          id: order.id,
          from: order.status,
          action: 'publishReport',
          actor: 'centre',
          note: '体检报告已发布',
          now,
        });
        if (!moved) throw invalid('订单状态已变化，请刷新后重试');
        await deps.notices.planReportReady(tx, { id: order.id, userId: order.userId });
        for (const write of writes) await write(tx, report.id);
        return {
          id: report.id,
          reportNo: report.reportNo,
          orderId: order.id,
          status: to,
          abnormalCount: abnormalCount({ results, findings: body.findings }),
        };
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
