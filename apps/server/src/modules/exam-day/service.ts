// The exam day (issue 24): the person's guide, the stations' queues, and the moves a station makes.
// The queue is not stored: it is worked out from who is checked in (the orders module) and what each
// station did (station_marks), by the domain's rule, so it can never disagree with either.
import type { ExamDayGuide, StationQueue } from '@tijian/contract';
import {
  aheadOf,
  arriveBy,
  bringList,
  type CatalogueIndex,
  fastingUntil,
  fastingWindowOf,
  GuideMessages,
  maskName,
  placeOf,
  type QueuePerson,
  queueLine,
  type StationId,
  shanghaiDate,
  stationName,
  stationQueue,
  stationRoute,
  stepStates,
} from '@tijian/domain';
import type { Db, Tx } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { DeskMoveListener, ExamDayItem, ExamDayOrder } from '../orders/exam-day-repository.ts';
import { type Day, examDayRepository as repo } from './repository.ts';

export interface ExamDayDeps {
  db: Db;
  clock: () => Date;
  orders: {
    onDeskMove(listener: DeskMoveListener): void;
    examDay: {
      checkedIn(centreId: string, examDate: string): Promise<ExamDayOrder[]>;
      own(userId: number, id: number): Promise<ExamDayOrder | null>;
    };
  };
  centres: { centre(id: string): Promise<{ fastingCheckStart: string; fastingCheckEnd: string }> };
  catalogue: { centreCatalogue(centreId: string): Promise<{ index: CatalogueIndex }> };
}

const NOT_FOUND = '订单不存在';

