import type { purchases as contract } from '@tijian/contract';
import {
  DEFAULT_TITLE,
  type Fen,
  fen,
  healthCardExpiry,
  infoFromIdCard,
  maskIdCard,
  maskPhone,
  normaliseIdCard,
  RuleMessages,
  shanghaiDate,
  validateIdCard,
  validateMobilePhone,
  validateName,
} from '@tijian/domain';
import type { PaymentConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { Payable, PayableKind } from '../payments/service.ts';
import { type PurchaseRow, type PurchaseWithExtras, purchasesRepository as repo } from './repository.ts';
import type { PurchaseHolder, PurchaseStatus } from './schema.ts';

type Purchase = contract.Purchase;
type HealthCardProduct = contract.HealthCardProduct;
type BoughtKind = contract.BoughtKind;

export const PurchaseErrors = {
  notFound: '该购买单不存在',
  productNotFound: '未找到该健康卡',
  productOffSale: '该健康卡已停售',
  packageNotFound: '未找到该专项体检',
  packageOffSale: '该专项体检已停售',
  closed: '购买单已超时关闭，请重新购买',
  paid: '该购买单已支付，无需重复支付',
  refunded: '该购买单已退款，不能支付',
  /** a retry of the same request while the first is still being made */
  inProgress: '购买请求正在处理中，请稍后再试',
} as const;

export const PURCHASE_KIND_NAMES: Record<BoughtKind, string> = {
  health_card: '健康卡',
  special_package: '专项体检',
};

export const PURCHASE_STATUS_NAMES: Record<PurchaseStatus, string> = {
  unpaid: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
};

/** How many overdue purchases one sweep closes; the next minute takes the rest. */
const SWEEP_BATCH = 200;

export type BuyInput =
  | {
      kind: 'health_card';
      productId: string;
      holder: { name: string; idCardNo: string; mobilePhone: string; marriageCode: 'married' | 'unmarried' };
      idempotencyKey: string;
    }
  | { kind: 'special_package'; packageId: string; idempotencyKey: string };

export interface PurchasesDeps {
  db: Db;
  clock: () => Date;
  payment: Pick<PaymentConfig, 'payMinutes'>;
}

/** GM, the day in Shanghai, the id padded to six digits: what the desk redeems a special package by. */
export function purchaseNoOf(id: number, now: Date): string {
  return `GM${shanghaiDate(now).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** A bought card's number: HCP, the day it was paid and its purchase's id (the printed cards' pattern). */
export function boughtCardNoOf(purchaseId: number, now: Date): string {
  return `HCP${shanghaiDate(now).replaceAll('-', '')}${String(purchaseId).padStart(6, '0')}`;
}

/** A retry lost the race for its key to the first request: undone, then answered with the first's purchase. */
class KeyTaken extends Error {}

/**
 * Health cards and special packages bought outright: a purchase made once per idempotency key at the
 * server's price, its payment through the payments module (this service is its `purchases` payable
 * kind), the card issued in the payment's transaction, and unpaid purchases closed at their deadline.
 * Only the buyer reads or pays a purchase; anyone else's answers as if it did not exist.
 */
export function createPurchasesService({ db, clock, payment }: PurchasesDeps) {
  const isOverdue = (row: PurchaseRow, now: Date) =>
    row.status === 'unpaid' && row.payDeadline.getTime() <= now.getTime();

  /** The user's own purchase, closed first if its time to pay ran out while nobody looked. */
  async function ownPurchase(userId: number, id: number): Promise<PurchaseWithExtras> {
    const row = await repo.find(db, userId, id);
    if (!row) throw notFound(PurchaseErrors.notFound);
    const now = clock();
    if (!isOverdue(row, now)) return row;
    await repo.closeOverdue(db, row.id, now);
    return (await repo.find(db, userId, id)) ?? row;
  }

  function view(row: PurchaseWithExtras): Purchase {
    const holder = row.holder;
    return {
      id: row.id,
      purchaseNo: row.purchaseNo,
      kind: row.kind,
      kindName: PURCHASE_KIND_NAMES[row.kind],
      itemId: row.itemId,
      itemName: row.itemName,
      sysCenterId: row.centreId,
      sysCenterName: row.centreName ?? DEFAULT_TITLE,
      amount: row.amount,
      status: row.status,
      statusName: PURCHASE_STATUS_NAMES[row.status],
      holder: holder
        ? {
            name: holder.name,
            idCardNo: maskIdCard(holder.idCardNo),
            mobilePhone: maskPhone(holder.phone),
            sexCode: holder.sexCode,
            age: holder.age,
          }
        : null,
      payDeadline: row.payDeadline.toISOString(),
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      healthCard:
        row.healthCardId !== null && row.cardNo !== null
          ? { id: row.healthCardId, cardNo: row.cardNo, expiresOn: row.cardExpiresOn }
          : null,
      redeemBy:
        row.kind === 'special_package' && row.paidAt && row.packageValidityDays !== null
          ? healthCardExpiry(row.paidAt, row.packageValidityDays)
          : null,
    };
  }

  /** The holder as the server checks it: the domain's rules, sex and age read from the ID number today. */
  function holderOf(input: Extract<BuyInput, { kind: 'health_card' }>['holder'], now: Date): PurchaseHolder {
    const name = input.name.trim();
    const idCardNo = normaliseIdCard(input.idCardNo);
    const phone = input.mobilePhone.trim();
    const problem = validateName(name) ?? validateIdCard(idCardNo) ?? validateMobilePhone(phone);
    if (problem) throw invalid(problem);
    const info = infoFromIdCard(idCardNo, shanghaiDate(now));
    if (!info) throw invalid(RuleMessages.idCardInvalid);
    return { name, idCardNo, phone, sexCode: info.sexCode, age: info.age, marriageCode: input.marriageCode };
  }

  /** What is bought, at the price the database holds; something not on sale is refused. */
  async function itemOf(input: BuyInput, now: Date) {
    if (input.kind === 'health_card') {
      const product = await repo.product(db, input.productId);
      if (!product) throw notFound(PurchaseErrors.productNotFound);
      if (product.onSale !== 1) throw invalid(PurchaseErrors.productOffSale);
      return {
        itemId: product.id,
        itemName: product.name,
        centreId: product.centreId,
        amount: fen(product.price),
        holder: holderOf(input.holder, now),
      };
    }
    const pkg = await repo.specialPackage(db, input.packageId);
    if (!pkg) throw notFound(PurchaseErrors.packageNotFound);
    if (pkg.onSale !== 1) throw invalid(PurchaseErrors.packageOffSale);
    return { itemId: pkg.id, itemName: pkg.name, centreId: pkg.centreId, amount: pkg.price, holder: null };
  }

  const payableOf = (row: PurchaseRow & { centreName: string | null }): Payable => ({
    id: row.id,
    payFor: row.kind,
    number: row.purchaseNo,
    payee: row.centreName ?? DEFAULT_TITLE,
    centreId: row.centreId ?? null,
    awaiting: row.status === 'unpaid',
    payable: row.amount,
    payDeadline: row.payDeadline,
  });

  function notPayableMessage(status: PurchaseStatus): string {
    if (status === 'paid') return PurchaseErrors.paid;
    if (status === 'refunded') return PurchaseErrors.refunded;
    return PurchaseErrors.closed;
  }

  /** The bought card: active for its buyer from the moment it is paid, for the product's days. */
  async function issueCard(tx: Tx, row: PurchaseRow, now: Date): Promise<number> {
    const product = await repo.product(tx, row.itemId);
    const holder = row.holder!;
    return repo.insertHealthCard(tx, {
      cardNo: boughtCardNoOf(row.id, now),
      passwordHash: null,
      productId: row.itemId,
      userId: row.userId,
      state: 'active',
      source: 'purchase',
      holderName: holder.name,
      holderIdCardNo: holder.idCardNo,
      holderPhone: holder.phone,
      holderSexCode: holder.sexCode,
      holderAge: holder.age,
      holderMarriageCode: holder.marriageCode,
      centreId: row.centreId,
      activatedAt: now,
      expiresOn: healthCardExpiry(now, product!.validityDays),
      createdAt: now,
    });
  }

  /** What the payments module asks of a purchase: its own, locked first, then paid once. */
  const payable: PayableKind = {
    async own(userId, id) {
      return payableOf(await ownPurchase(userId, id));
    },
    async payable(userId, id) {
      const row = await ownPurchase(userId, id);
      if (row.status !== 'unpaid') throw invalid(notPayableMessage(row.status));
      return payableOf(row);
    },
    async lock(tx, id) {
      const row = await repo.lock(tx, id);
      return row && payableOf(row);
    },
    /**
     * unpaid → paid once, under the purchase's lock (the payments module took it first): a health card
     * is issued to the buyer in this transaction. Paid after its deadline, the purchase closes here
     * instead and stays closed (the payment is kept closed, for a refund by hand).
     */
    async markPaid(tx, id, _amount: Fen, now) {
      const row = await repo.lock(tx, id);
      if (row?.status !== 'unpaid') return false;
      if (isOverdue(row, now)) {
        await repo.closeOverdue(tx, id, now);
        return false;
      }
      const cardId = row.kind === 'health_card' ? await issueCard(tx, row, now) : null;
      return repo.markPaid(tx, id, now, cardId);
    },
    closedMessage: PurchaseErrors.closed,
  };

  return {
    /** GET …/manangerService/products: the health cards on sale. */
    async products(): Promise<HealthCardProduct[]> {
      return (await repo.productsOnSale(db)).map((p) => ({
        id: p.id,
        name: p.name,
        price: fen(p.price),
        description: p.description,
        validityDays: p.validityDays,
        services: p.services.map((s) => ({
          code: s.code,
          name: s.name,
          description: s.description,
          times: s.times,
        })),
        sysCenterId: p.centreId,
      }));
    },

    /**
     * POST …/manangerService/buyProducts: one purchase per (user, key). The price is the database's;
     * a repeat of the key answers the first purchase, whatever it now asks for.
     */
    async buy(userId: number, input: BuyInput): Promise<Purchase> {
      const first = await repo.purchaseIdOfKey(db, userId, input.idempotencyKey);
      if (first !== undefined) return view(await ownPurchase(userId, first));
      const now = clock();
      const item = await itemOf(input, now);
      let id: number;
      try {
        id = await transaction(db, async (tx) => {
          const next = await repo.nextId(tx);
          await repo.insert(tx, {
            id: next,
            purchaseNo: purchaseNoOf(next, now),
            userId,
            kind: input.kind,
            ...item,
            status: 'unpaid',
            payDeadline: new Date(now.getTime() + payment.payMinutes * 60_000),
            createdAt: now,
          });
          if (!(await repo.claimKey(tx, userId, input.idempotencyKey, next))) throw new KeyTaken();
          return next;
        });
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        const winner = await repo.purchaseIdOfKey(db, userId, input.idempotencyKey);
        if (winner === undefined) throw invalid(PurchaseErrors.inProgress);
        id = winner;
      }
      return view(await ownPurchase(userId, id));
    },

    /** GET …/manangerService/purchase: the user's own purchase (closed first if overdue). */
    async detail(userId: number, id: number): Promise<Purchase> {
      return view(await ownPurchase(userId, id));
    },

    /** Closes every unpaid purchase whose time ran out by `now`; answers how many this call closed. */
    async expireOverdue(now: Date = clock()): Promise<number> {
      let closed = 0;
      for (;;) {
        const ids = await repo.overdueIds(db, now, SWEEP_BATCH);
        for (const id of ids) if (await repo.closeOverdue(db, id, now)) closed++;
        if (ids.length < SWEEP_BATCH) return closed;
      }
    },

    /** The payments module's `purchases` payable kind. */
    payable,
  };
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;
