// Money is an integer count of fen (分) so that sums never pick up binary rounding errors;
// yuan exist only as display text.

export type Fen = number & { readonly __brand: 'Fen' };

export function fen(n: number): Fen {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number of fen: ${n}`);
  return n as Fen;
}

export function addFen(...xs: Fen[]): Fen {
  let total = 0;
  for (const x of xs) total += x;
  return fen(total);
}

export function subFenFloor0(a: Fen, b: Fen): Fen {
  return fen(Math.max(0, a - b));
}

export function formatYuan(f: Fen): string {
  const abs = Math.abs(f);
  const cents = abs % 100;
  // Subtracting the remainder first keeps the division exact even near MAX_SAFE_INTEGER.
  const yuan = (abs - cents) / 100;
  return `${f < 0 ? '-' : ''}¥${yuan}.${String(cents).padStart(2, '0')}`;
}

const YUAN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

export function yuanToFen(text: string): Fen {
  const match = YUAN.exec(text);
  if (!match) throw new RangeError(`Not an amount in yuan: ${text}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const total = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return fen(sign === '-' ? -total : total);
}
