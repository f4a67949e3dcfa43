import { Alert, Button } from 'antd';
import { copy } from '@/shared/lib/copy.ts';

/**
 * A screen's code failed to load (a new build replaced its chunk) or threw: say so, offer a reload.
 * Part of the first load, so it uses only what the sign-in page already loads (no Result pictures).
 */
export function RouteError() {
  return (
    <div className="route-error">
      <Alert
        type="error"
        showIcon
        title={copy.common.routeError}
        action={<Button onClick={() => window.location.reload()}>{copy.common.reload}</Button>}
      />
    </div>
  );
}
