import { operatorReports, reports } from '@tijian/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../http/route.ts';
import { operatorRoute } from '../operators/operator-route.ts';

// Reports are the most sensitive data a person keeps here: no cache (browser, proxy) may keep a copy.
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export async function reportsRoutes(app: FastifyInstance) {
  route(app, reports.listReports, ({ request, reply }) => {
    noStore(reply);
    return app.reports.list(request.user!.userId);
  });

  route(app, reports.getReport, ({ query, request, reply }) => {
    noStore(reply);
    return app.reports.detail(request.user!.userId, query.id);
  });

  route(app, reports.getReportTendency, ({ query, request, reply }) => {
    noStore(reply);
    return app.reports.tendency(request.user!.userId, query.id, query.code);
  });

  route(app, reports.getHealthEvaluation, ({ query, request, reply }) => {
    noStore(reply);
    return app.reports.health(request.user!.userId, query.id);
  });

  route(app, reports.sendFamilyReportCode, ({ body, request, reply }) => {
    noStore(reply);
    return app.reports.sendFamilyCode(request.user!.userId, body, request.ip);
  });

  route(app, reports.linkFamilyReports, ({ body, request, reply }) => {
    noStore(reply);
    return app.reports.link(request.user!.userId, body);
  });

  route(app, reports.unlinkFamilyReports, ({ body, request, reply }) => {
    noStore(reply);
    return app.reports.unlink(request.user!.userId, body);
  });

  route(app, reports.sendReportClaimCode, ({ body, request, reply }) => {
    noStore(reply);
    return app.reports.sendClaimCode(body, request.ip);
  });

  route(app, reports.claimReports, ({ body, request, reply }) => {
    noStore(reply);
    return app.reports.claim(request.user!.userId, body);
  });

  route(app, reports.listReportReads, ({ query, request, reply }) => {
    noStore(reply);
    return app.reports.reads(request.user!.userId, query.id);
  });

  route(app, reports.listReportShares, ({ request, reply }) => {
    noStore(reply);
    return app.reports.shares(request.user!.userId);
  });

  route(app, reports.withdrawReportShare, ({ body, request, reply }) => {
    noStore(reply);
    return app.reports.withdrawShare(request.user!.userId, body.id);
  });
}

const DOCTORS = ['doctor', 'manager'] as const;

/** A centre's doctor or manager enters and publishes an examined order's report. */
export async function reportsStaffRoutes(app: FastifyInstance) {
  // Reads change nothing and are not audited; each still checks the role at the order's centre.
  route(app, operatorReports.operatorReportForm, async ({ query, request, reply }) => {
    noStore(reply);
    const { centreId } = await app.orders.operator.target(query.orderId);
    app.operators.assertRole(request.operator!, centreId, DOCTORS);
    return app.reports.form(query.orderId);
  });

  route(app, operatorReports.operatorPreviewReport, async ({ body, request, reply }) => {
    noStore(reply);
    const { centreId } = await app.orders.operator.target(body.orderId);
    app.operators.assertRole(request.operator!, centreId, DOCTORS);
    return app.reports.previewFlags(body);
  });

  operatorRoute(
    app,
    reports.operatorPublishReport,
    {
      action: 'report.publish',
      targetType: 'order',
      roles: DOCTORS,
      target: ({ body }) => app.orders.operator.target(body.orderId),
      snapshot: async ({ body }) => app.orders.operator.state(body.orderId),
    },
    ({ body }, operator) => app.reports.publish(operator, body),
  );
}
