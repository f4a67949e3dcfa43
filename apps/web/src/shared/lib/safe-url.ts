// Links that come from the database (news items, a centre's about pages) are opened only when they
// are http(s) or a path of this site: never javascript:, data: or another scheme.
export function safeLink(link: string | null | undefined): string | undefined {
  const text = link?.trim();
  if (!text) return undefined;
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
