// Where the purchase screens live. The purchase travels in the address (a reload keeps working): in
// the query for the health card's steps, in the path for a special package's success page.

export { cardBoughtPath, purchasePaidPath, specialBoughtPath } from '@/shared/lib/paid-pages.ts';

export const cardShopPath = '/purchaseCard';

/** The holder's form for the health card product chosen on /purchaseCard. */
export const cardBuyerPath = (productId: string) =>
  `/purchaseCard/register?productId=${encodeURIComponent(productId)}`;

export const cardPayPath = (purchaseId: number) => `/purchaseCard/payCard?purchaseId=${purchaseId}`;
export const cardQrPath = (purchaseId: number) => `/purchaseCard/QrCode?purchaseId=${purchaseId}`;

/** The special package's pay page; once bought, the purchase is named in its query. */
export const specialPayPath = (packageId: string, purchaseId?: number) =>
  `/physicalSpecialPay/${encodeURIComponent(packageId)}${purchaseId ? `?purchaseId=${purchaseId}` : ''}`;
export const specialQrPath = (packageId: string, purchaseId: number) =>
  `/physical/special/payQr/${encodeURIComponent(packageId)}?purchaseId=${purchaseId}`;

/** A purchase id as an address gives it (?purchaseId=, :id), or null when it is not one. */
export function purchaseIdOf(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
