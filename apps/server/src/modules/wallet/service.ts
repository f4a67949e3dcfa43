import type { wallet as contract } from '@tijian/contract';
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
import { notFound } from '../../http/app-error.ts';
import type { CentresService } from '../centres/service.ts';
import { type CardWithBalance, type CouponRow, type ServiceRow, walletRepository } from './repository.ts';

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
  myCardNotFound: '该体检卡不存在',
} as const;

export type DisabledCard = ExamCard & { reason: string };

type MyCard = contract.MyCard;
type CardLedger = contract.CardLedger;
type CouponDetail = contract.CouponDetail;
type CouponState = contract.CouponState;

const CARD_STATE = { ok: '可用', expired: '已过期', empty: '余额为0' } as const;

/** 我的卡包's words for a card's state. */
const MY_CARD_STATE = { usable: '可用', expired: '已过期', empty: '已用完' } as const;
const MY_CARD_ORDER = { usable: 0, empty: 1, expired: 2 } as const;

const LEDGER_REASON_NAME = {
  issue: '开卡充值',
  topup: '充值',
  debit: '订单支付',
  refund: '订单退回',
} as const;

const COUPON_STATE_NAME = { usable: '可使用', used: '已使用', expired: '已过期' } as const;

/** Which tab of the coupon list a coupon is in: spent, past its last day, or still to be used. */
function couponStateOf(row: CouponRow, today: string): CouponState {
  if (row.state === 'used') return 'used';
  if (row.endDate < today) return 'expired';
  return 'usable';
}

/** How a coupon is used, one rule a line (the detail page's 使用说明). */
function couponRules(c: Coupon, centreName: string | null): string[] {
  const min = c.orderMinimum > 0 ? `订单金额超过${formatYuan(c.orderMinimum)}` : '无门槛';
  const item = c.exchangeProjectMap?.item ?? '';
  const what: Record<CouponType, string> = {
    1: `${min}，立减${formatYuan(c.price)}${item ? `，限含“${item}”的订单` : ''}`,
    2: `订单金额满${formatYuan(c.orderMinimum)}减${formatYuan(c.price)}`,
    3: `可兑换“${item}”一次（价值${formatYuan(c.price)}）；所选项目中没有该项目时，选用此券将为您添加`,
    4: `预约体检时免费赠送“${item}”一次（价值${formatYuan(c.price)}）`,
  };
  return [
    what[c.couponType],
    `有效期：${c.startDate} 至 ${c.endDate}`,
    centreName ? `仅限${centreName}使用` : '全部体检中心可用',
    '在确认订单页选择电子券使用，每笔订单限用一张，仅限在线支付',
    '取消订单或退款时，仍在有效期内的电子券将退回',
  ];
}

/** What an order's ledger rows say to the card's holder. */
const LEDGER_NOTE = { debit: '体检订单支付', refund: '订单取消或退款，退回卡内' } as const;

const tiedItem = (row: CouponRow) =>
  row.projectId === null ? null : { id: row.projectId, item: row.projectName ?? row.projectId };

