import { isApiError } from '@tijian/client';
import { Button, Result } from 'antd';
import { copy } from '@/shared/lib/copy.ts';

/** A read that failed: the server's words (or the network's), and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <Result
      status="error"
      title={isApiError(error) ? error.message : copy.common.loadFailed}
      extra={<Button onClick={() => void onRetry()}>{copy.common.retry}</Button>}
    />
  );
}
