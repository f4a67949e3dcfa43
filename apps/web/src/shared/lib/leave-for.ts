/**
 * Leaves the app for another site's page (a payment provider's cashier, which returns to the page that
 * opened it). One function so tests can watch where the app would have gone.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
