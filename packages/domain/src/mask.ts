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
