import Button from 'antd-mobile/es/components/button';
import { useRouteError } from 'react-router';
import { copy } from '@/shared/lib/copy.ts';
import { StatusPage } from '@/shared/ui/status-page.tsx';

// A page chunk that fails to load (old deploy, lost network) lands here instead of a blank screen.
export function RouteError() {
  const error = useRouteError();
  return (
    <StatusPage title={copy.routeError} description={error instanceof Error ? error.message : undefined}>
      <Button color="primary" onClick={() => window.location.reload()}>
        {copy.common.retry}
      </Button>
    </StatusPage>
  );
}
