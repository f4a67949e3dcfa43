// Everything an order submission decides before its transaction: the examinee, the plan re-checked
// and re-priced by the catalogue engine, payment method and review, coupon, cards and services as the
// server loads them, the payable by the domain's formula, and the eligibility refusal. Reads and pure
// rules only, so a refusal here changes nothing. The quote (quoteOrder) is this same pricing without
// the final comparison with the price the screen showed: submit charges what the quote said.
import type { BodyOf, orders as ordersContract } from '@tijian/contract';
import {
  CardMessages,
  type Coupon,
  checkExaminee,
  checkedIds,
  couponNeedsItem,
  type ExamCard,
  type ExamineePath,
  type ExclusiveService,
  type Fen,
  FOLKS,
  firstExamineeError,
  initialOrderStatus,
  NO_SERVICE_MESSAGE,
  needsDoctorReview,
  type OrderStatus,
  PaymentMessages,
  type PayType,
  type Plan,
  type PriceSummary,
  type Product,
  type Project,
  payableTotal,
  paymentMethodsOf,
  planAmounts,
  priceSummary,
  serviceChoiceRefusal,
  shanghaiDate,
  validatePlan,
} from '@tijian/domain';
import type { PaymentConfig } from '../../config.ts';
import { invalid } from '../../http/app-error.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { CentresService } from '../centres/service.ts';
import type { QuestionnaireService } from '../questionnaire/service.ts';
import type { UsersService } from '../users/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { hardEligibilityProblem } from './eligibility.ts';
import { OrderMessages } from './messages.ts';
import { invoiceOf } from './order-invoice.ts';
import { orderLines } from './order-lines.ts';
import type { OrderInvoice } from './schema.ts';
import { AWAITING_PAYMENT } from './statuses.ts';

export type SubmitOrderInput = BodyOf<typeof ordersContract.submitOrder>;
export type QuoteOrderInput = BodyOf<typeof ordersContract.quoteOrder>;
/** A cart as quote and submit both take it (submit's body carries more: key, price, slot). */
export type CartInput = Omit<QuoteOrderInput, '_BIZCODE'> & Pick<SubmitOrderInput, '_BIZCODE'>;

export interface PrepareDeps {
  payment: PaymentConfig;
  centres: Pick<CentresService, 'centre'>;
  catalogue: Pick<CatalogueService, 'centreCatalogue' | 'baseProjects'>;
  questionnaire: Pick<QuestionnaireService, 'plan' | 'examConditions'>;
  wallet: Pick<WalletService, 'couponsFor' | 'cardsFor' | 'servicesFor'>;
  users: Pick<UsersService, 'profile'>;
}

const unique = <T>(list: readonly T[]) => [...new Set(list)];

/** Which form's limits the examinee is checked against (spec 5: package path, quick 12–85). */
function examineePath(body: CartInput): ExamineePath {
  if (body._BIZCODE === '0019') return 'quick';
  if (body.bookingType === 'product') return 'package';
  return body.bookingType === 'customize' ? 'personal' : 'custom';
}

/** A cart checked and priced: everything the quote answers and the order would be written from. */
export interface PricedCart {
  examinee: {
    name: string;
    idCardNo: string;
    phone: string;
    sexCode: 'male' | 'female';
    age: number;
    marryStateCode: 'married' | 'unmarried';
  };
  centre: { id: string; name: string };
  plan: Plan;
  product: Product | null;
  checked: string[];
  summary: PriceSummary;
  lines: ReturnType<typeof orderLines>;
  breakdown: ReturnType<typeof payableTotal>;
  coupon: Coupon | null;
  cardNos: string[];
  services: ExclusiveService[];
  status: OrderStatus;
  review: boolean;
  invoice: OrderInvoice | null;
}

/** Everything decided before the transaction: reads and pure rules only, so a refusal here changes nothing. */
export interface PreparedOrder extends PricedCart {
  userId: number;
  key: string;
  now: Date;
}

/** The package of a product plan, the base pack of the custom path, or the questionnaire's plan. */
export async function expectedStartOf(
  deps: Pick<PrepareDeps, 'catalogue' | 'questionnaire'>,
  userId: number,
  body: Pick<CartInput, 'plan' | 'bookingType' | 'instanceId' | 'sysCenterId'>,
  ix: { products: readonly Product[] },
  examinee: { sexCode: 'male' | 'female'; marryStateCode: 'married' | 'unmarried'; age: number },
): Promise<{ product?: Product; base?: string[] }> {
  const productId = body.plan.productId;
  if (body.bookingType === 'product' || productId !== null) {
    if (productId === null) throw invalid(OrderMessages.unknownPackage);
    const product = ix.products.find((p) => p.id === productId);
    if (!product) throw invalid(OrderMessages.packageNotAtCentre);
    return { product };
  }
  if (body.bookingType === 'customize') {
    const instanceId = Number(body.instanceId ?? '');
    if (!Number.isInteger(instanceId) || instanceId <= 0) throw invalid(OrderMessages.questionnaireFirst);
    const planned = await deps.questionnaire.plan(userId, {
      aqInstanceId: instanceId,
      sysCenterId: body.sysCenterId,
      ...examinee,
    });
    return {
      base: unique([
        ...planned.basePackagePros,
        ...planned.rulePackagePros,
        ...planned.lastRulePackagePros,
        ...planned.thoroughRulePackagePros,
      ]),
    };
  }
  return { base: (await deps.catalogue.baseProjects(body.sysCenterId, examinee)).basePackagePros };
}

