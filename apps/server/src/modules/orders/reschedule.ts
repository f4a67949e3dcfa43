// Moving a booked order to another day and slot (issue 11 "Rescheduling"), with the examinee details
// that may change along (phone, a name's spelling, marital state; never the ID number). One
// transaction: the order locked, the domain's rules re-checked, the new place (and the quotas of the
// plan's limited items) taken before the old ones are given back, the count bumped, a history row.
// A full target answers -3 and rolls everything back.
import type { BodyOf, OrderDetail, orderChanges } from '@tijian/contract';
import {
  type OrderCode,
  OrderCodes,
  orderCodeMessage,
  rescheduleRefusal,
  validateExamineeName,
  validateMobilePhone,
} from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { CentresService } from '../centres/service.ts';
import type { ScheduleService } from '../schedule/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { orderChangeRepository as changes, type MovedDetails } from './change-repository.ts';
import { OrderMessages } from './messages.ts';
import { factsOf } from './order-facts.ts';
import { heldProjectIds } from './order-lines.ts';
import { ordersRepository as repo } from './repository.ts';
import { type RescheduleRules, rulesOf } from './reschedule-info.ts';
import { AWAITING_PAYMENT } from './statuses.ts';

export type RescheduleInput = BodyOf<typeof orderChanges.rescheduleOrder>;

export interface RescheduleAnswer {
  code: 0 | OrderCode;
  message: string | null;
  order: OrderDetail;
}

export interface RescheduleDeps {
  db: Db;
  clock: () => Date;
  centres: Pick<CentresService, 'centre'>;
  schedule: Pick<ScheduleService, 'reserve' | 'release' | 'lockForMove'>;
  wallet: Pick<WalletService, 'reserveServices' | 'releaseServices'>;
}

/** The target is full: the transaction rolls back and the person gets -3 with the order as it was. */
class TargetFull extends Error {
  constructor(readonly date: string) {
    super('target full');
  }
}

const EXPIRED_MESSAGE = '订单已超时关闭，请重新预约';

/** The examinee fields the move may change, checked before anything is locked. */
function changedDetails(body: RescheduleInput): MovedDetails {
  const set: MovedDetails = {};
  if (body.boCellPhoneNo !== undefined && body.boCellPhoneNo !== '') {
    const problem = validateMobilePhone(body.boCellPhoneNo);
    if (problem) throw invalid(problem);
    set.phone = body.boCellPhoneNo;
  }
  if (body.name !== undefined && body.name !== '') {
    const problem = validateExamineeName(body.name);
    if (problem) throw invalid(problem);
    set.name = body.name;
  }
  if (body.marryStateCode !== undefined) set.marryStateCode = body.marryStateCode;
  return set;
}

export function createRescheduler(
  deps: RescheduleDeps & { detail: (userId: number, id: number) => Promise<OrderDetail> },
) {
  const { db, clock, centres, schedule, wallet } = deps;

  async function move(
    tx: Tx,
    userId: number,
    body: RescheduleInput,
    now: Date,
    rules: RescheduleRules,
    details: ReturnType<typeof changedDetails>,
  ): Promise<void> {
    const row = await repo.lock(tx, body.orderId);
    if (!row || row.userId !== userId) throw notFound(OrderMessages.notFound);
    if (row.status === AWAITING_PAYMENT && row.payDeadline && row.payDeadline <= now) {
      throw invalid(EXPIRED_MESSAGE);
    }
    const refused = rescheduleRefusal({
      status: row.status,
      examDate: row.examDate,
      now,
      cutoff: rules.rescheduleCutoff,
      limit: rules.rescheduleLimit,
      used: row.rescheduleCount,
      target: { date: body.boExaminationDate },
      facts: factsOf(row),
    });
    if (refused) throw invalid(refused);

    const held = heldProjectIds(await repo.items(tx, row.id));
    const from = { sysCenterId: row.sysCenterId, date: row.examDate, slotNo: row.slotNo, projectIds: held };
    const to = { ...from, date: body.boExaminationDate, slotNo: body.boExaminationTimeNo };

    // Services first, as a booking takes them (before the place), and day by day in date order.
    if (row.serviceIds.length) {
      const byDate = [from, to].sort((a, b) => a.date.localeCompare(b.date));
      for (const day of byDate) {
        const input = { sysCenterId: row.sysCenterId, date: day.date, projectIds: row.serviceIds };
        if (day === from) await wallet.releaseServices(tx, input);
        else {
          const taken = await wallet.reserveServices(tx, input);
          if (!taken.ok) throw invalid(taken.message);
        }
      }
    }

    await schedule.lockForMove(tx, row.sysCenterId, [from, to], held);
    const reserved = await schedule.reserve(tx, to);
    if (!reserved.ok) {
      if (reserved.reason === 'full') throw new TargetFull(to.date);
      throw invalid(reserved.message);
    }
    await schedule.release(tx, from);

    await changes.moveTo(
      tx,
      row.id,
      { ...details, examDate: to.date, slotNo: to.slotNo, slotTime: reserved.testTime },
      now,
    );
    await repo.addHistory(tx, {
      orderId: row.id,
      from: row.status,
      to: row.status,
      actor: 'user',
      at: now,
      note: `改期：${row.examDate} ${row.slotTime} → ${to.date} ${reserved.testTime}`,
    });
  }

  /** POST updateOrderForClient.json: moved (code 0), or -3 with nothing changed. */
  return async function reschedule(userId: number, body: RescheduleInput): Promise<RescheduleAnswer> {
    const now = clock();
    // Bad details are refused before anything is read or locked.
    const details = changedDetails(body);
    const seen = await repo.find(db, userId, body.orderId);
    if (!seen) throw notFound(OrderMessages.notFound);
    // Read before the transaction: inside it there may be no second connection (PGlite has one).
    const rules = rulesOf(await centres.centre(seen.sysCenterId).catch(() => null));
    try {
      await transaction(db, (tx) => move(tx, userId, body, now, rules, details));
    } catch (error) {
      if (!(error instanceof TargetFull)) throw error;
      return {
        code: OrderCodes.dateFull,
        message: orderCodeMessage(OrderCodes.dateFull, error.date),
        order: await deps.detail(userId, body.orderId),
      };
    }
    return { code: 0, message: null, order: await deps.detail(userId, body.orderId) };
  };
}
