// The order's one transaction: the idempotency key claimed, the person's and the account's open
// orders counted (codes -2, -1), coupon held, services and cards taken, the place reserved (code -3),
// then the order, its lines and its first history row written. Any refusal rolls all of it back.
import { fen, MAX_UNPAID_ORDERS, OrderCodes, orderCodeMessage } from '@tijian/domain';
import type { PaymentConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid } from '../../http/app-error.ts';
import type { FamilyService } from '../family/service.ts';
import type { ScheduleService } from '../schedule/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { OrderMessages } from './messages.ts';
import { orderNoOf } from './order-lines.ts';
import type { PreparedOrder, SubmitOrderInput } from './prepare-order.ts';
import { ordersRepository as repo } from './repository.ts';
import { AWAITING_PAYMENT, OPEN_STATUSES, UNPAID_STATUSES } from './statuses.ts';
import { type SubmitAnswer, submittedAnswer } from './submit-answer.ts';

export interface BookDeps {
  db: Db;
  payment: PaymentConfig;
  schedule: Pick<ScheduleService, 'reservation'>;
  wallet: Pick<WalletService, 'lockCoupon' | 'useCoupon' | 'debitCards' | 'reserveServices'>;
  family: { reportLinks: Pick<FamilyService['reportLinks'], 'knows'> };
}

/** A spec 8 business answer (-1, -2, -3): a success envelope with data.code, and nothing changed. */
export class BusinessRefusal extends Error {
  constructor(readonly answer: SubmitAnswer) {
    super('business refusal');
  }
}

const refusal = (code: -1 | -2 | -3, message: string) =>
  new BusinessRefusal({
    data: { code, message, orderId: null, orderNo: null, status: null, payable: fen(0) },
    topLevel: { orderId: null, orderNo: null },
  });

/** What booking reads of the submitted body (a team order builds it from its own). */
export type BookBody = Pick<
  SubmitOrderInput,
  | '_BIZCODE'
  | 'bookingType'
  | 'payType'
  | 'isDeliver'
  | 'instanceId'
  | 'boExaminationDate'
  | 'boExaminationTimeNo'
>;

/**
 * Another module's part of the booking, run in the order's transaction once the key is claimed and
 * before the place is taken (a company's day quota and budget): throwing refuses the whole order.
 */
export type BookHook = (tx: Tx, orderId: number) => Promise<void>;

