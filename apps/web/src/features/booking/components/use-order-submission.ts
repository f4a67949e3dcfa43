import { useQueryClient } from '@tanstack/react-query';
import { httpStatusMessage } from '@tijian/domain';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SubmitOrderBody } from '@/features/order/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import type { SubmitOutcome } from './submit-flow.ts';

/** The code that sends an order and its checks, fetched on the first tap (see submit-flow.ts). */
export const loadSubmitFlow = () => import('./submit-flow.ts');

/**
 * Sends the order once at a time. One idempotency key per visit of the screen: a retry after a lost
 * answer returns the order already taken, never a second one. The -1/-2/-3 answers are told with the
 * spec's words and leave the button usable again.
 */
export function useOrderSubmission() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);
  // The state flag re-renders; the ref closes the gap between two taps before that render.
  const inFlight = useRef(false);

  const submit = async (body: Omit<SubmitOrderBody, 'idempotencyKey'>, outcome: SubmitOutcome) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const { sendOrder } = await loadSubmitFlow();
      await sendOrder({ body: { ...body, idempotencyKey }, outcome, navigate, queryClient });
    } catch {
      // Only the flow's own file can fail here (sendOrder handles the request's failures): the
      // network dropped before it came; the next tap fetches it again.
      showToast(httpStatusMessage(undefined));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { submit, submitting, idempotencyKey };
}