const toExamCard = (row: CardWithBalance, stateName: string): ExamCard => ({
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

  /** A card as 我的卡包 shows it: expired first of all (whatever it holds), then empty, else usable. */
  function toMyCard(row: CardWithBalance, day: string): MyCard {
    const state = row.expiryDate < day ? 'expired' : row.balance <= 0 ? 'empty' : 'usable';
    return {
      id: row.id,
      cardNo: row.cardNo,
      name: row.name,
      balance: fen(Math.max(0, row.balance)),
      expiryDate: row.expiryDate,
      state,
      stateName: MY_CARD_STATE[state],
      sysCenterId: row.centreId,
    };
  }

  return {
    /**
     * 我的卡包: the session user's cards (with a centre, those usable there: its own and the cards for
     * every centre), usable ones first, then emptied, then expired; each by its expiry date.
     */
    async myCards(userId: number, sysCenterId?: string): Promise<MyCard[]> {
      if (sysCenterId) await centres.centre(sysCenterId);
      const day = today();
      return (await walletRepository.cardsOf(db, userId))
        .filter((r) => !sysCenterId || r.centreId === null || r.centreId === sysCenterId)
        .map((r) => toMyCard(r, day))
        .sort((a, b) => MY_CARD_ORDER[a.state] - MY_CARD_ORDER[b.state]);
    },

    /** One of the session user's cards with every movement of its balance, the latest first. */
    async cardLedger(userId: number, cardNo: string): Promise<CardLedger> {
      const [card] = await walletRepository.cardsByNo(db, userId, [cardNo]);
      if (!card) throw notFound(WalletMessages.myCardNotFound);
      const rows = await walletRepository.cardLedger(db, card.id);
      return {
        ...toMyCard(card, today()),
        rows: rows.map((r) => ({
          id: r.id,
          reason: r.reason,
          reasonName: LEDGER_REASON_NAME[r.reason],
          amount: r.amount,
          at: r.at.toISOString(),
          note: r.note,
          orderNo: r.orderNo,
        })),
      };
    },

    /**
     * One tab of the e-coupon list: the session user's coupons still to be used (those an unpaid order
     * holds or whose first day is still ahead say why not yet), spent, or past their last day. With a
     * centre, only those usable there. Soonest to end first; spent and expired ones latest first.
     */
    async couponList(
      userId: number,
      input: { state: CouponState; sysCenterId?: string; page?: number; size?: number },
    ): Promise<Coupon[]> {
      if (input.sysCenterId) await centres.centre(input.sysCenterId);
      const day = today();
      const rows = (await walletRepository.couponsOf(db, userId)).filter(
        (r) =>
          couponStateOf(r, day) === input.state &&
          (!input.sysCenterId || r.centreId === null || r.centreId === input.sysCenterId),
      );
      if (input.state === 'used')
        rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id);
      if (input.state === 'expired') rows.sort((a, b) => b.endDate.localeCompare(a.endDate) || b.id - a.id);
      const size = input.size ?? 99;
      const from = ((input.page ?? 1) - 1) * size;
      return rows.slice(from, from + size).map((r) => toCoupon(r, { today: day }));
    },

    /** One of the session user's coupons, named by id and type: what it is worth, its rules and its order. */
    async couponDetail(userId: number, id: number, couponType: number): Promise<CouponDetail> {
      const row = await walletRepository.coupon(db, userId, id);
      if (!row || row.couponType !== couponType) throw notFound(WalletMessages.couponNotFound);
      const day = today();
      const coupon = toCoupon(row, { today: day });
      const state = couponStateOf(row, day);
      const centreName = row.centreId === null ? null : (await centres.centre(row.centreId)).name;
      const order =
        row.orderId !== null && row.state !== 'unused'
          ? ((await walletRepository.couponOrder(db, userId, row.orderId)) ?? null)
          : null;
      return {
        ...coupon,
        state,
        stateName:
          state === 'usable' && row.state === 'locked' ? '已被未支付订单占用' : COUPON_STATE_NAME[state],
        sysCenterName: centreName,
        rules: couponRules(coupon, centreName),
        order,
      };
    },

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
     * Pays `amount` from the owner's cards in the order chosen (the domain's cardDebits), one debit
     * ledger row (negative) per card. The cards' rows are locked first, in card-number order, and
     * their balances summed from the ledger under the lock, so no card pays more than it holds and
     * none goes below zero, however many orders spend it at once. Cards that together hold less than
     * `amount` (a balance moved since the order was priced) refuse the lot, writing nothing.
     */
    async debitCards(
      tx: Tx,
      input: { userId: number; cardNos: readonly string[]; amount: Fen; orderId: number },
    ): Promise<{ ok: true; debits: { cardNo: string; amount: Fen }[] } | { ok: false; message: string }> {
      const cardNos = [...input.cardNos];
      if (cardNos.length > MAX_CARDS) return { ok: false, message: CardMessages.tooMany };
      if (new Set(cardNos).size !== cardNos.length)
        return { ok: false, message: WalletMessages.cardRepeated };
      const rows = await walletRepository.lockCards(tx, input.userId, cardNos);
      const byNo = new Map(rows.map((r) => [r.cardNo, r]));
      const chosen: CardWithBalance[] = [];
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
      const paid = debits.reduce((sum, d) => sum + d.amount, 0);
      if (paid < input.amount) return { ok: false, message: WalletMessages.cardShort };
      for (const debit of debits) {
        await walletRepository.addLedger(tx, {
          cardId: byNo.get(debit.cardNo)!.id,
          orderId: input.orderId,
          amount: -debit.amount,
          reason: 'debit',
          note: LEDGER_NOTE.debit,
        });
      }
      return { ok: true, debits };
    },

    /**
     * What cards paid for these orders (staff reads: the centre's refund list): each debit with its
     * card's number, the amount and when.
     */
    async cardPaymentsOf(orderIds: readonly number[]) {
      const rows = await walletRepository.ledgerOfOrders(db, orderIds);
      return rows
        .filter((r) => r.reason === 'debit' && r.orderId !== null)
        .map((r) => ({ orderId: r.orderId!, cardNo: r.cardNo, amount: fen(-r.amount), at: r.at }));
    },

    /**
     * Gives back what the order took from each card, once: the cards are locked (card-number order)
     * and a refund row written per debit; a second call finds its refund rows and does nothing.
     */
    async refundCards(tx: Tx, input: { orderId: number }): Promise<{ cardNo: string; amount: Fen }[]> {
      const debits = (await walletRepository.ledgerOf(tx, input.orderId)).filter((r) => r.reason === 'debit');
      if (debits.length === 0) return [];
      await walletRepository.lockCardsById(
        tx,
        debits.map((r) => r.cardId),
      );
      const refunded: { cardNo: string; amount: Fen }[] = [];
      for (const row of debits) {
        const amount = -row.amount;
        const written = await walletRepository.addLedger(tx, {
          cardId: row.cardId,
          orderId: input.orderId,
          amount,
          reason: 'refund',
          note: LEDGER_NOTE.refund,
        });
        if (written) refunded.push({ cardNo: row.cardNo, amount: fen(amount) });
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
