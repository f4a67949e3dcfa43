import { company, team } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { type Answer, route } from '../../http/route.ts';
import { operatorRoute } from '../operators/operator-route.ts';
import { companyRoute } from './company-route.ts';

/** The employee's calls: every place is the session's account's, never the input's. */
export async function teamRoutes(app: FastifyInstance) {
  const t = app.team;
  route(app, team.verifyTeamMember, ({ body, request }) => t.verify(request.user!.userId, body));
  route(app, team.listTeamMemberships, ({ request }) => t.memberships(request.user!.userId));
  route(app, team.getTeamOrderRules, ({ query, request }) => t.rules(request.user!.userId, query.memberId));
  route(app, team.getTeamDates, ({ query, request }) => t.dates(request.user!.userId, query.memberId));
  route(app, team.submitTeamOrder, ({ body, request }) => t.submit(request.user!.userId, body));
  route(app, team.listTeamOrders, ({ request }) => t.orders(request.user!.userId));
  route(app, team.searchTeamOrder, ({ body, request }) => t.search(request.user!.userId, body));
}

/** The HR portal: each call names one of the administrator's companies and is audited. */
export async function companyRoutes(app: FastifyInstance) {
  const admin = app.team.admin;
  companyRoute(app, company.companyMe, { action: 'company.overview' }, (_input, a) =>
    admin.companies(a.operator.id),
  );
  companyRoute(
    app,
    company.companyGetOverview,
    { action: 'company.overview', companyId: ({ query }) => query.companyId },
    ({ query }, a) => admin.overview(a.operator.id, query.companyId),
  );
  companyRoute(
    app,
    company.companySaveSettings,
    { action: 'company.settings', companyId: ({ body }) => body.companyId },
    ({ body }, a) => admin.saveSettings(a.operator.id, body.companyId, body.version, body.settings),
  );
  companyRoute(
    app,
    company.companyImportRoster,
    {
      action: 'company.import',
      companyId: ({ body }) => body.companyId,
      // The file itself is not kept in the log: its name and size are.
      detail: ({ body }) => ({
        body: { companyId: body.companyId, fileName: body.fileName, size: body.content.length },
      }),
    },
    ({ body }, a) => admin.importFile(a.operator.id, body.companyId, body.fileName, body.content),
  );
  companyRoute(
    app,
    company.companyListRoster,
    { action: 'company.roster', companyId: ({ query }) => query.companyId },
    ({ query }, a) => admin.roster(a.operator.id, query.companyId, query),
  );
  companyRoute(
    app,
    company.companyRemindUnbooked,
    { action: 'company.remind', companyId: ({ body }) => body.companyId },
    ({ body }, a) => admin.remind(a.operator.id, body.companyId),
  );
  companyRoute(
    app,
    company.companyResults,
    { action: 'company.results', companyId: ({ query }) => query.companyId },
    ({ query }, a) => admin.results(a.operator.id, query.companyId, query.groupBy),
  );
  companyRoute(
    app,
    company.companyExportRoster,
    { action: 'company.export', companyId: ({ query }) => query.companyId },
    // The xlsx answer (a file) is served by route.ts's 'xlsx' case, written with the export.
    async ({ query }, a) =>
      (await admin.exportRoster(a.operator.id, query.companyId)) as unknown as Answer<
        typeof company.companyExportRoster
      >,
  );
}

/** The centre's list of its company clients: any role of that centre, audited. */
export async function operatorCompanyRoutes(app: FastifyInstance) {
  operatorRoute(
    app,
    company.operatorListCompanies,
    {
      action: 'company.list',
      targetType: 'centre',
      roles: ['desk', 'doctor', 'manager'],
      target: async ({ query }) => ({ centreId: query.sysCenterId, targetId: query.sysCenterId }),
    },
    ({ query }) => app.team.admin.ofCentre(query.sysCenterId),
  );
}
