import { Messages } from '@tijian/domain';
import DotLoading from 'antd-mobile/es/components/dot-loading';

// The spec's loading text with antd-mobile's dots, announced to screen readers.
export function LoadingBlock({ text = Messages.loading }: { text?: string }) {
  return (
    <div className="centered-page" role="status" aria-live="polite">
      <span>{text}</span>
      <DotLoading color="currentColor" />
    </div>
  );
}
