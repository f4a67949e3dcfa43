// Spec 9: the account's own name is shown shortened from 6 characters on (where it heads a page).

/** From this many characters on, the self-name shows its first SELF_NAME_KEPT and an ellipsis. */
export const SELF_NAME_SHORTEN_AT = 6;
export const SELF_NAME_KEPT = 5;

/** The account's own name as displayed: counted in characters, not UTF-16 units. */
export function shortSelfName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length < SELF_NAME_SHORTEN_AT) return chars.join('');
  return `${chars.slice(0, SELF_NAME_KEPT).join('')}...`;
}
