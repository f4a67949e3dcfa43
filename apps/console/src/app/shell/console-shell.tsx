import { isApiError } from '@tijian/client';
import { Alert, Button, Layout, Menu, type MenuProps, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { type OperatorProfile, useMe, useSignOut } from '@/features/auth/index.ts';
import { useCompanyMe } from '@/features/company/index.ts';
import { copy } from '@/shared/lib/copy.ts';
import { CentreContext } from '@/shared/session/centre-context.tsx';
import { CompanyContext } from '@/shared/session/company-context.tsx';
import {
  type CompanyRef,
  centreInUse,
  chooseCentreId,
  chooseCompanyId,
  companyInUse,
  type OperatorCentre,
} from '@/shared/session/operator-session.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { MessageHolder } from '@/shared/ui/message-holder.tsx';
import { COMPANY_NAV_ITEMS, type NavItem, navItemOf, navItemsFor } from '../nav.ts';
import '@/shared/ui/page.css';
import './console-shell.css';

const text = copy.shell;
const CentreSwitcher = lazy(() => import('./centre-switcher.tsx'));
const CompanySwitcher = lazy(() => import('./company-switcher.tsx'));

const sessionEnded = (error: unknown) => isApiError(error) && error.code === 'operator,login';
// The server was not reached, or failed (the client's own codes): unlike its refusal, worth a retry.
const unreachable = (error: unknown) => !isApiError(error) || error.code.startsWith('client,');

/**
 * The signed-in console: the operator's profile and the companies they administer first, then the
 * layout for the centre and the company in use. An operator may have roles at centres, administer
 * companies (an HR administrator, often with no centre role at all), or both.
 */
export function ConsoleShell() {
  const me = useMe();
  const companies = useCompanyMe();
  // An ended session has already been sent to the sign-in page by the API client.
  if (sessionEnded(me.error) || sessionEnded(companies.error)) return null;
  if (me.error) return <ShellFailed error={me.error} onRetry={me.refetch} />;
  if (companies.error) return <ShellFailed error={companies.error} onRetry={companies.refetch} />;
  if (me.data && companies.data) {
    const { failure } = companies.data;
    // Without a centre role the companies are all this account has: a failed read says so, with a
    // retry, never "no access". With one, the centre's screens carry on without the HR portal.
    if (failure && me.data.centres.length === 0 && unreachable(failure))
      return <ShellFailed error={failure} onRetry={companies.refetch} />;
    return <SignedIn profile={me.data} companies={companies.data.companies} />;
  }
  return (
    <div className="shell-loading loading-text" role="status">
      {copy.common.loading}
    </div>
  );
}

function ShellFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <div className="shell-loading">
      <LoadFailed error={error} onRetry={onRetry} />
    </div>
  );
}

