import { describe, expect, it } from 'vitest';
import { aheadOf, placeOf, type QueuePerson, stationQueue, stepStates } from './queue.ts';

const person = (orderId: number, checkedInAt: number, marks: QueuePerson['marks'] = []): QueuePerson => ({
  orderId,
  checkedInAt,
  route: ['blood', 'abdominalUltrasound', 'internal'],
  marks,
});

describe('the exam-day queue', () => {
  it('queues people at their first station in check-in order', () => {
    const people = [person(3, 300), person(1, 100), person(2, 200)];
    expect(stationQueue(people, 'blood').waiting.map((q) => q.orderId)).toEqual([1, 2, 3]);
    expect(aheadOf(people, 1)).toBe(0);
    expect(aheadOf(people, 3)).toBe(2);
    expect(stationQueue(people, 'internal').waiting).toEqual([]);
  });

  it('takes a called person out of the waiting line, and a done one on to the next station', () => {
    const people = [
      person(1, 100, [{ station: 'blood', state: 'called', at: 400 }]),
      person(2, 200),
      person(3, 300),
    ];
    expect(stationQueue(people, 'blood')).toEqual({
      waiting: [
        { orderId: 2, since: 200 },
        { orderId: 3, since: 300 },
      ],
      called: [{ orderId: 1, since: 400 }],
    });
    expect(aheadOf(people, 3)).toBe(1);
    expect(aheadOf(people, 1)).toBeNull();

    const later = [
      person(1, 100, [{ station: 'blood', state: 'done', at: 500 }]),
      person(2, 200, [{ station: 'blood', state: 'skipped', at: 450 }]),
      person(3, 300),
    ];
    expect(stationQueue(later, 'blood').waiting.map((q) => q.orderId)).toEqual([3]);
    expect(aheadOf(later, 3)).toBe(0);
    // at the ultrasound, 2 (ready at 450) is before 1 (ready at 500) though 1 checked in first
    expect(stationQueue(later, 'abdominalUltrasound').waiting).toEqual([
      { orderId: 2, since: 450 },
      { orderId: 1, since: 500 },
    ]);
    expect(aheadOf(later, 1)).toBe(1);
  });

  it('breaks a tie of the same instant by order id', () => {
    expect(stationQueue([person(9, 100), person(4, 100)], 'blood').waiting.map((q) => q.orderId)).toEqual([
      4, 9,
    ]);
  });

  it('has no place for a person whose every station is done or skipped', () => {
    const done = person(1, 100, [
      { station: 'blood', state: 'done', at: 200 },
      { station: 'abdominalUltrasound', state: 'skipped', at: 300 },
      { station: 'internal', state: 'done', at: 400 },
    ]);
    expect(placeOf(done)).toBeNull();
    expect(aheadOf([done], 1)).toBeNull();
    expect(stepStates(done).map((s) => s.state)).toEqual(['done', 'skipped', 'done']);
  });

  it('answers null for someone not in the day’s queue', () => {
    expect(aheadOf([person(1, 100)], 2)).toBeNull();
  });
});
