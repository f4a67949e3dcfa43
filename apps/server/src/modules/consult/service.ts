import type { consult as contract } from '@tijian/contract';
import { isSpecificCentre, shanghaiDate } from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import { addDays } from '../schedule/day-arithmetic.ts';
import { type BookingWithService, type ConsultServiceRow, consultRepository as repo } from './repository.ts';

export const ConsultErrors = {
  serviceNotFound: '未找到该咨询服务',
  bookingNotFound: '未找到该咨询预约',
  dateOutOfRange: `只能预约今天起${14}天内的咨询，请重新选择日期`,
  slotMissing: '该时段不存在，请重新选择',
  slotPassed: '该时段已过，请选择其他时段',
  slotFull: '该时段已约满，请选择其他时段',
  alreadyBooked: '您已预约该时段，无需重复预约',
  cancelStarted: '咨询已开始或已结束，不能取消',
  cancelDone: '该咨询已取消或已完成，不能再取消',
  feedbackTooEarly: '咨询结束后才能评价，请稍后再来',
  feedbackCancelled: '已取消的咨询不能评价',
  feedbackTwice: '该咨询已评价过，每次咨询只能评价一次',
} as const;

/** How far ahead a consultation can be booked, today included. */
export const CONSULT_DAYS_AHEAD = 14;

const STATE_NAMES: Record<contract.ConsultState, string> = {
  booked: '待咨询',
  awaitingFeedback: '待评价',
  rated: '已评价',
  cancelled: '已取消',
};

/** The instant a time of a day (HH:mm~HH:mm) starts and ends, in the centre's zone (Asia/Shanghai). */
export function slotBounds(date: string, testTime: string): { start: Date; end: Date } {
  const [from = '00:00', to = '00:00'] = testTime.split('~');
  return { start: new Date(`${date}T${from}:00+08:00`), end: new Date(`${date}T${to}:00+08:00`) };
}

function stateOf(row: BookingWithService['booking'], now: Date): contract.ConsultState {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.rating !== null) return 'rated';
  if (row.status === 'done' || slotBounds(row.date, row.testTime).end <= now) return 'awaitingFeedback';
  return 'booked';
}

const toService = (row: ConsultServiceRow): contract.ConsultService => ({
  id: row.id,
  sysCenterId: row.centreId,
  name: row.name,
  doctorName: row.doctorName,
  doctorTitle: row.doctorTitle,
  price: row.price as contract.ConsultService['price'],
  durationMinutes: row.durationMinutes,
  description: row.description,
});

function toBooking({ booking, service }: BookingWithService, now: Date): contract.ConsultBooking {
  const state = stateOf(booking, now);
  return {
    id: booking.id,
    serviceId: service.id,
    serviceName: service.name,
    doctorName: service.doctorName,
    price: service.price as contract.ConsultBooking['price'],
    sysCenterId: service.centreId,
    date: booking.date,
    testTime: booking.testTime,
    state,
    stateName: STATE_NAMES[state],
    rating: booking.rating,
    comment: booking.comment,
  };
}

export interface ConsultDeps {
  db: Db;
  clock: () => Date;
}

