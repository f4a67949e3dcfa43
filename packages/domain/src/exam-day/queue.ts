// The live queue of the exam day: who waits at which station, and who is before whom. A person waits
// at one station at a time, the first of their round not yet done or skipped (so nobody is called to
// the ECG while still fasting for blood); at a station people are taken in the order they became
// ready for it: their check-in for the first station, the end of their previous station after that.
import type { StationId } from './stations.ts';

export const STATION_MARK_STATES = ['called', 'done', 'skipped'] as const;
/** called: the station called them (叫号); done: finished there (完成); skipped: did not come (过号). */
export type StationMarkState = (typeof STATION_MARK_STATES)[number];

export interface StationMark {
  station: StationId;
  state: StationMarkState;
  /** when it was set, ms */
  at: number;
}

export interface QueuePerson {
  orderId: number;
  /** ms */
  checkedInAt: number;
  /** the stations of their round, in order (stationRoute) */
  route: readonly StationId[];
  marks: readonly StationMark[];
}

export type StepState = 'waiting' | StationMarkState;

/** Where a person is: the station they wait at or were called to, and since when they wait. */
export interface PersonPlace {
  station: StationId;
  state: 'waiting' | 'called';
  /** ms: ready for this station since (waiting), or called at (called) */
  since: number;
}

/** Each station of the round with its state (waiting: not reached or waiting there). */
export function stepStates(person: QueuePerson): { station: StationId; state: StepState }[] {
  const marks = new Map(person.marks.map((m) => [m.station, m.state]));
  return person.route.map((station) => ({ station, state: marks.get(station) ?? 'waiting' }));
}

/** The person's current station, or null when every station of the round is done or skipped. */
export function placeOf(person: QueuePerson): PersonPlace | null {
  const marks = new Map(person.marks.map((m) => [m.station, m]));
  let readySince = person.checkedInAt;
  for (const station of person.route) {
    const mark = marks.get(station);
    if (!mark) return { station, state: 'waiting', since: readySince };
    if (mark.state === 'called') return { station, state: 'called', since: mark.at };
    readySince = Math.max(readySince, mark.at);
  }
  return null;
}

export interface StationQueue {
  /** waiting, first to be called first */
  waiting: { orderId: number; since: number }[];
  /** called and not yet done or skipped, earliest call first */
  called: { orderId: number; since: number }[];
}

const bySinceThenId = (a: { orderId: number; since: number }, b: { orderId: number; since: number }) =>
  a.since - b.since || a.orderId - b.orderId;

/** A station's queue among these people (the checked-in people of one centre and day). */
export function stationQueue(people: readonly QueuePerson[], station: StationId): StationQueue {
  const waiting: StationQueue['waiting'] = [];
  const called: StationQueue['called'] = [];
  for (const person of people) {
    const place = placeOf(person);
    if (place?.station !== station) continue;
    (place.state === 'waiting' ? waiting : called).push({ orderId: person.orderId, since: place.since });
  }
  return { waiting: waiting.sort(bySinceThenId), called: called.sort(bySinceThenId) };
}

/**
 * How many wait before this person at their current station: null when they are not waiting (not
 * among these people, called, or finished).
 */
export function aheadOf(people: readonly QueuePerson[], orderId: number): number | null {
  const person = people.find((p) => p.orderId === orderId);
  const place = person ? placeOf(person) : null;
  if (place?.state !== 'waiting') return null;
  const queue = stationQueue(people, place.station).waiting;
  return queue.findIndex((q) => q.orderId === orderId);
}
