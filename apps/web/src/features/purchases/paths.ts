// Where the purchase screens live. The purchase travels in the address (a reload keeps working): in
// the query for the health card's steps, in the path for a special package's success page.

export const cardShopPath = '/purchaseCard';

/** The holder's form for the health card product chosen on /purchaseCard. */
export const cardBuyerPath = (productId: string) =>
  `/purchaseCard/register?productId=${encodeURIComponent(productId)}`;

export const cardPayPath = (purchaseId: number) => `/purchaseCard/payCard?purchaseId=${purchaseId}`;
export const cardQrPath = (purchaseId: number) => `/purchaseCard/QrCode?purchaseId=${purchaseId}`;
export const cardBoughtPath = (purchaseId: number) => `/purchaseCard/Success?purchaseId=${purchaseId}`;

/** The special package's pay page; once bought, the purchase is named in its query. */
export const specialPayPath = (packageId: string, purchaseId?: number) =>
  `/physicalSpecialPay/${encodeURIComponent(packageId)}${purchaseId ? `?purchaseId=${purchaseId}` : ''}`;
export const specialQrPath = (packageId: string, purchaseId: number) =>
  `/physical/special/payQr/${encodeURIComponent(packageId)}?purchaseId=${purchaseId}`;
/** The bought special package: its purchase id in the path. */
export const specialBoughtPath = (purchaseId: number) => `/physical/special/success/${purchaseId}`;

/** Where a paid purchase's payment leads: the card's or the special package's success page. */
export const purchasePaidPath = (p: { kind: 'health_card' | 'special_package'; id: number }) =>
  p.kind === 'health_card' ? cardBoughtPath(p.id) : specialBoughtPath(p.id);

/** A purchase id as an address gives it (?purchaseId=, :id), or null when it is not one. */
export function purchaseIdOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
