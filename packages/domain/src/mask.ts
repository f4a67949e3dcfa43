// Masks personal numbers for lists and logs, where the whole value must never appear.

export function maskPhone(phone: string): string {
  if (phone.length !== 11) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

export function maskIdCard(id: string): string {
  const chars = Array.from(id);
  if (chars.length >= 8) {
    return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 7)}${chars.slice(-4).join('')}`;
  }
  const shown = Math.min(4, chars.length);
  return `${'*'.repeat(chars.length - shown)}${chars.slice(chars.length - shown).join('')}`;
}

/**
 * A person's name where only its owner should read it whole (a patient card): the family name shown,
 * the rest hidden, and the last character of a name of three or more kept (张*, 张*伟, 欧**娜).
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}
