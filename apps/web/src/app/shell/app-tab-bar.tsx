import { isSpecificCentre, plainLabel } from '@tijian/domain';
import TabBar from 'antd-mobile/es/components/tab-bar';
import { AppOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { useLocation, useNavigate } from 'react-router';
import { copy } from '@/shared/lib/copy.ts';
import { useElderMode } from '@/shared/lib/elder-mode.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';

function activeTab(pathname: string): string {
  if (pathname.startsWith('/order')) return 'order';
  if (pathname.startsWith('/personage')) return 'personage';
  return 'home';
}

export function AppTabBar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sid = useSessionStore((s) => s.sid);
  const elder = useElderMode();
  const home = isSpecificCentre(sid) ? `/mec/${encodeURIComponent(sid)}` : '/main';
  const targets: Record<string, string> = { home, order: '/order', personage: '/personage' };

  return (
    <nav className="app-tab-bar" aria-label={copy.tabs.label}>
      <TabBar
        safeArea
        activeKey={activeTab(pathname)}
        onChange={(key) => {
          const to = targets[key];
          if (to) navigate(to);
        }}
      >
        <TabBar.Item key="home" icon={<AppOutline />} title={copy.tabs.home} />
        <TabBar.Item key="order" icon={<UnorderedListOutline />} title={plainLabel(copy.tabs.order, elder)} />
        <TabBar.Item key="personage" icon={<UserOutline />} title={copy.tabs.personage} />
      </TabBar>
    </nav>
  );
}
