import type { PaymentConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { CentresService } from '../centres/service.ts';
import type { FamilyService } from '../family/service.ts';
import type { NoticesService } from '../notices/service.ts';
import type { Operator, OperatorsService } from '../operators/service.ts';
import { OperatorCodes } from '../operators/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { QuestionnaireService } from '../questionnaire/service.ts';
import type { ReportsService } from '../reports/service.ts';
import type { ScheduleService } from '../schedule/service.ts';
import { createCompanyAdmin } from './company-admin.ts';
import { createTeamEmployee } from './employee.ts';
import { TeamServerMessages } from './messages.ts';
import { teamRepository as repo } from './repository.ts';
import { createTeamSubmit } from './submit.ts';

export interface TeamDeps {
  db: Db;
  clock: () => Date;
  payment: PaymentConfig;
  centres: Pick<CentresService, 'centre'>;
  catalogue: Pick<CatalogueService, 'centreCatalogue'>;
  schedule: Pick<ScheduleService, 'appointmentRange'>;
  orders: Pick<
    OrdersService,
    | 'byIds'
    | 'examination'
    | 'prepareFixed'
    | 'bookPrepared'
    | 'answered'
    | 'onRelease'
    | 'guardChanges'
    | 'labelTeamOrders'
  >;
  family: Pick<FamilyService, 'detail'>;
  questionnaire: Pick<QuestionnaireService, 'instance'>;
  operators: Pick<OperatorsService, 'admitWithoutCentre'>;
  reports: Pick<ReportsService, 'abnormalCategoriesOf'>;
  notices: Pick<NoticesService, 'sendTeamInvite'>;
}

/** An HR administrator as a company call sees them: the operator and the companies they administer. */
export interface CompanyAdmin {
  operator: Operator;
  companyIds: readonly number[];
}

export const NOT_ADMIN = '请先登录企业管理账号';

/**
 * Company check-ups (docs/team.md): the employee's calls, the HR portal's, and the hooks the module
 * sets at start: the orders module gives a team order's day place and budget back when the order is
 * undone, refuses the person's own changes to it and names its company in the staff's lists, and the
 * operators module lets an HR administrator without a centre role sign in.
 */
export function createTeamService(deps: TeamDeps) {
  const { db } = deps;
  const employee = createTeamEmployee(deps);
  const submit = createTeamSubmit({ ...deps, employee });
  const admin = createCompanyAdmin(deps);

  deps.orders.onRelease(async (tx, orderId) => {
    const hold = await repo.closeHold(tx, orderId);
    if (!hold) return;
    await repo.giveDay(tx, hold.companyId, hold.examDate);
    await repo.giveBudget(tx, hold.companyId, hold.companyPays);
  });
  // A team order's date and items are the company's terms (its day quota, its budget): the person
  // cancels and books again instead of moving them.
  deps.orders.guardChanges(async (orderId) =>
    (await repo.isTeamOrder(db, orderId)) ? TeamServerMessages.teamOrderFixed : null,
  );
  // The desk's lists mark the day's team bookings with their company's name.
  deps.orders.labelTeamOrders((reader, orderIds) => repo.companyNamesOf(reader, orderIds));
  deps.operators.admitWithoutCentre((operatorId) => repo.isAdmin(db, operatorId));

  return {
    verify: employee.verify,
    memberships: employee.memberships,
    rules: employee.rules,
    dates: employee.dates,
    orders: employee.orders,
    search: employee.search,
    submit,
    admin,

    /** The company group's check: a signed-in operator bound to at least one company. */
    async companyAdminOf(operator: Operator): Promise<CompanyAdmin> {
      const companies = await repo.companiesOfAdmin(db, operator.id);
      if (companies.length === 0) throw new AppError(OperatorCodes.forbidden, NOT_ADMIN);
      return { operator, companyIds: companies.map((c) => c.id) };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
