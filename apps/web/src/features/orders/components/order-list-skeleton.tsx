import { Messages } from '@tijian/domain';
import Skeleton from 'antd-mobile/es/components/skeleton';

/** Three cards' worth of grey lines while the first page arrives, so the cards do not jump in. */
export function OrderListSkeleton() {
  return (
    <div role="status" aria-label={Messages.loading} className="order-list-skeleton">
      {[0, 1, 2].map((row) => (
        <div key={row} className="order-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      ))}
    </div>
  );
}
