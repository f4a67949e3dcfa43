// Booking a roster place (submitTeamOrder): the company's terms priced by the domain's teamPrice, the
// order built and booked by the orders module, and the company's day place, budget and the place's
// one open order taken in the order's own transaction (the hook), so a refusal anywhere changes
// nothing and the last places go to exactly as many people as there are.
import { type BodyOf, team } from '@tijian/contract';
import {
  type Fen,
  fen,
  infoFromIdCard,
  PaymentMessages,
  paymentMethodsOf,
  productPrice,
  shanghaiDate,
  teamPrice,
} from '@tijian/domain';
import type { PaymentConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { invalid } from '../../http/app-error.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { CentresService } from '../centres/service.ts';
import type { FamilyService } from '../family/service.ts';
import { invoiceOf } from '../orders/order-invoice.ts';
import type { OrdersService } from '../orders/service.ts';
import type { QuestionnaireService } from '../questionnaire/service.ts';
import type { TeamEmployee } from './employee.ts';
import { TeamServerMessages } from './messages.ts';
import { teamRepository as repo } from './repository.ts';

type SubmitBody = BodyOf<typeof team.submitTeamOrder>;
type SubmitResult = team.SubmitTeamOrderResult;
const { TeamMessages } = team;

export interface SubmitDeps {
  db: Db;
  clock: () => Date;
  payment: PaymentConfig;
  centres: Pick<CentresService, 'centre'>;
  catalogue: Pick<CatalogueService, 'centreCatalogue'>;
  family: Pick<FamilyService, 'detail'>;
  orders: Pick<OrdersService, 'prepareFixed' | 'bookPrepared' | 'answered'>;
  questionnaire: Pick<QuestionnaireService, 'instance'>;
  employee: TeamEmployee;
}

export function createTeamSubmit(deps: SubmitDeps) {
  const { db, clock, centres, catalogue, family, orders, questionnaire, employee } = deps;

  /** The company asks for the questionnaire first: the instance must be one the account answered. */
  async function requireOwnAnswers(userId: number, instanceId: string | undefined) {
    const id = /^\d+$/.test(instanceId ?? '') ? Number(instanceId) : 0;
    const own =
      id > 0 &&
      (await questionnaire.instance(userId, id).then(
        () => true,
        () => false,
      ));
    if (!own) throw invalid(TeamServerMessages.questionnaireFirst);
  }

  /** The person examined: the one on the roster, or a family member of the account where allowed. */
  async function examineeOf(
    userId: number,
    body: SubmitBody,
    member: { name: string; idCardNo: string; phone: string },
    allowFamily: boolean,
    now: Date,
  ) {
    if (body.familyMemberId !== undefined) {
      if (!allowFamily) throw invalid(TeamMessages.familyNotAllowed);
      const f = await family.detail(userId, body.familyMemberId).catch(() => {
        throw invalid(TeamMessages.familyMemberInvalid);
      });
      if (!f.idCardNo || !f.boCellPhoneNo) throw invalid(TeamMessages.familyMemberInvalid);
      return {
        name: f.callName,
        idCardNo: f.idCardNo,
        phone: f.boCellPhoneNo,
        sexCode: f.sexCode,
        age: f.age,
        marryStateCode: body.marryStateCode,
      };
    }
    const info = infoFromIdCard(member.idCardNo, shanghaiDate(now));
    // The roster's ID numbers were checked on import; one that no longer reads is the HR file's error.
    if (!info) throw invalid(TeamServerMessages.memberNotFound);
    return {
      name: member.name,
      idCardNo: member.idCardNo,
      phone: member.phone,
      sexCode: info.sexCode,
      age: info.age,
      marryStateCode: body.marryStateCode,
    };
  }

  return async function submit(userId: number, body: SubmitBody): Promise<SubmitResult> {
    // A repeated key is answered with its order, before any check that its own booking now fails.
    const first = await orders.answered(userId, body.idempotencyKey);
    if (first) return first.data;
    const now = clock();
    const member = await employee.ownMember(userId, body.memberId);
    const company = await employee.companyOf(member);
    const grade = await employee.gradeOf(member);
    const date = body.boExaminationDate;
    if (date < company.windowStart || date > company.windowEnd) throw invalid(TeamMessages.outsideWindow);
    if (await repo.openOrderOfMember(db, member.id)) throw invalid(TeamMessages.alreadyBooked);
    if (company.questionnaire) await requireOwnAnswers(userId, body.instanceId);

    const c = await catalogue.centreCatalogue(company.centreId);
    const product = c.products.find((p) => p.id === grade.packageId);
    if (!product) throw invalid(TeamServerMessages.noGradePackage);
    const topicOf = (id: string) => {
      const t = c.products.find((p) => p.id === id && p.planTypeCode === 'topic');
      if (!t) throw invalid(TeamServerMessages.topicUnknown);
      return t;
    };
    const companyTopics = grade.topicPackageIds.flatMap((id) => {
      const t = c.products.find((p) => p.id === id && p.planTypeCode === 'topic');
      return t ? [t] : [];
    });
    const added = [...new Set(body.topicPackageIds)]
      .filter((id) => !grade.topicPackageIds.includes(id))
      .map(topicOf);
    const extras = [...new Set(body.extraProjectIds)].map((id) => {
      const p = c.index.projects.get(id);
      if (!p) throw invalid(TeamServerMessages.extraUnknown);
      return p;
    });
    const price = teamPrice({
      customPrice: grade.customPrice,
      addedTopicPrices: added.map((t) => productPrice(c.index, t)),
      extraPrices: extras.map((p) => p.price),
      discountPercent: company.discountPercent,
    });
    if (body.price !== price.selfPays) throw invalid(TeamMessages.priceChanged);
    const payType = body.payType;
    if (price.selfPays > 0) {
      const centre = await centres.centre(company.centreId);
      if (!paymentMethodsOf(centre).includes(payType)) throw invalid(PaymentMessages.onlineUnavailable);
      if (payType === 'online' && deps.payment.providers.length === 0)
        throw invalid(TeamServerMessages.notPayable);
    }

    // A paper invoice is for what the employee pays, where the company offers one (groupProvideInvoice).
    const invoice = invoiceOf(body, company.provideInvoice, TeamServerMessages.invoiceNotOffered);
    if (invoice && price.selfPays === 0) throw invalid(TeamServerMessages.invoiceNothingPaid);
    const examinee = await examineeOf(userId, body, member, company.allowFamily, now);
    const itemsOf = (p: { packageProjects: { projectId: string }[] }) =>
      p.packageProjects.map((x) => x.projectId);
    const prepared = await orders.prepareFixed({
      userId,
      key: body.idempotencyKey,
      now,
      examinee,
      centre: { id: company.centreId, name: await employee.centreName(company.centreId) },
      product,
      chosen: [...companyTopics.flatMap(itemsOf), ...added.flatMap(itemsOf), ...extras.map((p) => p.id)],
      total: fen(price.companyPays + price.selfPays),
      payable: price.selfPays,
      payType: price.selfPays > 0 ? payType : 'onhospital',
      invoice,
    });

    const companyPays: Fen = price.companyPays;
    const answer = await orders.bookPrepared(
      prepared,
      {
        _BIZCODE: '0002',
        bookingType: 'product',
        payType: price.selfPays > 0 ? payType : 'onhospital',
        isDeliver: 0,
        instanceId: body.instanceId,
        boExaminationDate: date,
        boExaminationTimeNo: body.boExaminationTimeNo,
      },
      async (tx: Tx, orderId: number) => {
        // The place's one open order first: a second submit of the same place stops here.
        const linked = await repo.insertTeamOrder(tx, {
          orderId,
          memberId: member.id,
          companyId: company.id,
          examDate: date,
          companyPays,
          selfPays: price.selfPays,
          open: true,
          createdAt: now,
        });
        if (!linked) throw invalid(TeamMessages.alreadyBooked);
        if (!(await repo.takeDay(tx, company.id, date, company.dailyQuota)))
          throw invalid(TeamMessages.quotaFull);
        if (!(await repo.takeBudget(tx, company.id, companyPays)))
          throw invalid(TeamMessages.budgetExhausted);
      },
    );
    return answer.data;
  };
}