export function createOrderBooking(deps: BookDeps) {
  const { db, schedule, wallet, family } = deps;

  /** The answer already given to this user for this key, if its order exists. */
  async function answered(userId: number, key: string, tx: Db | Tx = db): Promise<SubmitAnswer | null> {
    const orderId = await repo.submittedOrderId(tx, userId, key);
    if (orderId == null) return null;
    const row = await repo.find(tx, userId, orderId);
    return row ? submittedAnswer(row) : null;
  }

  async function book(p: PreparedOrder, body: BookBody, hook?: BookHook): Promise<SubmitAnswer> {
    // Another account's open order of this person refuses only when this account proved the person
    // (its own claim, a family link): a stranger's refusal would tell them the order exists.
    const anyBooker = await family.reportLinks.knows(p.userId, p.examinee.idCardNo);
    return transaction(db, async (tx) => {
      // The primary key decides between two submissions with one key: the second waits here for the
      // first to commit, then answers with its order.
      const { claimed, nextId: orderId } = await repo.claimAndLock(tx, {
        userId: p.userId,
        key: p.key,
        idCardNo: p.examinee.idCardNo,
        centreId: p.centre.id,
      });
      if (!claimed) {
        const first = await answered(p.userId, p.key, tx);
        if (first) return first;
        // The first attempt was refused and its claim rolled back between our insert and our read.
        throw invalid('请求处理中，请稍后再试');
      }
      const standingQuery = {
        userId: p.userId,
        idCardNo: p.examinee.idCardNo,
        centreId: p.centre.id,
        anyBooker,
        open: OPEN_STATUSES,
        unpaid: UNPAID_STATUSES,
        now: p.now,
      };
      const refuseStanding = (standing: { personHasOpenOrder: boolean; unpaidOrders: number }) => {
        if (standing.personHasOpenOrder) {
          throw refusal(OrderCodes.unfinished, orderCodeMessage(OrderCodes.unfinished));
        }
        if (standing.unpaidOrders >= MAX_UNPAID_ORDERS) {
          throw refusal(OrderCodes.tooManyUnpaid, orderCodeMessage(OrderCodes.tooManyUnpaid));
        }
      };
      const date = body.boExaminationDate;

      // Coupon, services and cards are taken before the place (the order every writer locks in), and
      // only once the standing allows the order; without them the standing is checked with the place.
      if (p.coupon || p.services.length || p.cardNos.length) {
        refuseStanding(await repo.standing(tx, standingQuery));
      }
      if (p.coupon) {
        const locked = await wallet.lockCoupon(tx, {
          userId: p.userId,
          couponId: p.coupon.id,
          orderId,
          actualPrice: p.breakdown.itemsTotal,
          sysCenterId: p.centre.id,
        });
        if (!locked.ok) throw invalid(locked.message);
      }
      if (p.services.length) {
        const taken = await wallet.reserveServices(tx, {
          sysCenterId: p.centre.id,
          date,
          projectIds: p.services.map((s) => s.projectId),
        });
        if (!taken.ok) throw invalid(taken.message);
      }
      if (p.cardNos.length) {
        const debited = await wallet.debitCards(tx, {
          userId: p.userId,
          cardNos: p.cardNos,
          amount: p.breakdown.cardTotal,
          orderId,
        });
        if (!debited.ok) throw invalid(debited.message);
        const total = debited.debits.reduce((sum, d) => sum + d.amount, 0);
        // A balance moved since the screen priced the order.
        if (total !== p.breakdown.cardTotal) throw invalid(OrderMessages.priceChanged);
      }

      // The caller's own counters (a company's quota and budget) before the place, as the wallet's are.
      if (hook) await hook(tx, orderId);

      // The place last, with the order in the same statement: the slot's row stays locked from here
      // to commit, so this is kept to one round trip.
      const place = schedule.reservation({
        sysCenterId: p.centre.id,
        date,
        slotNo: body.boExaminationTimeNo,
        projectIds: p.checked,
      });
      const b = p.breakdown;
      const orderNo = orderNoOf(orderId, p.now);
      const booked = await repo.book(tx, {
        ...standingQuery,
        key: p.key,
        maxUnpaid: MAX_UNPAID_ORDERS,
        place: place.statement,
        note: '提交订单',
        items: p.lines,
        order: {
          id: orderId,
          userId: p.userId,
          orderNo,
          status: p.status,
          bizCode: body._BIZCODE,
          sysCenterId: p.centre.id,
          sysCenterName: p.centre.name,
          name: p.examinee.name,
          idCardNo: p.examinee.idCardNo,
          sexCode: p.examinee.sexCode,
          age: p.examinee.age,
          marryStateCode: p.examinee.marryStateCode,
          phone: p.examinee.phone,
          bookingType: body.bookingType,
          packageId: p.product?.id ?? null,
          packageName: p.product?.packageName ?? null,
          plan: p.plan,
          itemsPrice: b.itemsTotal,
          materialItemsPrice: b.materialItemsTotal,
          couponDiscount: b.couponDiscount,
          servicePrice: b.servicesTotal,
          materialFee: b.materialFee,
          cardPaid: b.cardTotal,
          payable: b.payable,
          paid: fen(0),
          payType: body.payType,
          examDate: date,
          slotNo: body.boExaminationTimeNo,
          couponId: p.coupon?.id ?? null,
          couponName: p.coupon?.name ?? null,
          cardNos: p.cardNos,
          serviceIds: p.services.map((s) => s.projectId),
          isDeliver: body.isDeliver === 1 ? 1 : 0,
          invoice: p.invoice,
          needsReview: p.review,
          instanceId: /^\d+$/.test(body.instanceId ?? '') ? body.instanceId! : null,
          createdAt: p.now,
          updatedAt: p.now,
          payDeadline:
            p.status === AWAITING_PAYMENT
              ? new Date(p.now.getTime() + deps.payment.payMinutes * 60_000)
              : null,
        },
      });
      refuseStanding(booked);
      const reserved = place.outcome(booked.place);
      if (!reserved.ok) {
        if (reserved.reason === 'full')
          throw refusal(OrderCodes.dateFull, orderCodeMessage(OrderCodes.dateFull, date));
        throw invalid(reserved.message);
      }
      if (!booked.written) throw new Error('the order was not written although its place was taken');

      // Nothing left to pay online and no review to wait for: the coupon is spent now, not at a
      // payment that never comes.
      if (p.coupon !== null && p.status === 'order_hospital_examination') {
        await wallet.useCoupon(tx, { orderId });
      }
      return submittedAnswer({ id: orderId, orderNo, status: p.status, payable: b.payable });
    });
  }

  return { answered, book };
}
