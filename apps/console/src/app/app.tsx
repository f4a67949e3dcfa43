import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { documentStyleNonce } from '@/shared/lib/csp-nonce.ts';
import { queryClient } from '@/shared/lib/query-client.ts';
import type { ConsoleRouter } from './router.tsx';
import './app.css';

// The server's per-document nonce, which the CSP asks of every <style> antd writes (see the server's
// console-app routes); absent in the dev server and tests, which send no CSP.
const nonce = documentStyleNonce();
const csp = nonce ? { nonce } : undefined;

// Text readable at WCAG AA's 4.5:1 (Lighthouse's contrast audit). antd's default blue #1677ff is 4.1:1
// under a primary button's white text and 3.7:1 as the selected menu item's text on its pale blue; its
// darker step #0958d9 is 6.2:1 and 5.5:1. A table's empty text is antd's disabled grey (#bfbfbf,
// 1.8:1); there it is the secondary text grey (7:1).
const theme: ThemeConfig = {
  token: { colorPrimary: '#0958d9', colorLink: '#0958d9' },
  components: { Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' } },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} csp={csp} theme={theme}>
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
