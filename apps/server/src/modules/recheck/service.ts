import type { Recheck } from '@tijian/contract';
import {
  type ExamineeProfile,
  followUpItems,
  recheckDate,
  recheckExplanations,
  recheckPlan,
  recheckRemindAt,
} from '@tijian/domain';
import type { CatalogueService } from '../catalogue/service.ts';
import type { NoticesService } from '../notices/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { ReportsService } from '../reports/service.ts';
import type { UserProfile, UsersService } from '../users/service.ts';

export interface RecheckDeps {
  clock: () => Date;
  reports: Pick<ReportsService, 'recheckSource' | 'onPublished'>;
  notices: Pick<NoticesService, 'planRecheck'>;
  catalogue: Pick<CatalogueService, 'centreCatalogue' | 'baseProjects'>;
  orders: { notices: Pick<OrdersService['notices'], 'bookedSince'> };
  users: Pick<UsersService, 'profile'>;
}

type Proposal = NonNullable<Recheck['proposal']>;
type Examinee = NonNullable<Proposal['booking']>['examinee'];

/** The profile as the booking form keeps an examinee, or null when it lacks what a booking needs. */
function examineeOf(p: UserProfile): Examinee | null {
  if (!p.name || !p.idCardNo || !p.sexCode || !p.marryStateCode || p.age === null || p.folkId === null)
    return null;
  return {
    callName: p.name,
    idCardNo: p.idCardNo,
    boCellPhoneNo: p.mobilePhone,
    sexCode: p.sexCode,
    age: p.age,
    marryStateCode: p.marryStateCode,
    folkId: p.folkId,
    height: p.height,
    weight: p.weight,
  };
}

/**
 * The abnormal-result loop (issue 24, docs/recheck.md): a report's abnormal values explained by the
 * domain's rule table, the follow-up items the report's centre offers for them, the day to re-check,
 * and for the account's own report the custom-path booking that re-checks them, which the web puts
 * in the booking draft (the ordinary submit books it). Read by the report's owner only: the reports
 * module answers not,found to anyone else.
 */
export function createRecheckService(deps: RecheckDeps) {
  /** The centre's bookable items; none when the centre has no catalogue any more. */
  async function itemsAt(centreId: string) {
    const c = await deps.catalogue.centreCatalogue(centreId).catch(() => null);
    if (!c) return null;
    const items = [...c.index.projects.values()]
      .filter((p) => p.visible === 1 && p.typable !== 1)
      .map((p) => ({ id: p.id, item: p.item, price: p.price }));
    return { catalogue: c, items };
  }

  // The reminder is planned with the report: published with a re-check the centre offers means
  // reminded a week before the advised day (or at once, when that is already past). The centre's
  // items are read before the publishing transaction, the plan written inside it.
  deps.reports.onPublished(async (r) => {
    const explained = recheckExplanations(r.results);
    const day = recheckDate(r.examDate, explained);
    if (day === null) return null;
    const centre = await itemsAt(r.sysCenterId);
    const followUps = centre ? followUpItems(explained, centre.items) : [];
    if (followUps.length === 0) return null;
    const at = recheckRemindAt(day);
    const now = deps.clock();
    return (tx, reportId) =>
      deps.notices.planRecheck(tx, {
        reportId,
        orderId: r.orderId,
        userId: r.userId,
        day,
        dueAt: at > now ? at : now,
        projectIds: followUps.map((i) => i.id),
      });
  });

  return {
    async recheck(userId: number, reportId: number): Promise<Recheck> {
      const { report, results, self } = await deps.reports.recheckSource(userId, reportId);
      const explained = recheckExplanations(results);
      const centre = explained.length > 0 ? await itemsAt(report.sysCenterId) : null;
      const items = centre?.items ?? [];
      const explanations = explained.map((e) => ({
        code: e.code,
        name: e.name,
        value: e.value,
        unit: e.unit,
        direction: e.direction,
        meaning: e.meaning,
        avoid: e.avoid,
        doctor: e.doctor,
        urgent: e.urgent,
        followUps: followUpItems([e], items).map((i) => i.item),
        recheckMonths: e.rule.recheckMonths,
      }));
      const followUps = followUpItems(explained, items);
      const priceOf = new Map(items.map((i) => [i.id, i.price]));
      const day = recheckDate(report.examDate, explained);
      if (!centre || followUps.length === 0 || day === null) return { explanations, proposal: null };

      const booked = await deps.orders.notices.bookedSince({
        userId,
        idCardNo: report.idCardNo,
        centreId: report.sysCenterId,
        since: report.publishedAt,
        projectIds: followUps.map((i) => i.id),
      });
      let booking: Proposal['booking'] = null;
      if (self) {
        const examinee = examineeOf(await deps.users.profile(userId));
        if (examinee) {
          const profile: ExamineeProfile = {
            sexCode: examinee.sexCode,
            marryStateCode: examinee.marryStateCode,
            age: examinee.age,
          };
          const base = await deps.catalogue.baseProjects(report.sysCenterId, profile);
          const projects = centre.catalogue.index.projects;
          const plan = recheckPlan(
            base.basePackagePros,
            followUps.map((i) => i.id),
            (id) => projects.get(id)?.delectable !== '0',
          );
          booking = { examinee, plan };
        }
      }
      return {
        explanations,
        proposal: {
          sysCenterId: report.sysCenterId,
          sysCenterName: report.sysCenterName,
          items: followUps.map((i) => ({ projectId: i.id, item: i.item, price: priceOf.get(i.id)! })),
          recheckDate: day,
          booked,
          booking,
        },
      };
    },
  };
}

export type RecheckService = ReturnType<typeof createRecheckService>;
