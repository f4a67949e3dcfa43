import {
  CardMessages,
  type Coupon,
  type CouponType,
  cardDebits,
  couponApplies,
  type ExamCard,
  type ExclusiveService,
  type Fen,
  fen,
  formatYuan,
  listableServices,
  MAX_CARDS,
  type PayType,
  serviceNotOfferedMessage,
  shanghaiDate,
} from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { CentresService } from '../centres/service.ts';
import { type CardRow, type CouponRow, type ServiceRow, walletRepository } from './repository.ts';

export interface WalletDeps {
  db: Db;
  /** coupon dates and card expiry are judged on the server's day in Asia/Shanghai */
  clock: () => Date;
  centres: Pick<CentresService, 'centre'>;
}

export const WalletMessages = {
  couponNotFound: '该电子券不存在',
  couponTaken: '该电子券已被使用，请重新选择',
  couponNotApplicable: '该电子券不满足本单使用条件',
  cardNotFound: '所选体检卡不存在',
  cardRepeated: '请勿重复选择同一张体检卡',
  cardExpired: (cardNo: string) => `体检卡${cardNo}已过期`,
  cardShort: '体检卡余额不足，请重新选择',
  serviceNotFound: '所选专属服务不存在',
} as const;

export type DisabledCard = ExamCard & { reason: string };

const CARD_STATE = { ok: '可用', expired: '已过期', empty: '余额为0' } as const;

const tiedItem = (row: CouponRow) =>
  row.projectId === null ? null : { id: row.projectId, item: row.projectName ?? row.projectId };

const toExamCard = (row: CardRow, stateName: string): ExamCard => ({
  id: row.id,
  cardNo: row.cardNo,
  balance: fen(row.balance),
  expiryDate: row.expiryDate,
  stateName,
});

/** Why a coupon cannot be used at this centre today before its price is considered, or ''. */
function couponHeldBack(row: CouponRow, today: string, centreId: string | undefined): string {
  if (row.state === 'locked') return '该电子券已被未支付订单使用';
  if (row.state === 'used') return '该电子券已使用';
  if (today < row.startDate) return '未到使用时间';
  if (today > row.endDate) return '已过期';
  if (row.centreId !== null && centreId !== undefined && row.centreId !== centreId) return '本中心不可用';
  return '';
}

/**
 * The coupon as the submit screen sees it: the server's reasons first (state, dates, centre), then
 * the domain's rule for the price, so web and server agree on what applies.
 */
function toCoupon(row: CouponRow, opts: { today: string; centreId?: string; price?: number }): Coupon {
  const heldBack = couponHeldBack(row, opts.today, opts.centreId);
  const coupon: Coupon = {
    id: row.id,
    name: row.name,
    couponType: row.couponType as CouponType,
    price: fen(row.price),
    orderMinimum: fen(row.orderMinimum),
    available: heldBack === '' ? 1 : 0,
    reason: heldBack,
    startDate: row.startDate,
    endDate: row.endDate,
    content: row.content,
    exchangeProjectMap: tiedItem(row),
  };
  if (heldBack !== '' || opts.price === undefined) return coupon;
  if (couponApplies(coupon, fen(opts.price), opts.today)) return coupon;
  return { ...coupon, available: 0, reason: `订单金额需超过${formatYuan(coupon.orderMinimum)}` };
}

const toService = (row: ServiceRow, canVip: number): ExclusiveService => ({
  projectId: row.projectId,
  item: row.item,
  price: fen(row.price),
  minPrice: fen(row.minPrice),
  maxPrice: fen(row.maxPrice),
  isSupport: row.isSupport === 1 ? 1 : 0,
  limitNumber: row.dailyLimit,
  payment: row.payment,
  canVip,
  inspectionSignificance: row.inspectionSignificance,
});

export interface ServiceDayInput {
  sysCenterId: string;
  /** YYYY-MM-DD */
  date: string;
  projectIds: readonly string[];
}

/**
 * E-coupons, check-up cards and exclusive services: the lists the submit screen shows, and what an
 * order does with them inside its own transaction (lock/use/release a coupon, debit/refund cards,
 * take/give a service's place).
 */
