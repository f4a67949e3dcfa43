import type { OperatorRoleName } from '@tijian/contract';
import { copy } from '@/shared/lib/copy.ts';

export type NavKey = keyof typeof copy.nav;

export interface NavItem {
  key: NavKey;
  /** The router path of the item's screen (and of the screens below it). */
  path: string;
  label: string;
  /** A centre's screen (opened by a role at the centre in use) or the HR portal's (by a company's administrator). */
  scope: 'centre' | 'company';
  /** Least privilege: the roles at the centre in use that may open a centre's screen (none for the HR portal). */
  roles: readonly OperatorRoleName[];
}

const centre = (key: NavKey, path: string, roles: readonly OperatorRoleName[]): NavItem => ({
  key,
  path,
  label: copy.nav[key],
  scope: 'centre',
  roles,
});

const company = (key: NavKey, path: string): NavItem => ({
  key,
  path,
  label: copy.nav[key],
  scope: 'company',
  roles: [],
});

// desk: the day's bookings and check-in; doctor: review and reports; manager: everything of the centre.
// The server checks the same roles on every call; this only keeps out of sight what would be refused.
export const NAV_ITEMS: readonly NavItem[] = [
  centre('bookings', '/bookings', ['desk', 'manager']),
  centre('stations', '/stations', ['desk', 'manager']),
  centre('capacity', '/capacity', ['desk', 'manager']),
  centre('review', '/review', ['doctor', 'manager']),
  centre('reports', '/reports', ['doctor', 'manager']),
  centre('communication', '/communication', ['desk', 'doctor', 'manager']),
  centre('companies', '/companies', ['desk', 'manager']),
  centre('refunds', '/refunds', ['manager']),
  centre('audit', '/audit', ['manager']),
  centre('staff', '/staff', ['manager']),
];

// The HR portal: the same for every administrator of the company in use (the server holds them to it).
export const COMPANY_NAV_ITEMS: readonly NavItem[] = [
  company('companyOverview', '/company/overview'),
  company('companySettings', '/company/settings'),
  company('companyImport', '/company/import'),
  company('companyRoster', '/company/roster'),
  company('companyResults', '/company/results'),
];

export function navItemsFor(role: OperatorRoleName): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}

/** The item a router path belongs to (/reports/12 → reports), if any. */
export function navItemOf(pathname: string): NavItem | undefined {
  return [...NAV_ITEMS, ...COMPANY_NAV_ITEMS].find(
    (item) => pathname === item.path || pathname.startsWith(`${item.path}/`),
  );
}
