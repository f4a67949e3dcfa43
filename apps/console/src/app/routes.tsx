import { Navigate, type RouteObject } from 'react-router';
import { SignInPage } from '@/features/auth/pages/sign-in-page.tsx';
import { copy } from '@/shared/lib/copy.ts';
import { signedInLoader } from './guard.ts';
import { RouteError } from './shell/route-error.tsx';

// The sign-in page is in the first load; the shell and every screen are lazy, each its own chunk.
export const routes: RouteObject[] = [
  { path: '/login', element: <SignInPage /> },
  {
    path: '/',
    loader: signedInLoader,
    shouldRevalidate: () => true,
    // While the shell's chunk loads on a first visit: the same words index.html shows before any script.
    hydrateFallbackElement: (
      <div className="boot" role="status">
        {copy.common.loading}
      </div>
    ),
    lazy: () => import('./shell/console-shell.tsx').then((m) => ({ Component: m.ConsoleShell })),
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: 'bookings',
            lazy: () =>
              import('@/features/bookings/pages/today-page.tsx').then((m) => ({ Component: m.TodayPage })),
          },
          {
            path: 'stations',
            lazy: () =>
              import('@/features/stations/pages/stations-page.tsx').then((m) => ({
                Component: m.StationsPage,
              })),
          },
          {
            path: 'review',
            lazy: () =>
              import('@/features/review/pages/review-page.tsx').then((m) => ({ Component: m.ReviewPage })),
          },
          {
            path: 'reports',
            lazy: () =>
              import('@/features/reports/pages/report-queue-page.tsx').then((m) => ({
                Component: m.ReportQueuePage,
              })),
          },
          {
            path: 'reports/:orderId',
            lazy: () =>
              import('@/features/reports/pages/report-form-page.tsx').then((m) => ({
                Component: m.ReportFormPage,
              })),
          },
          {
            path: 'communication',
            lazy: () =>
              import('@/features/communication/pages/communication-page.tsx').then((m) => ({
                Component: m.CommunicationPage,
              })),
          },
          {
            path: 'capacity',
            lazy: () =>
              import('@/features/capacity/pages/capacity-page.tsx').then((m) => ({
                Component: m.CapacityPage,
              })),
          },
          {
            path: 'companies',
            lazy: () =>
              import('@/features/company/pages/clients-page.tsx').then((m) => ({ Component: m.ClientsPage })),
          },
          // The HR portal of a company's administrators.
          { path: 'company', element: <Navigate to="/company/overview" replace /> },
          {
            path: 'company/overview',
            lazy: () =>
              import('@/features/company/pages/overview-page.tsx').then((m) => ({
                Component: m.OverviewPage,
              })),
          },
          {
            path: 'company/settings',
            lazy: () =>
              import('@/features/company/pages/settings-page.tsx').then((m) => ({
                Component: m.SettingsPage,
              })),
          },
          {
            path: 'company/import',
            lazy: () =>
              import('@/features/company/pages/import-page.tsx').then((m) => ({ Component: m.ImportPage })),
          },
          {
            path: 'company/roster',
            lazy: () =>
              import('@/features/company/pages/roster-page.tsx').then((m) => ({ Component: m.RosterPage })),
          },
          {
            path: 'company/results',
            lazy: () =>
              import('@/features/company/pages/results-page.tsx').then((m) => ({ Component: m.ResultsPage })),
          },
          {
            path: 'refunds',
            lazy: () =>
              import('@/features/refunds/pages/refunds-page.tsx').then((m) => ({ Component: m.RefundsPage })),
          },
          {
            path: 'audit',
            lazy: () =>
              import('@/features/audit/pages/audit-page.tsx').then((m) => ({ Component: m.AuditPage })),
          },
          {
            path: 'staff',
            lazy: () =>
              import('@/features/staff/pages/staff-page.tsx').then((m) => ({ Component: m.StaffPage })),
          },
          {
            path: '*',
            lazy: () => import('./shell/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
