import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdRender } from './app/antd-render.ts';
import { App } from './app/app.tsx';

installAntdRender();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
