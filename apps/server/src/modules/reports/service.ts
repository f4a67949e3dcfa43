import type { BodyOf, ReportSummary, reports as reportsContract } from '@tijian/contract';
import {
  abnormalCount,
  DEFAULT_TREND_CODE,
  healthEvaluation,
  maskIdCard,
  nextStatus,
  numericValue,
  ORDER_STATUS_NAMES,
  optionOf,
  RELATIONS,
  resultFlag,
  tendencySeries,
  trendIndicators,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { AuthService } from '../auth/service.ts';
import type { Operator } from '../operators/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { UsersService } from '../users/service.ts';
import { phonesOfPerson } from './person-phones.ts';
import { toDetail, toReport, toSummary } from './report-views.ts';
import { type Reader, type ReportRow, reportsRepository as repo } from './repository.ts';

export interface ReportsDeps {
  db: Db;
  clock: () => Date;
  users: Pick<UsersService, 'profile' | 'phonesOf'>;
  auth: AuthService;
  orders: Pick<OrdersService, 'lock' | 'move' | 'idsBookedBy' | 'phonesGivenFor'>;
}

type PublishBody = BodyOf<typeof reportsContract.operatorPublishReport>;
type LinkBody = BodyOf<typeof reportsContract.linkFamilyReports>;

export const REPORT_NOT_FOUND = '该报告不存在';
/** Enough for a household; stops one account from collecting strangers' reports by the dozen. */
export const MAX_REPORT_LINKS = 20;

const SELF = '本人';
/** A report of someone this account booked for, who is neither the account holder nor linked. */
const BOOKED = '我预约的';

/**
 * Reports: read only by the account whose person it is (ID number and name of its profile), by an
 * account that linked the person with a code sent to the person's phone, or by the account that
 * booked the exam. Anything else answers not,found, never the record.
 */
export function createReportsService({ db, clock, users, auth, orders }: ReportsDeps) {
  async function readerOf(userId: number): Promise<{ reader: Reader; relations: Map<string, string> }> {
    const [profile, links, booked] = await Promise.all([
      users.profile(userId),
      repo.links(db, userId),
      orders.idsBookedBy(userId),
    ]);
    const self =
      profile.idCardNo && profile.name
        ? { idCardNo: profile.idCardNo.toUpperCase(), name: profile.name }
        : null;
    const relations = new Map(
      links.map((l) => [l.idCardNo, optionOf(RELATIONS, l.relationCode)?.name ?? '其他']),
    );
    return { reader: { userId, self, linked: links.map((l) => l.idCardNo), booked }, relations };
  }

  const relationOf = (reader: Reader, relations: Map<string, string>, row: ReportRow) =>
    reader.self?.idCardNo === row.idCardNo && reader.self.name === row.name
      ? SELF
      : (relations.get(row.idCardNo) ?? BOOKED);

  async function readable(userId: number, id: number) {
    const { reader, relations } = await readerOf(userId);
    const row = await repo.findFor(db, reader, id);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    return { row, reader, relations };
  }

  /** The person's exams this reader may see (any centre), oldest first, with their results. */
  async function examsOfPerson(reader: Reader, idCardNo: string) {
    const rows = (await repo.listFor(db, reader)).filter((r) => r.idCardNo === idCardNo).reverse();
    const results = await repo.results(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({ row, report: toReport(row, results) }));
  }

  return {
    async list(userId: number): Promise<ReportSummary[]> {
      const { reader, relations } = await readerOf(userId);
      const rows = await repo.listFor(db, reader);
      const counts = await repo.abnormalCounts(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) =>
        toSummary(
          row,
          relationOf(reader, relations, row),
          (counts.get(row.id) ?? 0) + row.findings.filter((f) => f.abnormal).length,
        ),
      );
    },

    async detail(userId: number, id: number) {
      const { row, reader, relations } = await readable(userId, id);
      return toDetail(row, relationOf(reader, relations, row), await repo.results(db, [row.id]));
    },

    async tendency(userId: number, id: number, code: string | undefined) {
      const { row, reader } = await readable(userId, id);
      const exams = await examsOfPerson(reader, row.idCardNo);
      const all = exams.map((e) => e.report);
      const indicators = trendIndicators(all);
      const current = exams.find((e) => e.row.id === row.id)?.report;
      const firstAbnormal = current?.results.find(
        (r) => r.flag !== '' && numericValue(r.value) !== null,
      )?.code;
      const chosen =
        code ??
        firstAbnormal ??
        (indicators.some((i) => i.code === DEFAULT_TREND_CODE) ? DEFAULT_TREND_CODE : indicators[0]?.code);
      const series = chosen ? tendencySeries(all, chosen) : null;
      return {
        indicators,
        code: chosen ?? null,
        series: series && { ...series, points: [...series.points] },
      };
    },

    async health(userId: number, id: number) {
      const { row, reader } = await readable(userId, id);
      const exams = await examsOfPerson(reader, row.idCardNo);
      const current = exams.find((e) => e.row.id === row.id)!.report;
      const evaluation = healthEvaluation(
        current,
        exams.filter((e) => e.row.id !== row.id).map((e) => e.report),
      );
      return {
        id: row.id,
        name: row.name,
        sysCenterName: row.sysCenterName,
        ...evaluation,
        systems: evaluation.systems.map((s) => ({ ...s, drivers: [...s.drivers], advice: [...s.advice] })),
      };
    },

    /**
     * Sends the family-link code to the person's phone, after checking that reports carry this ID
     * number and name and that the phone is one on record for the person.
     */
    async sendFamilyCode(
      userId: number,
      input: { name: string; idCardNo: string; mobilePhone: string },
      clientAddress: string,
    ) {
      await checkPerson(userId, input);
      return auth.sendPurposeCode({
        mobilePhone: input.mobilePhone,
        clientAddress,
        purpose: 'family-report',
      });
    },

    async link(userId: number, input: LinkBody) {
      await checkPerson(userId, input);
      const links = await repo.links(db, userId);
      if (links.length >= MAX_REPORT_LINKS && !links.some((l) => l.idCardNo === input.idCardNo)) {
        throw invalid(`最多可关联${MAX_REPORT_LINKS}位家人的报告`);
      }
      await auth.checkPurposeCode({
        mobilePhone: input.mobilePhone,
        code: input.msgCode,
        purpose: 'family-report',
      });
      await repo.saveLink(db, {
        userId,
        idCardNo: input.idCardNo,
        name: input.name,
        relationCode: input.relationCode,
        mobilePhone: input.mobilePhone,
        linkedAt: clock(),
      });
      return {
        name: input.name,
        relation: optionOf(RELATIONS, input.relationCode)?.name ?? '其他',
        identityCardNo: maskIdCard(input.idCardNo),
        reportCount: await repo.countOfPerson(db, input.idCardNo, input.name),
      };
    },

    /** Removes a link, named by the ID number or by one of the person's reports this account reads. */
    async unlink(
      userId: number,
      by: { idCardNo?: string | undefined; id?: number | undefined },
    ): Promise<null> {
      let idCardNo = by.idCardNo;
      if (idCardNo === undefined && by.id !== undefined)
        idCardNo = (await readable(userId, by.id)).row.idCardNo;
      if (idCardNo === undefined || !(await repo.removeLink(db, userId, idCardNo))) {
        throw notFound('未找到已关联的家人');
      }
      return null;
    },

    /**
     * Publishes the report of an examined order: the rows and the order's move to 待领取报告 in one
     * transaction, the order locked so two doctors publishing at once give one report. Flags are
     * computed here from the value and the reference, never taken from the caller.
     */
    async publish(operator: Operator, body: PublishBody) {
      return db.transaction(async (tx) => {
        const order = await orders.lock(tx, body.orderId);
        if (!order) throw notFound('该订单不存在');
        const to = nextStatus(order.status, 'publishReport', 'centre');
        if (!to) {
          // The state machine's own refusal would speak of who may act; the doctor needs to hear why not.
          const published = order.status === 'order_receive_report' || order.status === 'order_end';
          throw invalid(
            published ? '该订单的报告已发布' : `${ORDER_STATUS_NAMES[order.status]}的订单不能发布报告`,
          );
        }
        const now = clock();
        const results = body.results.map((r, sort) => ({
          section: r.section,
          groupName: r.groupName,
          code: r.code,
          name: r.name,
          value: r.value,
          numeric: numericValue(r.value),
          unit: r.unit,
          refLow: r.refLow ?? null,
          refHigh: r.refHigh ?? null,
          refText: r.refText,
          flag: resultFlag(r.value, r.refLow, r.refHigh, r.refText),
          sort,
        }));
        const report = await repo.insert(
          tx,
          {
            reportNo: `BG${order.orderNo.replace(/^TJ/, '')}`,
            orderId: order.id,
            idCardNo: order.idCardNo.toUpperCase(),
            name: order.name,
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

  async function checkPerson(userId: number, input: { name: string; idCardNo: string; mobilePhone: string }) {
    const profile = await users.profile(userId);
    if (profile.idCardNo?.toUpperCase() === input.idCardNo) throw invalid('本人的报告无需关联');
    if ((await repo.countOfPerson(db, input.idCardNo, input.name)) === 0) {
      throw invalid('未找到该家人的体检报告，请核对姓名和身份证号');
    }
    if (!(await phonesOfPerson({ users, orders }, input.idCardNo)).has(input.mobilePhone)) {
      throw invalid('手机号与体检人预留的手机号不一致');
    }
  }
}

export type ReportsService = ReturnType<typeof createReportsService>;
