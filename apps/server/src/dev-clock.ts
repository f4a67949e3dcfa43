/**
 * Demo mode only: the server's clock can be moved (and moved back), so a person trying the demo, or a
 * browser journey, can reach the exam day of a booking to check it in, or see an unpaid order close.
 * Everything reads time through the app's clock, so one offset moves the whole server consistently.
 */
export function travellingClock(base: () => Date) {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    travelTo(at: Date): void {
      offsetMs = at.getTime() - base().getTime();
    },
    reset(): void {
      offsetMs = 0;
    },
  };
}

export type TravellingClock = ReturnType<typeof travellingClock>;
