import type { OperatorProfile, OperatorRoleName } from '@tijian/contract';

// The operator's session token, kept per tab (sessionStorage): closing the tab signs out, and two tabs
// may be two staff members at a shared desk computer. The server holds the session itself.
const TOKEN_KEY = 'console.operatorToken';
// The centre the operator is working at, for operators with roles at several centres.
const CENTRE_KEY = 'console.centreId';

export function operatorToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function keepOperatorToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

/** Forgets the token and the chosen centre (signing out, or the server ended the session). */
export function forgetOperatorSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(CENTRE_KEY);
}

export function chosenCentreId(): string | null {
  return sessionStorage.getItem(CENTRE_KEY);
}

export function chooseCentreId(centreId: string): void {
  sessionStorage.setItem(CENTRE_KEY, centreId);
}

export type OperatorCentre = OperatorProfile['centres'][number];
export type { OperatorRoleName };

/** The centre in use: the one chosen in this tab while the operator still holds a role there, else the first. */
export function centreInUse(profile: OperatorProfile): OperatorCentre | null {
  const chosen = chosenCentreId();
  return profile.centres.find((c) => c.centreId === chosen) ?? profile.centres[0] ?? null;
}
