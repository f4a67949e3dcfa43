// 候补 (docs/waitlist.md): people waiting for a full day, and the place held for the first of them
// when one frees. A hold is a place of schedule_slots taken for the entry in the very transaction that
// freed it (schedule.onPlaceFreed), so no booking can slip in between; it ends by becoming the order
// (the hook hands the place over inside the order's transaction), by the person leaving, or by the
// job that lapses it, each giving the place on to the next person in its own transaction.
import type { WaitlistEntry } from '@tijian/contract';
import {
  isActiveWaitlistStatus,
  MAX_ACTIVE_WAITLIST_ENTRIES,
  maskName,
  shanghaiDate,
  WAITLIST_HOLD_MINUTES,
  WaitlistMessages,
  waitlistHoldNotice,
} from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { SmsProvider } from '../../sms/sms-provider.ts';
import type { OrdersService, SubmitAnswer, SubmitOrderInput } from '../orders/service.ts';
import type { ScheduleService } from '../schedule/service.ts';
import type { UsersService } from '../users/service.ts';
import type { WechatClient } from '../wechat/wechat-client.ts';
import { waitlistRepository as repo, type WaitlistRow } from './repository.ts';

export type JoinInput = Omit<
  SubmitOrderInput,
  'idempotencyKey' | 'boExaminationTime' | 'boExaminationTimeNo' | 'boExaminationTimeId'
>;

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface WaitlistDeps {
  db: Db;
  clock: () => Date;
  holdMinutes?: number;
  schedule: Pick<ScheduleService, 'appointmentRange' | 'reserve' | 'release' | 'onPlaceFreed'>;
  orders: Pick<OrdersService, 'priceWaitlistCart' | 'submitWith'>;
  sms: Pick<SmsProvider, 'sendsNotice' | 'sendNotice'>;
  /** the official account's subscription notice, for accounts signed in through it (SMS otherwise) */
  wechat?: { client: Pick<WechatClient, 'sendSubscribeMessage'> | null; templateId: string | undefined };
  users?: Pick<UsersService, 'openidsOf'>;
  log?: Log;
  /** false: a second instance (a test's) that only sends notices, not offering freed places again */
  listen?: boolean;
}

/** How many lapsed holds, and how many notices, one run of the job handles; the next minute takes the rest. */
const BATCH = 100;

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

const wire = (row: WaitlistRow, position: number | null): WaitlistEntry => ({
  id: row.id,
  sysCenterId: row.centreId,
  sysCenterName: row.centreName,
  date: row.date,
  name: maskName(row.name),
  packageName: row.packageName,
  status: row.status,
  position: row.status === 'waiting' ? position : null,
  slotNo: row.slotNo,
  slotTime: row.slotTime,
  holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
  orderId: row.orderId,
  createdAt: row.createdAt.toISOString(),
});

