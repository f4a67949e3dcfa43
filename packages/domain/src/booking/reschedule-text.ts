export const DEFAULT_RESCHEDULE_CUTOFF = '18:00';
export const DEFAULT_RESCHEDULE_LIMIT = 2;

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A centre's cutoff as given, or the default when it is not an HH:mm time (a bad setting never opens moves up). */
export function rescheduleCutoffOf(cutoff: string | null | undefined): string {
  return cutoff && HH_MM.test(cutoff) ? cutoff : DEFAULT_RESCHEDULE_CUTOFF;
}

/** The rule as people read it on the submit screen and the order. */
export function rescheduleRulesText(cutoff: string, limit: number): string {
  return `改期须在体检前一日${rescheduleCutoffOf(cutoff)}前办理，每单最多可改期${limit}次`;
}