function SignedIn({ profile, companies }: { profile: OperatorProfile; companies: readonly CompanyRef[] }) {
  const [centre, setCentre] = useState<OperatorCentre | null>(() => centreInUse(profile));
  const [company, setCompany] = useState<CompanyRef | null>(() => companyInUse(companies));
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const leave = () => signOut.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });

  // The profile may have changed (a role taken away): the chosen centre and company must still be its own.
  const inUse = profile.centres.find((c) => c.centreId === centre?.centreId) ?? profile.centres[0] ?? null;
  const companyUsed = companies.find((c) => c.id === company?.id) ?? companies[0] ?? null;
  if (!inUse && !companyUsed)
    return <NoAccess name={profile.name} onLeave={leave} leaving={signOut.isPending} />;

  const centreItems = inUse ? navItemsFor(inUse.role) : [];
  const companyItems = companyUsed ? [...COMPANY_NAV_ITEMS] : [];
  const items = [...centreItems, ...companyItems];
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

  const switchCompany = (companyId: number) => {
    const next = companies.find((c) => c.id === companyId);
    if (!next) return;
    chooseCompanyId(companyId);
    setCompany(next);
    // Every HR screen is open to every administrator: stay on it, now for the other company.
    if (current?.scope !== 'company') navigate(COMPANY_NAV_ITEMS[0]!.path);
  };

  let content = <Outlet />;
  if (location.pathname === '/') content = <Navigate to={home} replace />;
  else if (current && !items.includes(current))
    content = (
      <Alert
        type="warning"
        showIcon
        title={refusalOf(current, inUse)}
        action={<Button onClick={() => navigate(home)}>{text.toHome}</Button>}
      />
    );

  return (
    <CentreContext.Provider value={inUse}>
      <CompanyContext.Provider value={companyUsed}>
        <MessageHolder />
        <Layout className="shell">
          <Layout.Sider breakpoint="lg" collapsedWidth={0} theme="light" width={200} className="shell-sider">
            <div className="shell-brand">{copy.appName}</div>
            <nav aria-label={text.menuLabel}>
              <Menu
                mode="inline"
                selectedKeys={current ? [current.key] : []}
                items={menuOf(centreItems, companyItems)}
                onClick={({ key }) => navigate(items.find((item) => item.key === key)!.path)}
              />
            </nav>
          </Layout.Sider>
          <Layout>
            <Layout.Header className="shell-header">
              <Space size="middle" wrap>
                {inUse ? (
                  profile.centres.length > 1 ? (
                    <Suspense fallback={<strong>{inUse.centreName}</strong>}>
                      <CentreSwitcher
                        centres={profile.centres}
                        value={inUse.centreId}
                        onChange={switchCentre}
                      />
                    </Suspense>
                  ) : (
                    <strong>{inUse.centreName}</strong>
                  )
                ) : null}
                {companyUsed ? (
                  companies.length > 1 ? (
                    <Suspense fallback={<strong>{companyUsed.name}</strong>}>
                      <CompanySwitcher
                        companies={companies}
                        value={companyUsed.id}
                        onChange={switchCompany}
                      />
                    </Suspense>
                  ) : (
                    <strong>{companyUsed.name}</strong>
                  )
                ) : null}
              </Space>
              <Space size="middle">
                <span>
                  {profile.name}
                  <span className="muted">（{inUse ? text.roles[inUse.role] : text.companyAdmin}）</span>
                </span>
                <Button onClick={leave} loading={signOut.isPending}>
                  {text.signOut}
                </Button>
              </Space>
            </Layout.Header>
            <Layout.Content className="shell-content">
              {/* A new centre or company is a new screen: nothing of the other one's state stays. */}
              <div key={`${inUse?.centreId ?? ''}|${companyUsed?.id ?? ''}`}>{content}</div>
            </Layout.Content>
          </Layout>
        </Layout>
      </CompanyContext.Provider>
    </CentreContext.Provider>
  );
}

/** Why a screen is out of reach: the role at the centre in use, no centre role, or no company. */
function refusalOf(item: NavItem, centre: OperatorCentre | null): string {
  if (item.scope === 'company') return text.notCompanyAdmin;
  return centre ? text.notAllowed : text.noCentreRole;
}

/** One list for centre staff or an HR administrator alone; two headed groups for someone who is both. */
function menuOf(centreItems: readonly NavItem[], companyItems: readonly NavItem[]): MenuProps['items'] {
  const entries = (list: readonly NavItem[]) => list.map((item) => ({ key: item.key, label: item.label }));
  if (centreItems.length === 0 || companyItems.length === 0)
    return entries([...centreItems, ...companyItems]);
  return [
    { type: 'group', key: 'centre', label: text.centreMenu, children: entries(centreItems) },
    { type: 'group', key: 'company', label: text.companyMenu, children: entries(companyItems) },
  ];
}

/** Signed in, but with neither a centre role nor a company: say so, and let them sign out. */
function NoAccess({ name, onLeave, leaving }: { name: string; onLeave: () => void; leaving: boolean }) {
  return (
    <div className="shell-loading">
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={text.noAccess}
        description={name}
        action={
          <Button onClick={onLeave} loading={leaving}>
            {text.signOut}
          </Button>
        }
      />
    </div>
  );
}