export function createWaitlistService(deps: WaitlistDeps) {
  const { db, clock, schedule, orders, sms } = deps;
  const holdMinutes = deps.holdMinutes ?? WAITLIST_HOLD_MINUTES;

  const place = (row: WaitlistRow, slotNo: number) => ({
    sysCenterId: row.centreId,
    date: row.date,
    slotNo,
    projectIds: row.projectIds,
  });

  /**
   * A place of the slot was freed in this transaction (its row locked by it): it is held for the first
   * person waiting for the day whose items it fits, then the next while places are left. A person whose
   * items the day cannot take (an item's quota spent) keeps their turn for a place that fits them.
   */
  async function offer(tx: Tx, slot: { centreId: string; date: string; slotNo: number }): Promise<void> {
    const now = clock();
    if (slot.date < shanghaiDate(now)) return;
    const unfit: number[] = [];
    for (;;) {
      const next = await repo.firstWaiting(tx, slot.centreId, slot.date, unfit);
      if (!next) return;
      const expires = new Date(now.getTime() + holdMinutes * 60_000);
      // Claimed before the place is taken: another freeing transaction claiming the same person waits
      // for this one's commit, finds them held, and goes on to the next.
      if (
        !(await repo.hold(tx, next.id, {
          slotNo: slot.slotNo,
          slotTime: '',
          heldAt: now,
          holdExpiresAt: expires,
        }))
      )
        continue;
      const taken = await schedule.reserve(tx, place(next, slot.slotNo));
      if (taken.ok) {
        await repo.setSlotTime(tx, next.id, taken.testTime);
        continue;
      }
      await repo.unhold(tx, next.id);
      if (taken.reason !== 'limited') return; // the slot is full again (or gone, or started)
      unfit.push(next.id);
    }
  }
  if (deps.listen !== false) schedule.onPlaceFreed(offer);

  async function entriesOf(userId: number): Promise<WaitlistEntry[]> {
    // A hold that ran out since the last sweep is passed on now, as the sweep would: nobody reads a
    // countdown at zero with 去预约 still offered.
    const now = clock();
    let rows = await repo.ofUser(db, userId);
    const overdue = rows.filter(
      (r) => r.status === 'held' && r.holdExpiresAt !== null && r.holdExpiresAt <= now,
    );
    if (overdue.length > 0) {
      for (const r of overdue) await lapseOne(r.id, now);
      rows = await repo.ofUser(db, userId);
    }
    const positions = await repo.positions(db, rows);
    return rows.map((r) => wire(r, positions.get(r.id) ?? null));
  }

  async function entryOf(row: WaitlistRow): Promise<WaitlistEntry> {
    const positions = await repo.positions(db, [row]);
    return wire(row, positions.get(row.id) ?? null);
  }

  /** Ends a hold that ran out and gives its place to the next person, in one transaction; false if gone. */
  async function lapseOne(id: number, now: Date): Promise<boolean> {
    return transaction(db, async (tx) => {
      const row = await repo.lockLapsing(tx, id, now);
      if (!row) return false;
      await repo.end(tx, row.id, 'held', 'lapsed', now);
      await schedule.release(tx, place(row, row.slotNo!));
      return true;
    });
  }

  return {
    offer,

    /** POST join: the cart checked as submit checks it, for a day it cannot be booked on now. */
    async join(userId: number, body: JoinInput): Promise<WaitlistEntry> {
      const now = clock();
      if (body.boExaminationDate < shanghaiDate(now)) throw invalid(WaitlistMessages.pastDay);
      // The cart is priced as a submission would be (examinee, items, coupon, cards): a cart that could
      // never be booked is refused now, not when its place is held.
      const priced = await orders.priceWaitlistCart(userId, {
        ...body,
        idempotencyKey: 'waitlist-join-check',
        boExaminationTimeNo: 0,
      } as SubmitOrderInput);
      const days = await schedule.appointmentRange(body.sysCenterId, priced.checked.join(','));
      const day = days.find((d) => d.testDate === body.boExaminationDate);
      if (!day) throw invalid(WaitlistMessages.pastDay);
      if (day.code === '020') throw invalid(`${day.testDate}为休息日，请选择其他日期`);
      if (day.code === '000' && day.specialProDtos.length === 0) throw invalid(WaitlistMessages.notFull);

      const idCardNo = priced.examinee.idCardNo;
      const standing = await repo.activeOf(db, idCardNo, body.boExaminationDate);
      if (standing) throw invalid(await refusalFor(standing));
      if ((await repo.activeCount(db, userId)) >= MAX_ACTIVE_WAITLIST_ENTRIES)
        throw invalid(WaitlistMessages.tooMany);
      try {
        const row = await repo.insert(db, {
          userId,
          centreId: priced.centre.id,
          centreName: priced.centre.name,
          date: body.boExaminationDate,
          idCardNo,
          name: priced.examinee.name,
          phone: priced.examinee.phone,
          packageName: priced.product?.packageName ?? null,
          cart: body as unknown as Record<string, unknown>,
          projectIds: [...priced.checked].sort(),
          createdAt: now,
        });
        return entryOf(row);
      } catch (error) {
        // Two joins of one person at once: the partial unique index lets one in.
        if (!isUniqueViolation(error)) throw error;
        const first = await repo.activeOf(db, idCardNo, body.boExaminationDate);
        throw invalid(first ? await refusalFor(first) : WaitlistMessages.alreadyHeld);
      }
    },

    /** GET list: the account's entries, the waiting ones with their place in the queue. */
    list: entriesOf,

    /** POST leave: out of the queue; a held place goes on to the next person in the same transaction. */
    async leave(userId: number, id: number): Promise<WaitlistEntry> {
      const now = clock();
      const left = await transaction(db, async (tx) => {
        const row = await repo.lockOwn(tx, userId, id);
        if (!row) throw notFound(WaitlistMessages.notFound);
        if (!isActiveWaitlistStatus(row.status)) throw invalid(WaitlistMessages.cannotLeave);
        await repo.end(tx, row.id, row.status, 'left', now);
        if (row.status === 'held') await schedule.release(tx, place(row, row.slotNo!));
        return row.id;
      });
      return entryOf((await repo.own(db, userId, left))!);
    },

    /**
     * POST book: the cart kept with the entry submitted as an order on the held slot. Inside the order's
     * transaction, before its place is taken, the hook locks the entry, checks the hold still stands and
     * gives its place back without offering it: the order's own statement then takes that very place
     * (the slot's row stays locked by this transaction throughout), so the hold is consumed, not doubled.
     */
    async book(userId: number, input: { id: number; idempotencyKey: string }): Promise<SubmitAnswer> {
      const seen = await repo.own(db, userId, input.id);
      if (!seen) throw notFound(WaitlistMessages.notFound);
      if (seen.status !== 'held' || seen.slotNo === null) {
        if (seen.status === 'lapsed') throw invalid(WaitlistMessages.holdLapsed);
        throw invalid(WaitlistMessages.notHeld);
      }
      const body = {
        ...(seen.cart as unknown as JoinInput),
        idempotencyKey: input.idempotencyKey,
        boExaminationDate: seen.date,
        boExaminationTimeNo: seen.slotNo,
        boExaminationTime: seen.slotTime ?? undefined,
      } as SubmitOrderInput;
      return orders.submitWith(userId, body, async (tx, orderId) => {
        const now = clock();
        const row = await repo.lockOwn(tx, userId, input.id);
        if (row?.status !== 'held' || row.slotNo !== seen.slotNo) throw invalid(WaitlistMessages.notHeld);
        if (row.holdExpiresAt !== null && row.holdExpiresAt <= now)
          throw invalid(WaitlistMessages.holdLapsed);
        await schedule.release(tx, place(row, row.slotNo!), { offer: false });
        await repo.end(tx, row.id, 'held', 'booked', now, orderId);
      });
    },

    /** The job: holds whose time ran out end, each place going on to the next person; answers how many. */
    async lapseDue(now: Date = clock()): Promise<number> {
      let lapsed = 0;
      for (const id of await repo.lapsedIds(db, now, BATCH)) if (await lapseOne(id, now)) lapsed++;
      return lapsed;
    },

    /**
     * The job: each new hold's notice, sent once (the claim marks it before sending; a gateway failure
     * is logged, and the person still sees the hold in 我的候补).
     */
    async sendHoldNotices(now: Date = clock()): Promise<number> {
      const wechat = deps.wechat?.client && deps.wechat.templateId ? deps.wechat : null;
      if (!wechat && !sms.sendsNotice('waitlistHold')) return 0;
      const rows = await repo.claimUnnotified(db, now, BATCH);
      if (rows.length === 0) return 0;
      const openids =
        wechat && deps.users
          ? await deps.users.openidsOf(rows.map((r) => r.userId))
          : new Map<number, string>();
      let sent = 0;
      for (const row of rows) {
        const notice = waitlistHoldNotice({
          name: row.name,
          centreName: row.centreName,
          date: row.date,
          slotTime: row.slotTime ?? '',
          expiresAt: row.holdExpiresAt!,
        });
        try {
          const openid = openids.get(row.userId);
          if (wechat && openid) {
            const answer = await wechat.client!.sendSubscribeMessage({
              openid,
              templateId: wechat.templateId!,
              data: holdWechatData(notice.params),
              page: '/waitlist',
            });
            if (answer === 'sent') {
              sent++;
              continue;
            }
          }
          if (!sms.sendsNotice('waitlistHold')) continue;
          await sms.sendNotice(row.phone, { kind: 'waitlistHold', ...notice });
          sent++;
        } catch (error) {
          deps.log?.warn({ err: error, entry: row.id }, 'waitlist hold notice not sent');
        }
      }
      return sent;
    },
  };

  async function refusalFor(row: WaitlistRow): Promise<string> {
    if (row.status === 'held') return WaitlistMessages.alreadyHeld;
    const positions = await repo.positions(db, [row]);
    return WaitlistMessages.alreadyWaiting(positions.get(row.id) ?? 1);
  }
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

/** A WeChat thing holds 20 characters at most. */
const thing = (text: string) =>
  Array.from(text).length > 20 ? `${Array.from(text).slice(0, 19).join('')}…` : text;

/** The hold's subscription-notice keywords (docs/waitlist.md): centre, day and slot, held until. */
function holdWechatData(params: Record<string, string>): Record<string, string> {
  return {
    thing1: thing(params.centre ?? ''),
    thing2: thing(`${params.date ?? ''} ${params.time ?? ''}`.trim()),
    thing3: thing(`名额保留至${params.until ?? ''}，请尽快预约`),
  };
}
