import { type Fen, formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import * as copy from '../copy.ts';

const text = copy.booking;

/** The fixed bar at the bottom: the amount to pay and 提交订单, with a hint while the order is sent. */
export function SubmitBar({
  amount,
  submitting,
  onSubmit,
}: {
  amount: Fen;
  submitting: boolean;
  onSubmit: () => void;
}) {
  return (
    <>
      <footer className="submit-footer">
        <span className="submit-footer-amount">
          {text.amount} <strong>{formatYuan(amount)}</strong>
        </span>
        <Button color="primary" loading={submitting} disabled={submitting} onClick={onSubmit}>
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
