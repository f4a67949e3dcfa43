import { type Fen, formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import * as copy from '../copy.ts';

const text = copy.booking;

/**
 * The fixed bar at the bottom: the amount to pay as the server quoted it and 提交订单, which waits
 * for the quote of the cart as it stands; a hint while the order is sent.
 */
export function SubmitBar({
  amount,
  waiting,
  submitting,
  onSubmit,
}: {
  amount: Fen | null;
  waiting: boolean;
  submitting: boolean;
  onSubmit: () => void;
}) {
  return (
    <>
      <footer className="submit-footer">
        <span className="submit-footer-amount">
          {text.amount} <strong>{amount === null ? text.noAmount : formatYuan(amount)}</strong>
        </span>
        <Button color="primary" loading={submitting} disabled={submitting || waiting} onClick={onSubmit}>
          {text.submit}
        </Button>
      </footer>
      {submitting ? (
        <p className="submit-progress" role="status">
          {text.submitting}
        </p>
      ) : null}
    </>
  );
}