export function createOrderPreparer(deps: PrepareDeps) {
  const { centres, catalogue, questionnaire, wallet, users } = deps;

  /**
   * Spec 5: booking for oneself, the form asks for the ID number and the phone only when the account
   * has none on file, and leaves them blank otherwise; a blank one is the account's own. What is
   * still missing after that is refused below, as for anyone else.
   */
  async function withOnFile(userId: number, body: CartInput): Promise<{ idCardNo: string; phone: string }> {
    const idCardNo = body.identityCardNo.trim();
    const phone = body.boCellPhoneNo.trim();
    if (idCardNo && phone) return { idCardNo, phone };
    const profile = await users.profile(userId);
    return { idCardNo: idCardNo || (profile.idCardNo ?? ''), phone: phone || profile.mobilePhone };
  }

  /** What the person declared on confirm-items plus what their questionnaire says. */
  async function declaredConditions(userId: number, body: CartInput): Promise<string[]> {
    const declared = body.conditions ?? [];
    const instanceId = Number(body.instanceId ?? '');
    if (!Number.isInteger(instanceId) || instanceId <= 0) return declared;
    return unique([...declared, ...(await questionnaire.examConditions(userId, instanceId))]);
  }

  /**
   * The one pricing of a cart, for the quote and for submit: every check submit makes before its
   * transaction, the catalogue engine's prices and the domain's payableTotal.
   */
  async function priceCart(userId: number, body: CartInput, now: Date): Promise<PricedCart> {
    const quick = body._BIZCODE === '0019';

    // The order names the person examined: ID number and phone are always required on it, typed or
    // on file.
    const onFile = await withOnFile(userId, body);
    const checked0 = checkExaminee(
      {
        callName: body.name,
        idCardNo: onFile.idCardNo,
        boCellPhoneNo: onFile.phone,
        sexCode: body.sexCode,
        age: body.age,
        marryStateCode: body.marryStateCode,
        // The order payload carries no ethnicity (spec 7); the form asked for it before.
        folkId: body.folkId ?? FOLKS[0]!.id,
        height: body.height ?? undefined,
        weight: body.weight ?? undefined,
      },
      { path: examineePath(body), sysCenterId: body.sysCenterId, self: false, today: now },
    );
    if (!checked0.ok) throw invalid(firstExamineeError(checked0.errors)?.message ?? '请求格式不正确');
    const e = checked0.value;
    const examinee = {
      name: e.callName,
      idCardNo: e.idCardNo!,
      phone: e.boCellPhoneNo!,
      sexCode: e.sexCode,
      age: e.age,
      marryStateCode: e.marryStateCode,
    };

    const centre = await centres.centre(body.sysCenterId);
    const c = await catalogue.centreCatalogue(body.sysCenterId);
    const start = await expectedStartOf(deps, userId, body, c, examinee);
    const plan: Plan = { ...body.plan };
    const problem = validatePlan(c.index, plan, start)[0];
    if (problem) throw invalid(problem.message);
    const product = start.product ?? null;
    // A quick appointment books a package as it is (its id is the appointment's, checked on submit).
    if (quick && product === null) throw invalid(OrderMessages.quickBooksPackage);
    const checked = checkedIds(c.index, plan);
    if (checked.length === 0) throw invalid(OrderMessages.emptyPlan);
    const summary = priceSummary(c.index, plan, product ? { product } : undefined);
    const amounts = planAmounts(c.index, summary);

    // Payment method, doctor review and what may be paid with.
    const payType: PayType = body.payType;
    const methods = paymentMethodsOf(centre);
    if (quick && payType !== 'onhospital') throw invalid(OrderMessages.quickPaysAtCentre);
    if (!methods.includes(payType)) {
      throw invalid(
        payType === 'online' ? PaymentMessages.onlineUnavailable : OrderMessages.hospitalUnavailable,
      );
    }
    const review = needsDoctorReview({
      verifyOn: centre.verifyOn,
      verifyType: centre.verifyType,
      hasPackage: product !== null,
      chosenCount: plan.chosen.length,
    });
    const invoice = invoiceOf(body, centre.personalProvideInvoice === 1);
    const cardNos = body.cardNoList ?? [];
    if (review && cardNos.length > 0) throw invalid(PaymentMessages.hospitalOnlyNoCards);
    const couponId = body.coupon ?? null;
    if (payType === 'onhospital' && (cardNos.length > 0 || couponId !== null)) {
      throw invalid(OrderMessages.walletNeedsOnline);
    }

    const coupon =
      couponId === null
        ? null
        : await chosenCoupon(userId, body.sysCenterId, couponId, amounts.itemsTotal, checked);
    const cards = cardNos.length === 0 ? [] : await chosenCards(userId, body.sysCenterId, cardNos);
    // The screen lists services and judges coupons on the items' total (material items apart).
    const services = await chosenServices(body, amounts.itemsTotal);

    const breakdown = payableTotal({
      ...amounts,
      coupon,
      payType,
      services,
      cards,
      today: shanghaiDate(now),
    });
    if (cards.length > breakdown.cardDebits.filter((d) => d.amount > 0).length) {
      // A card that pays nothing was not needed (spec 5: cards already cover the amount).
      throw invalid(CardMessages.alreadyCovered);
    }
    const status = initialOrderStatus({ quick, review, payType, payable: breakdown.payable });
    if (status === AWAITING_PAYMENT && deps.payment.providers.length === 0)
      throw invalid(OrderMessages.onlinePaymentOff);

    const projects = checked
      .map((id) => c.index.projects.get(id))
      .filter((p): p is Project => p !== undefined);
    const refused = hardEligibilityProblem(projects, examinee, await declaredConditions(userId, body));
    if (refused) throw invalid(refused);

    return {
      examinee,
      centre: { id: centre.id, name: centre.name },
      plan,
      product,
      checked,
      summary,
      lines: orderLines({ ix: c.index, plan, product, checked, summary, services, coupon }),
      breakdown,
      coupon,
      cardNos,
      services,
      status,
      review,
      invoice,
    };

    async function chosenServices(b: CartInput, total: Fen): Promise<ExclusiveService[]> {
      const ids = unique(b.serviceIds ?? []);
      if (ids.length === 0) return [];
      const offered = await wallet.servicesFor({
        sysCenterId: b.sysCenterId,
        date: b.boExaminationDate,
        total,
        payType: b.payType,
      });
      if (offered.length === 0) throw invalid(NO_SERVICE_MESSAGE);
      return ids.map((id) => {
        const service = offered.find((s) => s.projectId === id);
        if (!service) throw invalid(OrderMessages.unknownService);
        const refused = serviceChoiceRefusal(service, true);
        if (refused) throw invalid(refused);
        return service;
      });
    }
  }

  async function chosenCoupon(
    userId: number,
    sysCenterId: string,
    couponId: number,
    itemsTotal: Fen,
    checked: string[],
  ): Promise<Coupon> {
    const coupon = (await wallet.couponsFor(userId, { sysCenterId, price: itemsTotal })).find(
      (c) => c.id === couponId,
    );
    if (!coupon) throw invalid('该电子券不存在');
    if (coupon.available !== 1) throw invalid(coupon.reason || '该电子券不满足本单使用条件');
    const needs = couponNeedsItem(coupon, checked);
    if (needs) throw invalid(OrderMessages.couponNeedsItem(needs.item));
    return coupon;
  }

  async function chosenCards(userId: number, sysCenterId: string, cardNos: string[]): Promise<ExamCard[]> {
    if (new Set(cardNos).size !== cardNos.length) throw invalid('请勿重复选择同一张体检卡');
    const { available } = await wallet.cardsFor(userId, sysCenterId);
    return cardNos.map((no) => {
      const card = available.find((c) => c.cardNo === no);
      if (!card) throw invalid(OrderMessages.cardUnavailable);
      return card;
    });
  }

  /**
   * Submit's checks: the cart priced as the quote prices it, then the price the screen showed compared
   * last, so a cart the quote refuses is refused by submit with the same words whatever price it sends.
   */
  async function prepare(userId: number, body: SubmitOrderInput, now: Date): Promise<PreparedOrder> {
    const priced = await priceCart(userId, body, now);
    // Spec 7: 0019 names its quick appointment by `id`, the package booked; another one is not this order.
    if (body._BIZCODE === '0019' && String(body.id ?? '') !== priced.product?.id) {
      throw invalid(OrderMessages.quickAppointmentMismatch);
    }
    if (body.price !== priced.breakdown.payable) throw invalid(OrderMessages.priceChanged);
    return { ...priced, userId, key: body.idempotencyKey, now };
  }

  return { priceCart, prepare };
}