export function createExamDayService({ db, clock, orders, centres, catalogue }: ExamDayDeps) {
  // A check-in or 完成体检 changes the day's queue: the streams hear of it through the version.
  orders.onDeskMove((tx, place) => repo.bump(tx, { centreId: place.centreId, examDate: place.examDate }));

  const indexOf = (centreId: string) =>
    catalogue
      .centreCatalogue(centreId)
      .then((c) => c.index)
      .catch(() => null);

  /** The round of a booked plan: the catalogue's category and fasting mark where it still lists the item. */
  function routeOf(items: readonly ExamDayItem[], index: CatalogueIndex | null) {
    return stationRoute(
      items.map((i) => {
        const project = index?.projects.get(i.projectId);
        return {
          item: i.item,
          category: project ? (index?.classes.get(project.classId)?.itemName ?? '') : '',
          fastingCheck: project?.fastingCheck ?? i.fasting,
        };
      }),
    );
  }

  /** Who is checked in at a centre's day, and the catalogue their rounds are read with. */
  async function rosterOf(day: Day) {
    const [list, index] = await Promise.all([
      orders.examDay.checkedIn(day.centreId, day.examDate),
      indexOf(day.centreId),
    ]);
    return {
      list,
      routes: new Map(list.map((o) => [o.id, routeOf(o.items, index).stations.map((s) => s.station)])),
    };
  }

  /**
   * The people of a roster as the queue rule reads them, with the stations' marks read through `tx`
   * when given (a move reads them after locking the day; the roster itself is read before the
   * transaction: on PGlite's one connection a read outside it would wait for it).
   */
  async function peopleOf(roster: Awaited<ReturnType<typeof rosterOf>>, tx?: Tx): Promise<QueuePerson[]> {
    const marks = await repo.marksOf(
      tx ?? db,
      roster.list.map((o) => o.id),
    );
    return roster.list.map((o) => ({
      orderId: o.id,
      checkedInAt: o.checkedInAt!.getTime(),
      route: roster.routes.get(o.id)!,
      marks: marks.get(o.id) ?? [],
    }));
  }

  const today = (centreId: string): Day => ({ centreId, examDate: shanghaiDate(clock()) });

  async function queueAt(day: Day, station: StationId): Promise<StationQueue> {
    const roster = await rosterOf(day);
    const people = await peopleOf(roster);
    const byId = new Map(roster.list.map((o) => [o.id, o]));
    const q = stationQueue(people, station);
    const wire = (e: { orderId: number; since: number }) => {
      const o = byId.get(e.orderId)!;
      return {
        orderId: o.id,
        orderNo: o.orderNo,
        name: maskName(o.name),
        since: new Date(e.since).toISOString(),
      };
    };
    return { station, name: stationName(station), waiting: q.waiting.map(wire), called: q.called.map(wire) };
  }

  async function guideOf(order: ExamDayOrder): Promise<ExamDayGuide> {
    const [centre, index] = await Promise.all([
      centres.centre(order.sysCenterId).catch(() => null),
      indexOf(order.sysCenterId),
    ]);
    const window = centre ? fastingWindowOf(centre.fastingCheckStart, centre.fastingCheckEnd) : null;
    const route = routeOf(order.items, index);
    const fasting = route.breakfastAfter > 0;
    const checkedIn = order.checkedInAt !== null;
    const people = checkedIn
      ? await peopleOf(await rosterOf({ centreId: order.sysCenterId, examDate: order.examDate }))
      : [];
    const person: QueuePerson = people.find((p) => p.orderId === order.id) ?? {
      orderId: order.id,
      checkedInAt: order.checkedInAt?.getTime() ?? 0,
      route: route.stations.map((s) => s.station),
      marks: [],
    };
    const place = checkedIn ? placeOf(person) : null;
    const states = stepStates(person);
    const steps: ExamDayGuide['steps'] = route.stations.map((s, i) => {
      const state = states[i]!.state;
      return {
        kind: 'station',
        station: s.station,
        name: s.name,
        items: s.items,
        state: place?.station === s.station ? (place.state === 'called' ? 'called' : 'current') : state,
      };
    });
    const fastingDone =
      checkedIn &&
      states.slice(0, route.breakfastAfter).every((s) => s.state === 'done' || s.state === 'skipped');
    if (fasting) {
      steps.splice(route.breakfastAfter, 0, {
        kind: 'breakfast',
        station: null,
        name: '早餐',
        items: [],
        state: fastingDone ? 'done' : 'waiting',
      });
    }
    const ahead = place ? aheadOf(people, order.id) : null;
    const current = place
      ? {
          station: place.station,
          name: stationName(place.station),
          state: place.state,
          ahead,
          line: queueLine({ state: place.state, ahead, stationName: stationName(place.station) }),
        }
      : null;
    const status = !checkedIn
      ? GuideMessages.checkInFirst
      : !current
        ? GuideMessages.allDone
        : fasting &&
            fastingDone &&
            route.stations.findIndex((s) => s.station === current.station) === route.breakfastAfter
          ? `${GuideMessages.breakfastNow}；${current.name}${current.line}`
          : `${current.name}：${current.line}`;
    return {
      orderId: order.id,
      examDate: order.examDate,
      arriveBy: arriveBy(order.slotTime),
      bring: bringList({ fasting, eyeExam: route.stations.some((s) => s.station === 'eye') }),
      fastingUntil: checkedIn && fastingDone ? null : fastingUntil(fasting, window),
      checkedIn,
      steps,
      current,
      status,
    };
  }

  /** A station's move in one transaction: the day locked, the move, the version raised; the queue after. */
  async function move(
    centreId: string,
    station: StationId,
    act: (tx: Tx, day: Day, people: QueuePerson[]) => Promise<void>,
  ): Promise<StationQueue> {
    const day = today(centreId);
    const roster = await rosterOf(day);
    await transaction(db, async (tx) => {
      await repo.lockDay(tx, day);
      const people = await peopleOf(roster, tx);
      await act(tx, day, people);
      await repo.bump(tx, day);
    });
    return queueAt(day, station);
  }

  return {
    /**
     * The guide of the person's own order on its exam day; null on another day or when the order is not
     * awaiting its exam. Another user's order is not found.
     */
    async guide(userId: number, orderId: number): Promise<{ guide: ExamDayGuide | null; day: Day }> {
      const order = await orders.examDay.own(userId, orderId);
      if (!order) throw notFound(NOT_FOUND);
      const day = { centreId: order.sysCenterId, examDate: order.examDate };
      if (!order.awaitingExam || order.examDate !== shanghaiDate(clock())) return { guide: null, day };
      return { guide: await guideOf(order), day };
    },

    queue: (centreId: string, station: StationId) => queueAt(today(centreId), station),

    /** 叫号: the first waiting at the station is called; two nurses at once call two people. */
    callNext: (centreId: string, station: StationId) =>
      move(centreId, station, async (tx, day, people) => {
        const first = stationQueue(people, station).waiting[0];
        if (!first) throw invalid(GuideMessages.noOneWaiting);
        await repo.mark(tx, { ...day, orderId: first.orderId, station, state: 'called', at: clock() });
      }),

    /** 完成 / 过号 of someone the station called. */
    mark: (centreId: string, station: StationId, orderId: number, state: 'done' | 'skipped') =>
      move(centreId, station, async (tx, day, people) => {
        const called = stationQueue(people, station).called.some((c) => c.orderId === orderId);
        if (!called || !(await repo.mark(tx, { ...day, orderId, station, state, at: clock() }))) {
          throw invalid(GuideMessages.notInQueue);
        }
      }),

    /** The current versions of these days (the streams' poll). */
    versions: (days: readonly Day[]) => repo.versions(db, days),
  };
}

export type ExamDayService = ReturnType<typeof createExamDayService>;
