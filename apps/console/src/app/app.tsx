import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/shared/lib/query-client.ts';
import type { ConsoleRouter } from './router.tsx';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}

export function App({ router }: { router: ConsoleRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
