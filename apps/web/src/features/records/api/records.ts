import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { call, records } from '@tijian/client';
import type { records as contract } from '@tijian/contract';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { recordKeys } from './record-keys.ts';

export type MedicalCardSummary = contract.MedicalCardSummary;
export type MedicalCardDetail = contract.MedicalCardDetail;
export type PurchasePage = contract.PurchasePage;
export type PurchaseSummary = contract.PurchaseSummary;
export type PurchaseDetail = contract.PurchaseDetail;
export type PurchaseKind = contract.PurchaseKind;

export const PURCHASE_PAGE_SIZE = 10;

/** The account's medical cards; of one centre when it is given. */
export function medicalCardsOptions(sysCenterId: string | null) {
  return queryOptions({
    queryKey: recordKeys.medicalCards(sysCenterId),
    queryFn: ({ signal }) =>
      call(records.listMedicalCards, { query: sysCenterId ? { sysCenterId } : {} }, { signal }),
  });
}

export function medicalCardOptions(id: number) {
  return queryOptions({
    queryKey: recordKeys.medicalCard(id),
    queryFn: ({ signal }) => call(records.getMedicalCard, { query: { id } }, { signal, silent: isNotFound }),
  });
}

export function purchasesOptions() {
  return infiniteQueryOptions({
    queryKey: recordKeys.purchases(),
    queryFn: ({ pageParam, signal }) =>
      call(
        records.listPurchases,
        { query: { paginationNo: pageParam, paginationSize: PURCHASE_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: PurchasePage) => (last.hasMore ? last.paginationNo + 1 : undefined),
  });
}

export function purchaseOptions(kind: PurchaseKind, id: number) {
  return queryOptions({
    queryKey: recordKeys.purchase(kind, id),
    queryFn: ({ signal }) =>
      call(records.getPurchase, { query: { kind, id } }, { signal, silent: isNotFound }),
  });
}
