import type { OperatorRoleName } from '@tijian/contract';
import { copy } from '@/shared/lib/copy.ts';

export type NavKey = keyof typeof copy.nav;

export interface NavItem {
  key: NavKey;
  /** The router path of the item's screen (and of the screens below it). */
  path: string;
  label: string;
  /** Least privilege: the roles at the centre in use that may open it. */
  roles: readonly OperatorRoleName[];
}

// desk: the day's bookings and check-in; doctor: review and reports; manager: everything of the centre.
// The server checks the same roles on every call; this only keeps out of sight what would be refused.
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'bookings', path: '/bookings', label: copy.nav.bookings, roles: ['desk', 'manager'] },
  { key: 'capacity', path: '/capacity', label: copy.nav.capacity, roles: ['desk', 'manager'] },
  { key: 'review', path: '/review', label: copy.nav.review, roles: ['doctor', 'manager'] },
  { key: 'reports', path: '/reports', label: copy.nav.reports, roles: ['doctor', 'manager'] },
  {
    key: 'communication',
    path: '/communication',
    label: copy.nav.communication,
    roles: ['desk', 'doctor', 'manager'],
  },
  { key: 'refunds', path: '/refunds', label: copy.nav.refunds, roles: ['manager'] },
  { key: 'audit', path: '/audit', label: copy.nav.audit, roles: ['manager'] },
  { key: 'staff', path: '/staff', label: copy.nav.staff, roles: ['manager'] },
];

export function navItemsFor(role: OperatorRoleName): NavItem[] {
  return NAV_ITEMS.filter((item) => item.roles.includes(role));
}

/** The item a router path belongs to (/reports/12 → reports), if any. */
export function navItemOf(pathname: string): NavItem | undefined {
  return NAV_ITEMS.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));
}
