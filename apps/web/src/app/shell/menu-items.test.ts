import { describe, expect, it } from 'vitest';
import { UnderDevelopmentPage } from '@/shared/ui/under-development-page.tsx';
import { appRoutes } from '../routes.ts';
import { type MenuCentre, type MenuItem, menuAction, menuItems, visibleMenuItems } from './menu-items.ts';

const keys = (items: MenuItem[]) => items.map((item) => item.key);

describe('floating menu visibility', () => {
  it('shows every entry for all centres (00-0), pointing the site at /main', () => {
    const items = visibleMenuItems(menuItems('00-0'), '00-0', undefined);
    expect(keys(items)).toEqual([
      'site',
      'booking',
      'disease',
      'orders',
      'report',
      'health',
      'online',
      'consult',
      'personage',
    ]);
    expect(items[0]?.to).toBe('/main');
    expect(items.find((i) => i.key === 'consult')?.to).toBe('/consult/list?sid=00-0');
  });

  it('hides column, health and online entries at a centre whose switches are off', () => {
    const centre: MenuCentre = {
      receiveOnline: 1,
      centerConfigMenu: { columnFlag: 0, healthFlag: 0, onlineFlag: 0 },
    };
    const items = visibleMenuItems(menuItems('00-16'), '00-16', centre);
    expect(keys(items)).toEqual(['site', 'booking', 'orders', 'report', 'consult', 'personage']);
    expect(items[0]?.to).toBe('/mec/00-16');
  });

  it('shows exactly the entries whose switch is on, and none before the centre has loaded', () => {
    const centre: MenuCentre = {
      receiveOnline: 1,
      centerConfigMenu: { columnFlag: 1, healthFlag: 0, onlineFlag: 1 },
    };
    expect(keys(visibleMenuItems(menuItems('00-2'), '00-2', centre))).toEqual([
      'site',
      'booking',
      'disease',
      'orders',
      'report',
      'online',
      'consult',
      'personage',
    ]);
    expect(keys(visibleMenuItems(menuItems('00-2'), '00-2', undefined))).not.toContain('disease');
  });

  it('hides the report entry when the centre does not receive reports online', () => {
    const centre: MenuCentre = {
      receiveOnline: 0,
      centerConfigMenu: { columnFlag: 0, healthFlag: 0, onlineFlag: 0 },
    };
    const items = visibleMenuItems(menuItems('00-0'), '00-0', centre);
    expect(keys(items)).not.toContain('report');
  });
});

describe('floating menu actions', () => {
  const base: MenuItem = { key: 'x', label: 'x', to: '/order' };

  it('navigates to ordinary entries', () => {
    expect(menuAction(base)).toEqual({ type: 'navigate', to: '/order' });
  });

  it('opens old entries as external links', () => {
    expect(menuAction({ ...base, old: true, to: 'https://example.com/old' })).toEqual({
      type: 'external',
      href: 'https://example.com/old',
    });
  });

  it('explains unfinished entries instead of navigating', () => {
    expect(menuAction({ ...base, unfinished: true })).toEqual({ type: 'toast', content: '正在开发中' });
  });
});

describe('the special-disease entry', () => {
  it('opens the disease columns, a real page now, not 正在开发中', async () => {
    const disease = menuItems('00-1').find((item) => item.key === 'disease');
    expect(disease && menuAction(disease)).toEqual({ type: 'navigate', to: '/specialDisease/list' });
    const route = appRoutes.find((r) => r.path === '/specialDisease/list');
    expect(route?.meta).toMatchObject({ title: '专病专栏', menuBar: true });
    const page = await route?.page?.();
    expect(page?.Component).toBeDefined();
    expect(page?.Component).not.toBe(UnderDevelopmentPage);
  });
});