export function createWalletService({ db, clock, centres }: WalletDeps) {
  const today = () => shanghaiDate(clock());

  async function servicesOn(centreId: string, date: string | null): Promise<ExclusiveService[]> {
    const [rows, days] = await Promise.all([
      walletRepository.servicesOf(db, centreId),
      date === null ? [] : walletRepository.serviceDays(db, centreId, date),
    ]);
    const dayOf = new Map(days.map((d) => [d.projectId, d]));
    return rows.map((row) => {
      const day = dayOf.get(row.projectId);
      // Without a date the service's usual limit stands; the screen asks for the date before choosing.
      const canVip = day ? day.limit - day.booked : row.dailyLimit;
      return toService(row, Math.max(0, canVip));
    });
  }

  return {
    /** The session user's cards, usable ones first; expired and empty ones say why not. */
    async cardsFor(
      userId: number,
      sysCenterId: string,
    ): Promise<{ available: ExamCard[]; disabled: DisabledCard[] }> {
      await centres.centre(sysCenterId);
      const day = today();
      const available: ExamCard[] = [];
      const disabled: DisabledCard[] = [];
      for (const row of await walletRepository.cardsOf(db, userId)) {
        if (row.expiryDate < day) disabled.push({ ...toExamCard(row, CARD_STATE.expired), reason: '已过期' });
        else if (row.balance <= 0) disabled.push({ ...toExamCard(row, CARD_STATE.empty), reason: '余额为0' });
        else available.push(toExamCard(row, CARD_STATE.ok));
      }
      return { available, disabled };
    },

    /** The session user's unused and held coupons, each marked usable or not for this centre and price. */
    async couponsFor(userId: number, opts: { sysCenterId: string; price?: number }): Promise<Coupon[]> {
      await centres.centre(opts.sysCenterId);
      const rows = await walletRepository.couponsOf(db, userId);
      const list = rows
        .filter((r) => r.state !== 'used')
        .map((r) => toCoupon(r, { today: today(), centreId: opts.sysCenterId, price: opts.price }));
      // Usable ones first, each group in the order they expire.
      return [...list.filter((c) => c.available === 1), ...list.filter((c) => c.available === 0)];
    },

    /**
     * The centre's services for the plan's total and the way the person pays, with the places left on
     * the date (canVip). Without a total every supported service is listed, for the screen to filter.
     */
    async servicesFor(input: {
      sysCenterId: string;
      date?: string | null;
      total?: number;
      payType?: PayType | null;
    }): Promise<ExclusiveService[]> {
      await centres.centre(input.sysCenterId);
      const services = await servicesOn(input.sysCenterId, input.date ?? null);
      if (input.total === undefined) return services.filter((s) => s.isSupport === 1);
      return listableServices(services, fen(input.total), input.payType ?? null);
    },

    /** Holds a coupon for an order: only the owner's, only an unused one, only if it applies to the price. */
    async lockCoupon(
      tx: Tx,
      input: { userId: number; couponId: number; orderId: number; actualPrice: Fen; sysCenterId?: string },
    ): Promise<{ ok: true; coupon: Coupon } | { ok: false; message: string }> {
      const row = await walletRepository.coupon(tx, input.userId, input.couponId);
      if (!row) return { ok: false, message: WalletMessages.couponNotFound };
      if (row.state !== 'unused') return { ok: false, message: WalletMessages.couponTaken };
      const coupon = toCoupon(row, { today: today(), centreId: input.sysCenterId, price: input.actualPrice });
      if (coupon.available !== 1)
        return { ok: false, message: coupon.reason || WalletMessages.couponNotApplicable };
      const locked = await walletRepository.lockCoupon(tx, input.userId, input.couponId, input.orderId);
      // Another order took it between the read and the update.
      if (!locked) return { ok: false, message: WalletMessages.couponTaken };
      return { ok: true, coupon };
    },

    /** The order was paid: its held coupon is spent. */
    async useCoupon(tx: Tx, input: { orderId: number }): Promise<void> {
      await walletRepository.setCouponState(tx, input.orderId, 'locked', 'used');
    },

    /**
     * The coupon an order holds or spent, judged for a new price as if it were free (changing the
     * order's items re-prices it as a new order would), with the state it is in; null when the order
     * holds none of the owner's.
     */
    async orderCoupon(
      db: Db | Tx,
      input: { userId: number; couponId: number; orderId: number; sysCenterId: string; price: Fen },
    ): Promise<{ coupon: Coupon; state: 'locked' | 'used' } | null> {
      const row = await walletRepository.coupon(db, input.userId, input.couponId);
      if (!row || row.orderId !== input.orderId || row.state === 'unused') return null;
      const coupon = toCoupon(
        { ...row, state: 'unused' },
        {
          today: today(),
          centreId: input.sysCenterId,
          price: input.price,
        },
      );
      return { coupon, state: row.state === 'used' ? 'used' : 'locked' };
    },

    /** The order went away unpaid: its held coupon is free again. */
    async releaseCoupon(tx: Tx, input: { orderId: number }): Promise<void> {
      await walletRepository.setCouponState(tx, input.orderId, 'locked', 'unused');
    },

    /** The coupon the owner's order spent (refunds judge whether it is still valid), or null. */
    async spentCoupon(
      db: Db | Tx,
      input: { userId: number; couponId: number | null; orderId: number },
    ): Promise<{ id: number; name: string; endDate: string } | null> {
      if (input.couponId === null) return null;
      const row = await walletRepository.coupon(db, input.userId, input.couponId);
      if (row?.state !== 'used' || row.orderId !== input.orderId) return null;
      return { id: row.id, name: row.name, endDate: row.endDate };
    },

    /** The order was refunded: the coupon it spent is usable again, once (a second call finds it unused). */
    async returnCoupon(tx: Tx, input: { orderId: number }): Promise<boolean> {
      return (await walletRepository.setCouponState(tx, input.orderId, 'used', 'unused')) > 0;
    },

    /**
     * Pays up to `amount` from the owner's cards in the order chosen (the domain's cardDebits), each
     * debit a conditional balance update with its ledger row. A refusal leaves every balance as it was.
     */
    async debitCards(
      tx: Tx,
      input: { userId: number; cardNos: readonly string[]; amount: Fen; orderId: number },
    ): Promise<{ ok: true; debits: { cardNo: string; amount: Fen }[] } | { ok: false; message: string }> {
      const cardNos = [...input.cardNos];
      if (cardNos.length > MAX_CARDS) return { ok: false, message: CardMessages.tooMany };
      if (new Set(cardNos).size !== cardNos.length)
        return { ok: false, message: WalletMessages.cardRepeated };
      const rows = await walletRepository.cardsByNo(tx, input.userId, cardNos);
      const byNo = new Map(rows.map((r) => [r.cardNo, r]));
      const chosen: CardRow[] = [];
      for (const no of cardNos) {
        const row = byNo.get(no);
        if (!row) return { ok: false, message: WalletMessages.cardNotFound };
        if (row.expiryDate < today()) return { ok: false, message: WalletMessages.cardExpired(no) };
        chosen.push(row);
      }
      const debits = cardDebits(
        chosen.map((r) => toExamCard(r, CARD_STATE.ok)),
        input.amount,
      );
      // Updated in card-number order, so two orders paying with the same cards lock them in one order.
      const ordered = [...debits].sort((a, b) => a.cardNo.localeCompare(b.cardNo));
      const done: { cardId: number; amount: number }[] = [];
      for (const debit of ordered) {
        const card = byNo.get(debit.cardNo)!;
        if (!(await walletRepository.debit(tx, card.id, debit.amount))) {
          for (const d of done) {
            await walletRepository.credit(tx, d.cardId, d.amount);
            await walletRepository.removeLedger(tx, d.cardId, input.orderId, 'debit');
          }
          return { ok: false, message: WalletMessages.cardShort };
        }
        await walletRepository.addLedger(tx, {
          cardId: card.id,
          orderId: input.orderId,
          amount: -debit.amount,
          reason: 'debit',
        });
        done.push({ cardId: card.id, amount: debit.amount });
      }
      return { ok: true, debits };
    },

    /** Gives back what the order took from each card, once: a second call finds its refund rows and does nothing. */
    async refundCards(tx: Tx, input: { orderId: number }): Promise<{ cardNo: string; amount: Fen }[]> {
      const refunded: { cardNo: string; amount: Fen }[] = [];
      for (const row of await walletRepository.ledgerOf(tx, input.orderId)) {
        if (row.reason !== 'debit') continue;
        const amount = -row.amount;
        if (
          await walletRepository.addLedger(tx, {
            cardId: row.cardId,
            orderId: input.orderId,
            amount,
            reason: 'refund',
          })
        ) {
          await walletRepository.credit(tx, row.cardId, amount);
          refunded.push({ cardNo: row.cardNo, amount: fen(amount) });
        }
      }
      return refunded;
    },

    /**
     * Takes one place of each chosen service on the date (one conditional UPDATE each); a service the
     * date does not offer refuses the lot with the spec's message, giving back what was taken.
     */
    async reserveServices(
      tx: Tx,
      input: ServiceDayInput,
    ): Promise<{ ok: true; services: ExclusiveService[] } | { ok: false; message: string }> {
      const { sysCenterId: centreId, date } = input;
      const ids = [...new Set(input.projectIds)].sort();
      if (ids.length === 0) return { ok: true, services: [] };
      const rows = new Map((await walletRepository.servicesOf(tx, centreId)).map((r) => [r.projectId, r]));
      const taken: ServiceRow[] = [];
      for (const id of ids) {
        const row = rows.get(id);
        let ok = false;
        if (row && row.isSupport === 1) {
          await walletRepository.ensureServiceDay(tx, centreId, id, date, row.dailyLimit);
          ok = await walletRepository.takeService(tx, centreId, id, date);
        }
        if (!ok) {
          for (const t of taken) await walletRepository.giveService(tx, centreId, t.projectId, date);
          return {
            ok: false,
            message: row ? serviceNotOfferedMessage(row.item) : WalletMessages.serviceNotFound,
          };
        }
        taken.push(row!);
      }
      const left = new Map(
        (await walletRepository.serviceDays(tx, centreId, date)).map((d) => [d.projectId, d]),
      );
      return {
        ok: true,
        services: taken.map((r) => {
          const day = left.get(r.projectId);
          return toService(r, day ? Math.max(0, day.limit - day.booked) : 0);
        }),
      };
    },

    /** Gives back the services' places an order held on its date; never below zero. */
    async releaseServices(tx: Tx, input: ServiceDayInput): Promise<void> {
      for (const id of [...new Set(input.projectIds)].sort()) {
        await walletRepository.giveService(tx, input.sysCenterId, id, input.date);
      }
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
