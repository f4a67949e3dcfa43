import { queryOptions } from '@tanstack/react-query';
import { type BodyInputOf, call, type DataOf, purchases } from '@tijian/client';
import { localPayer } from '@/features/payment/index.ts';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { cardProductKeys, purchaseKeys } from './purchase-keys.ts';

export type HealthCardProduct = DataOf<typeof purchases.listHealthCardProducts>[number];
export type Purchase = DataOf<typeof purchases.getProductPurchase>;
export type BuyBody = BodyInputOf<typeof purchases.buyProduct>;
export type HolderInput = Extract<BuyBody, { kind: 'health_card' }>['holder'];

/** The health cards on sale (/purchaseCard). */
export function cardProductsOptions() {
  return queryOptions({
    queryKey: cardProductKeys.all,
    queryFn: ({ signal }) => call(purchases.listHealthCardProducts, undefined, { signal }),
    staleTime: 60_000,
  });
}

/**
 * The account's own purchase, read fresh each time a page opens it (its status moves on payment and
 * at its deadline). Not the account's, or not there: the page says so, without a toast.
 */
export function purchaseOptions(id: number) {
  return queryOptions({
    queryKey: purchaseKeys.purchase(id),
    queryFn: ({ signal }) =>
      call(purchases.getProductPurchase, { query: { id } }, { signal, silent: isNotFound }),
    staleTime: 0,
  });
}

/**
 * The purchase's pending payment for this phone, made on first asking (the server answers the same
 * one again); WeChat Pay's H5 cashier returns to `returnPath`.
 */
export function purchasePaymentOptions(purchaseId: number, returnPath?: string) {
  return queryOptions({
    queryKey: purchaseKeys.payment(purchaseId),
    queryFn: ({ signal }) =>
      call(purchases.payProductPurchase, { body: { purchaseId, ...localPayer(returnPath) } }, { signal }),
    staleTime: 0,
  });
}

/** The purchase's payment for this phone at another provider (the payer's choice), replacing the open one. */
export function payPurchaseAt(purchaseId: number, provider: string, returnPath: string) {
  return call(purchases.payProductPurchase, { body: { purchaseId, ...localPayer(returnPath, provider) } });
}

/** The purchase's payment for the QR page: WeChat Pay's Native code is a payment of its own (the sandbox's is the same one). */
export function purchaseNativePaymentOptions(purchaseId: number) {
  return queryOptions({
    queryKey: purchaseKeys.payment(purchaseId, true),
    queryFn: ({ signal }) =>
      call(purchases.payProductPurchase, { body: { purchaseId, channel: 'native' } }, { signal }),
    staleTime: 0,
  });
}

/** Makes the purchase, once per idempotency key: a retry of the same key answers the same purchase. */
export function buyProduct(body: BuyBody): Promise<Purchase> {
  return call(purchases.buyProduct, { body });
}
