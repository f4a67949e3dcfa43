import type { CentreSummary } from '@tijian/contract';
import { isSpecificCentre, Messages } from '@tijian/domain';
import { copy } from '@/shared/lib/copy.ts';

export type MenuCentre = Pick<CentreSummary, 'receiveOnline' | 'centerConfigMenu'>;

export interface MenuItem {
  key: string;
  label: string;
  to: string;
  // Served by the previous site; opened as an external link.
  old?: boolean;
  // Not available yet; tapping explains instead of navigating.
  unfinished?: boolean;
  // Shown at a chosen centre only when its configuration turns this flag on.
  centreFlag?: 'columnFlag' | 'healthFlag' | 'onlineFlag';
}

export type MenuAction =
  | { type: 'navigate'; to: string }
  | { type: 'external'; href: string }
  | { type: 'toast'; content: string };

const text = copy.menu;

export function menuItems(sid: string): MenuItem[] {
  const specific = isSpecificCentre(sid);
  return [
    { key: 'site', label: text.site, to: specific ? `/mec/${encodeURIComponent(sid)}` : '/main' },
    { key: 'booking', label: text.booking, to: '/entrance' },
    { key: 'disease', label: text.disease, to: '/specialDisease/list', centreFlag: 'columnFlag' },
    { key: 'orders', label: text.orders, to: '/order' },
    { key: 'report', label: text.report, to: '/report/list' },
    { key: 'health', label: text.health, to: '/card', centreFlag: 'healthFlag' },
    { key: 'online', label: text.online, to: '/onlineCommunication/list', centreFlag: 'onlineFlag' },
    { key: 'consult', label: text.consult, to: `/consult/list?sid=${encodeURIComponent(sid)}` },
    { key: 'personage', label: text.personage, to: '/personage' },
  ];
}

// Spec 2 "Floating menu": centre-specific entries need the centre's switch; reports need online receipt.
export function visibleMenuItems(
  items: readonly MenuItem[],
  sid: string,
  centre: MenuCentre | undefined,
): MenuItem[] {
  const specific = isSpecificCentre(sid);
  return items.filter((item) => {
    if (item.key === 'report' && centre?.receiveOnline === 0) return false;
    if (item.centreFlag && specific) return centre?.centerConfigMenu[item.centreFlag] === 1;
    return true;
  });
}

export function menuAction(item: MenuItem): MenuAction {
  if (item.unfinished) return { type: 'toast', content: Messages.underDevelopment };
  if (item.old) return { type: 'external', href: item.to };
  return { type: 'navigate', to: item.to };
}
