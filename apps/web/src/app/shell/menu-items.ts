import { isSpecificCentre, Messages } from '@tijian/domain';
import { copy } from '../../shared/lib/copy.ts';

type Flag = number | string | null | undefined;

export interface MenuCentre {
  receiveOnline?: Flag;
  centerConfigMenu?: { columnFlag?: Flag; healthFlag?: Flag; onlineFlag?: Flag } | null;
}

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

const on = (flag: Flag) => Number(flag) === 1;

// Spec 2 "Floating menu": centre-specific entries need the centre's switch; reports need online receipt.
export function visibleMenuItems(
  items: readonly MenuItem[],
  sid: string,
  centre: MenuCentre | undefined,
): MenuItem[] {
  const specific = isSpecificCentre(sid);
  return items.filter((item) => {
    if (
      item.key === 'report' &&
      centre &&
      centre.receiveOnline != null &&
      Number(centre.receiveOnline) === 0
    ) {
      return false;
    }
    if (item.centreFlag && specific) return on(centre?.centerConfigMenu?.[item.centreFlag]);
    return true;
  });
}

export function menuAction(item: MenuItem): MenuAction {
  if (item.unfinished) return { type: 'toast', content: Messages.underDevelopment };
  if (item.old) return { type: 'external', href: item.to };
  return { type: 'navigate', to: item.to };
}
