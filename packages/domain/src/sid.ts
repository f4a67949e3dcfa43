import { DEFAULT_SID } from './constants.ts';

export interface SidSources {
  query?: string | null;
  previous?: string | null;
  cookie?: string | null;
}

// The route guard prefers the link's centre, then the one already in use, then the remembered one.
export function resolveSid({ query, previous, cookie }: SidSources): string {
  for (const candidate of [query, previous, cookie]) {
    const sid = candidate?.trim();
    if (sid) return sid;
  }
  return DEFAULT_SID;
}

// DEFAULT_SID stands for "all centres", so it does not pin the user to one.
export function isSpecificCentre(sid: string | null | undefined): boolean {
  return sid != null && sid.trim() !== '' && sid !== DEFAULT_SID;
}
