import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/shared/lib/query-client.ts';
import type { AppRouter } from './router.tsx';
import './app.css';
// Every Checkbox and Radio of the app reachable by role and name (antd-mobile hides their inputs).
import '@/shared/ui/choice-controls.css';
// Elder mode's class on <html> (set before the first render) and the variables it switches.
import '@/shared/lib/elder-mode.ts';
import '@/shared/ui/elder-mode.css';

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
