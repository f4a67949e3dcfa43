import { isApiError } from '@tijian/client';
import Button from 'antd-mobile/es/components/button';
import { copy } from '@/shared/lib/copy.ts';
import { isNotFound } from '@/shared/lib/not-found.ts';
import { StatusPage } from './status-page.tsx';

// The words of the error catalogue (spec 8: 系统内部错误, 网络连接超时, …) when the HTTP layer gave
// some, so a call that failed quietly says the same as one that raised a toast; else a plain line.
export function loadFailureText(error: unknown): string {
  return isApiError(error) && !error.cancelled && error.message ? error.message : copy.loadFailed;
}

// A failed load the person can act on: say why plainly and offer to try again when that can help.
export function LoadError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  return (
    <StatusPage title={loadFailureText(error)}>
      {isNotFound(error) ? null : (
        <Button color="primary" onClick={onRetry}>
          {copy.common.retry}
        </Button>
      )}
    </StatusPage>
  );
}

// The same offer inside a section of a page, where a full-page message would push everything else away.
export function InlineLoadError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  return (
    <div className="inline-load-error" role="alert">
      <span>{loadFailureText(error)}</span>
      <Button size="small" onClick={onRetry}>
        {copy.common.retry}
      </Button>
    </div>
  );
}
