import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// antd-mobile's theme variables and base styles; components are imported one by one from their own
// modules (antd-mobile/es/components/x) so the bundle holds only the ones the app uses.
import 'antd-mobile/es/global';
import { configureApiClient } from '@/app/api-client.ts';
import { App } from '@/app/app.tsx';
import { createAppRouter } from '@/app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

configureApiClient();

// On a slow phone the first screen is three tasks rather than one long one that blocks input: running
// the bundle, then (after a yield) creating the router, which starts the page's chunk and requests,
// then rendering in a transition, which React slices and interrupts for the browser.
// React renders only once the router has its first page (guard run, page chunk loaded): rendering
// earlier would replace index.html's splash (on /main, the banner the server put in it) with an empty
// screen while the chunk loads.
const root = createRoot(container);
setTimeout(() => {
  const router = createAppRouter();
  const render = () =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  if (router.state.initialized) return render();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}, 0);
