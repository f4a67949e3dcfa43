import { Button } from 'antd-mobile';
import { copy } from '../lib/copy.ts';
import { StatusPage } from './status-page.tsx';

// A failed load the person can act on: say so plainly and offer to try again.
export function LoadError({ onRetry, title = copy.loadFailed }: { onRetry: () => void; title?: string }) {
  return (
    <StatusPage title={title}>
      <Button color="primary" onClick={onRetry}>
        {copy.common.retry}
      </Button>
    </StatusPage>
  );
}

// The same offer inside a section of a page, where a full-page message would push everything else away.
export function InlineLoadError({
  onRetry,
  title = copy.loadFailed,
}: {
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div className="inline-load-error" role="alert">
      <span>{title}</span>
      <Button size="small" onClick={onRetry}>
        {copy.common.retry}
      </Button>
    </div>
  );
}
