import { fen, formatYuan } from '@tijian/domain';

/** fen on the wire → ¥12.50 on screen */
export const yuan = (amount: number) => formatYuan(fen(amount));

/** fen → the yuan a money field shows for editing (12.5 → "12.50", whole amounts without decimals) */
export function yuanText(amount: number): string {
  const cents = amount % 100;
  return cents === 0 ? String(amount / 100) : `${(amount - cents) / 100}.${String(cents).padStart(2, '0')}`;
}

/** The share of budget used, in whole percent (0 when there is no budget), capped at 100. */
export function budgetPercent(used: number, budget: number): number {
  if (budget <= 0) return 0;
  return Math.min(100, Math.floor((used * 100) / budget));
}

/** A share of a group, one decimal: 3 of 12 → 25.0% */
export function share(part: number, whole: number): string {
  if (whole <= 0) return '0%';
  return `${((part * 100) / whole).toFixed(1)}%`;
}
