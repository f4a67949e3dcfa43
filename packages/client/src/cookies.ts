// The session lives in cookies so the server (which also reads the token cookie) and the page agree.
export type CookieName = 'token' | 'clientId' | 'phone' | 'sid';

export function getCookie(name: CookieName): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      const value = decodeURIComponent(item.slice(prefix.length));
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

// On https the page never writes a cookie without Secure, so it never downgrades the server's one.
const secureFlag = () => (window.location.protocol === 'https:' ? '; Secure' : '');

export function setCookie(name: CookieName, value: string, days = 30): void {
  const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from WeChat's and older iOS webviews.
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secureFlag()}`;
}

export function removeCookie(name: CookieName): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax${secureFlag()}`;
}

export function hasToken(): boolean {
  return getCookie('token') !== undefined;
}
