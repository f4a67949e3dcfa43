import { type Fen, formatYuan, plainLabel } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useElderMode } from '@/shared/lib/elder-mode.ts';
import * as copy from '../copy.ts';

const text = copy.booking;
const BLOCKER_ID = 'submit-blocker';

/**
 * The fixed bar at the bottom: the amount to pay as the server quoted it and 提交订单, which waits
 * for the quote of the cart as it stands and stays disabled while the form cannot be submitted
 * (spec 4), saying why in the spec's words; a hint while the order is sent.
 */
export function SubmitBar({
  amount,
  waiting,
  blocker,
  submitting,
  onSubmit,
}: {
  amount: Fen | null;
  waiting: boolean;
  /** what the form still lacks (submitBlocker), or null */
  blocker: string | null;
  submitting: boolean;
  onSubmit: () => void;
}) {
  const elder = useElderMode();
  return (
    <>
      <footer className="submit-footer">
        <span className="submit-footer-amount">
          {text.amount} <strong>{amount === null ? text.noAmount : formatYuan(amount)}</strong>
          {blocker !== null ? (
            <span id={BLOCKER_ID} className="submit-footer-blocker">
              {blocker}
            </span>
          ) : null}
        </span>
        <Button
          color="primary"
          loading={submitting}
          disabled={submitting || waiting || blocker !== null}
          aria-describedby={blocker !== null ? BLOCKER_ID : undefined}
          onClick={onSubmit}
        >
          {plainLabel(text.submit, elder)}
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
