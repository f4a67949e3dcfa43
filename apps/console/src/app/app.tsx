import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { queryClient } from '@/shared/lib/query-client.ts';
import type { ConsoleRouter } from './router.tsx';

// The server's per-document nonce, which the CSP asks of every <style> antd writes (see the server's
// console-app routes); absent in the dev server and tests, which send no CSP.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const csp = nonce ? { nonce } : undefined;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} csp={csp}>
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
