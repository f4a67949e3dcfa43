// The order number as the server issues it (TJ and 14 to 20 digits) and as its check-in QR code holds it.
const ORDER_NO = /^TJ\d{14,20}$/;

/** What a person typed or a code held, as an order number: trimmed, the letters upper-cased; or null. */
export function orderNumberOf(text: string): string | null {
  const candidate = text.trim().toUpperCase();
  return ORDER_NO.test(candidate) ? candidate : null;
}
