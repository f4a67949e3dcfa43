import { isApiError } from '@tijian/client';
import { Alert, Button, Layout, Menu, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { type OperatorProfile, useMe, useSignOut } from '@/features/auth/index.ts';
import { copy } from '@/shared/lib/copy.ts';
import { CentreContext } from '@/shared/session/centre-context.tsx';
import { centreInUse, chooseCentreId, type OperatorCentre } from '@/shared/session/operator-session.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { MessageHolder } from '@/shared/ui/message-holder.tsx';
import { navItemOf, navItemsFor } from '../nav.ts';
import '@/shared/ui/page.css';
import './console-shell.css';

const text = copy.shell;
const CentreSwitcher = lazy(() => import('./centre-switcher.tsx'));

/** The signed-in console: the operator's profile first, then the layout for the centre in use. */
export function ConsoleShell() {
  const me = useMe();
  if (me.data) return <SignedIn profile={me.data} />;
  if (me.error) {
    // An ended session has already been sent to the sign-in page by the API client.
    if (isApiError(me.error) && me.error.code === 'operator,login') return null;
    return (
      <div className="shell-loading">
        <LoadFailed error={me.error} onRetry={me.refetch} />
      </div>
    );
  }
  return (
    <div className="shell-loading loading-text" role="status">
      {copy.common.loading}
    </div>
  );
}

function SignedIn({ profile }: { profile: OperatorProfile }) {
  const [centre, setCentre] = useState<OperatorCentre | null>(() => centreInUse(profile));
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // The profile may have changed (a role taken away): the chosen centre must still be one of its own.
  const inUse = profile.centres.find((c) => c.centreId === centre?.centreId) ?? profile.centres[0] ?? null;
  if (!inUse) return <Navigate to="/login" replace />;

  const items = navItemsFor(inUse.role);
  const current = navItemOf(location.pathname);
  const home = items[0]!.path;

  const switchCentre = (centreId: string) => {
    const next = profile.centres.find((c) => c.centreId === centreId);
    if (!next) return;
    chooseCentreId(centreId);
    setCentre(next);
    // The screen was of the other centre; the new centre's role may not open it at all.
    navigate(navItemsFor(next.role)[0]!.path);
  };

  const leave = () => signOut.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });

  let content = <Outlet />;
  if (location.pathname === '/') content = <Navigate to={home} replace />;
  else if (current && !current.roles.includes(inUse.role))
    content = (
      <Alert
        type="warning"
        showIcon
        title={text.notAllowed}
        action={<Button onClick={() => navigate(home)}>{text.toHome}</Button>}
      />
    );

  return (
    <CentreContext.Provider value={inUse}>
      <MessageHolder />
      <Layout className="shell">
        <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" width={200} className="shell-sider">
          <div className="shell-brand">{copy.appName}</div>
          <nav aria-label={text.menuLabel}>
            <Menu
              mode="inline"
              selectedKeys={current ? [current.key] : []}
              items={items.map((item) => ({ key: item.key, label: item.label }))}
              onClick={({ key }) => navigate(items.find((item) => item.key === key)!.path)}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header className="shell-header">
            <Space size="middle" wrap>
              {profile.centres.length > 1 ? (
                <Suspense fallback={<strong>{inUse.centreName}</strong>}>
                  <CentreSwitcher centres={profile.centres} value={inUse.centreId} onChange={switchCentre} />
                </Suspense>
              ) : (
                <strong>{inUse.centreName}</strong>
              )}
            </Space>
            <Space size="middle">
              <span>
                {profile.name}
                <span className="muted">（{text.roles[inUse.role]}）</span>
              </span>
              <Button onClick={leave} loading={signOut.isPending}>
                {text.signOut}
              </Button>
            </Space>
          </Layout.Header>
          <Layout.Content className="shell-content">
            {/* A new centre is a new screen: nothing of the other centre's state stays. */}
            <div key={inUse.centreId}>{content}</div>
          </Layout.Content>
        </Layout>
      </Layout>
    </CentreContext.Provider>
  );
}
