// How a unit reads on a report. Laboratory systems write powers with a caret (10^12/L); people read
// them as superscripts (10¹²/L), as printed reports do.

const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
  '+': '⁺',
};

/** A unit as shown: every ^n (10^9/L, m^2, 10^-3) written as a superscript; anything else as given. */
export function displayUnit(unit: string): string {
  return unit.replace(/\^\s*([+-]?\d+)/g, (_, power: string) =>
    [...power].map((c) => SUPERSCRIPT[c] ?? c).join(''),
  );
}
