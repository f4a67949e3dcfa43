import { type Fen, fen } from '../money.ts';

/** The package list's price ranges (spec 3), by code; bounds in fen, upper bound exclusive. */
export const PRICE_RANGES = [
  { code: '1', name: '500元以下', min: fen(0), max: fen(50_000) },
  { code: '2', name: '500-1000元', min: fen(50_000), max: fen(100_000) },
  { code: '3', name: '1000-2000元', min: fen(100_000), max: fen(200_000) },
  { code: '4', name: '2000-3000元', min: fen(200_000), max: fen(300_000) },
  { code: '5', name: '3000-5000元', min: fen(300_000), max: fen(500_000) },
  { code: '6', name: '5000-10000元', min: fen(500_000), max: fen(1_000_000) },
  { code: '7', name: '10000元以上', min: fen(1_000_000), max: null },
] as const satisfies readonly { code: string; name: string; min: Fen; max: Fen | null }[];

export type PriceRangeCode = (typeof PRICE_RANGES)[number]['code'];

export function inPriceRange(code: PriceRangeCode, price: Fen): boolean {
  const range = PRICE_RANGES.find((r) => r.code === code)!;
  return price >= range.min && (range.max === null || price < range.max);
}