/** Consultation services, their places, and the account's bookings and feedback. */
export function createConsultService({ db, clock }: ConsultDeps) {
  async function serviceOrMissing(id: number): Promise<ConsultServiceRow> {
    const row = await repo.findService(db, id);
    if (!row) throw notFound(ConsultErrors.serviceNotFound);
    return row;
  }

  async function ownBooking(userId: number, id: number): Promise<BookingWithService> {
    const row = await repo.bookingOf(db, userId, id);
    if (!row) throw notFound(ConsultErrors.bookingNotFound);
    return row;
  }

  const bookableDates = (now: Date) => {
    const today = shanghaiDate(now);
    return Array.from({ length: CONSULT_DAYS_AHEAD }, (_, i) => addDays(today, i));
  };

  return {
    async services(centreId: string): Promise<{ list: contract.ConsultService[] }> {
      return {
        list: (await repo.servicesOf(db, isSpecificCentre(centreId) ? centreId : null)).map(toService),
      };
    },

    async service(id: number): Promise<contract.ConsultServiceDetail> {
      return { ...toService(await serviceOrMissing(id)), dates: bookableDates(clock()) };
    },

    async slots(id: number, date: string): Promise<{ list: contract.ConsultSlot[] }> {
      const service = await serviceOrMissing(id);
      const now = clock();
      if (!bookableDates(now).includes(date)) throw invalid(ConsultErrors.dateOutOfRange);
      const taken = new Map((await repo.slotsOf(db, id, date)).map((s) => [s.slotNo, s]));
      return {
        list: service.slotTimes.map((testTime, i) => {
          const row = taken.get(i + 1);
          const capacity = row?.capacity ?? service.slotCapacity;
          const booked = row?.booked ?? 0;
          const open = slotBounds(date, testTime).start > now;
          return { slotNo: i + 1, testTime, capacity, booked, bookable: open && booked < capacity };
        }),
      };
    },

    async book(userId: number, input: { serviceId: number; date: string; slotNo: number }) {
      const service = await serviceOrMissing(input.serviceId);
      const now = clock();
      if (!bookableDates(now).includes(input.date)) throw invalid(ConsultErrors.dateOutOfRange);
      const testTime = service.slotTimes[input.slotNo - 1];
      if (!testTime) throw invalid(ConsultErrors.slotMissing);
      if (slotBounds(input.date, testTime).start <= now) throw invalid(ConsultErrors.slotPassed);
      const booking = await transaction(db, async (tx) => {
        if (await repo.liveBookingAt(tx, userId, service.id, input.date, input.slotNo)) {
          throw invalid(ConsultErrors.alreadyBooked);
        }
        // The place is taken in the booking's own transaction: a failure below gives it back.
        const placed = await repo.takePlace(tx, service.id, input.date, input.slotNo, service.slotCapacity);
        if (!placed) throw invalid(ConsultErrors.slotFull);
        return repo.insertBooking(tx, {
          userId,
          serviceId: service.id,
          date: input.date,
          slotNo: input.slotNo,
          testTime,
        });
      });
      return toBooking({ booking, service }, now);
    },

    async bookings(userId: number): Promise<{ list: contract.ConsultBooking[] }> {
      const now = clock();
      return { list: (await repo.bookingsOf(db, userId)).map((row) => toBooking(row, now)) };
    },

    async booking(userId: number, id: number): Promise<contract.ConsultBooking> {
      return toBooking(await ownBooking(userId, id), clock());
    },

    async cancel(userId: number, id: number): Promise<contract.ConsultBooking> {
      const now = clock();
      const row = await transaction(db, async (tx) => {
        // Lock order: the booking row, then its slot row (docs/locking.md: the order before capacity).
        const found = await repo.bookingOf(tx, userId, id, true);
        if (!found) throw notFound(ConsultErrors.bookingNotFound);
        const { booking } = found;
        if (booking.status !== 'booked') throw invalid(ConsultErrors.cancelDone);
        if (slotBounds(booking.date, booking.testTime).start <= now)
          throw invalid(ConsultErrors.cancelStarted);
        await repo.setCancelled(tx, booking.id);
        await repo.givePlaceBack(tx, booking.serviceId, booking.date, booking.slotNo);
        return { ...found, booking: { ...booking, status: 'cancelled' as const } };
      });
      return toBooking(row, now);
    },

    async feedback(userId: number, input: { id: number; rating: number; comment: string }) {
      const now = clock();
      const found = await ownBooking(userId, input.id);
      const state = stateOf(found.booking, now);
      if (state === 'cancelled') throw invalid(ConsultErrors.feedbackCancelled);
      if (state === 'rated') throw invalid(ConsultErrors.feedbackTwice);
      if (state === 'booked') throw invalid(ConsultErrors.feedbackTooEarly);
      // A second request racing this one finds the rating already set and changes nothing.
      if (!(await repo.rate(db, found.booking.id, input.rating, input.comment, now))) {
        throw invalid(ConsultErrors.feedbackTwice);
      }
      return toBooking(await ownBooking(userId, input.id), now);
    },
  };
}

export type ConsultService = ReturnType<typeof createConsultService>;
