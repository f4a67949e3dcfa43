import type { PurchaseKind } from '../api/records.ts';

const KINDS: readonly PurchaseKind[] = ['exam', 'health_card', 'special_package'];

/** Where a purchase's detail is: its id in the path, its kind in the query. */
export const purchasePath = (p: { kind: PurchaseKind; id: number }) =>
  `/purchase/record/detail/${p.id}?kind=${p.kind}`;

/** The kind an address names: a check-up order when it names none, null for one that is no kind. */
export function kindOf(value: string | null): PurchaseKind | null {
  if (value === null || value === '') return 'exam';
  return (KINDS as readonly string[]).includes(value) ? (value as PurchaseKind) : null;
}
