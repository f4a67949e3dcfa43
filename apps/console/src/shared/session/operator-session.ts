import type { company, OperatorProfile, OperatorRoleName } from '@tijian/contract';

// The operator's session token, kept per tab (sessionStorage): closing the tab signs out, and two tabs
// may be two staff members at a shared desk computer. The server holds the session itself.
const TOKEN_KEY = 'console.operatorToken';
// The centre the operator is working at, for operators with roles at several centres.
const CENTRE_KEY = 'console.centreId';
// The company an HR administrator of several companies is working on.
const COMPANY_KEY = 'console.companyId';

export function operatorToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function keepOperatorToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

/** Forgets the token and the chosen centre and company (signing out, or the server ended the session). */
export function forgetOperatorSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(CENTRE_KEY);
  sessionStorage.removeItem(COMPANY_KEY);
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

/** A company the operator administers (companyMe), as the shell and the HR screens know it. */
export type CompanyRef = company.CompanyRef;

export function chooseCompanyId(companyId: number): void {
  sessionStorage.setItem(COMPANY_KEY, String(companyId));
}

/** The company in use: the one chosen in this tab while the operator still administers it, else the first. */
export function companyInUse(companies: readonly CompanyRef[]): CompanyRef | null {
  const chosen = sessionStorage.getItem(COMPANY_KEY);
  return companies.find((c) => String(c.id) === chosen) ?? companies[0] ?? null;
}
