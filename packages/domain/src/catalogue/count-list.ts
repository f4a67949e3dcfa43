/**
 * Reads the spec's `id*count` lists (merge relations, upgradeExpress): `a*1,b*2` → a once, b twice.
 * A bare id counts once; blanks are skipped; an entry whose count is not a positive whole number is
 * ignored rather than guessed at.
 */
export function parseCountList(text: string): { id: string; count: number }[] {
  const out: { id: string; count: number }[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const [id = '', countText] = entry.split('*').map((s) => s.trim());
    const count = countText === undefined ? 1 : Number(countText);
    if (!id || !Number.isSafeInteger(count) || count < 1) continue;
    out.push({ id, count });
  }
  return out;
}
