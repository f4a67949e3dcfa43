import type { OperatorRefundLine } from '@tijian/contract';
import { Tag } from 'antd';

const COLOURS: Record<OperatorRefundLine['status'], string> = {
  applied: 'orange',
  refunding: 'blue',
  refunded: 'green',
  refused: 'red',
  withdrawn: 'default',
};

/** A refund's state in the server's words. */
export function RefundStatusTag({ refund }: { refund: Pick<OperatorRefundLine, 'status' | 'statusName'> }) {
  return <Tag color={COLOURS[refund.status]}>{refund.statusName}</Tag>;
}
