import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from '@/app/api-client.ts';
import { App } from '@/app/app.tsx';
import { createConsoleRouter } from '@/app/router.tsx';
import { documentStyleNonce, nonceScriptStyles } from '@/shared/lib/csp-nonce.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

nonceScriptStyles(documentStyleNonce());
configureApiClient();
createRoot(container).render(
  <StrictMode>
    <App router={createConsoleRouter()} />
  </StrictMode>,
);
