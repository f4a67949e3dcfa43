/** The minute a person reads (2026-11-22 09:30) of an ISO instant, on China's clock. */
export function readTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
