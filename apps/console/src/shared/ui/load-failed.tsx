import { isApiError } from '@tijian/client';
import { Alert, Button } from 'antd';
import { copy } from '@/shared/lib/copy.ts';

/**
 * A read that failed: the server's words (or the network's), and a way to try again. An Alert rather
 * than antd's Result, whose module carries its large status pictures into every screen that uses it.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <Alert
      type="error"
      showIcon
      title={isApiError(error) ? error.message : copy.common.loadFailed}
      action={<Button onClick={() => void onRetry()}>{copy.common.retry}</Button>}
    />
  );
}
