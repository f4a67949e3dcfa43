import { isSpecificCentre } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useUser } from '@/features/account/index.ts';
import { type BookingType, examineeOf, useBookingDraft } from '@/features/draft/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import * as copy from '../copy.ts';
import type { BookingContext } from './use-booking-plan.ts';

/**
 * What both booking screens need before any item is shown: a draft of this path at a centre (a
 * package for the product path), and an examinee with sex, age and marital status, which decide the
 * items offered and recommended. Each missing piece is said plainly, with the way to supply it.
 */
export function BookingGate({
  type,
  children,
}: {
  type: BookingType;
  children: (ctx: BookingContext) => ReactNode;
}) {
  const navigate = useNavigate();
  const draft = useBookingDraft();
  const sid = useSessionStore((s) => s.sid);
  const user = useUser();

  // Opened directly (a bookmark, a reload after the draft was lost) or after the person switched
  // centre: the custom paths start (over) at the session's centre. A package belongs to its own
  // centre and cannot be guessed.
  const matches =
    draft.type === type &&
    draft.sysCenterId !== null &&
    (type === 'product' || !isSpecificCentre(sid) || draft.sysCenterId === sid);
  const canStart = !matches && type !== 'product' && isSpecificCentre(sid);
  useEffect(() => {
    if (canStart) draft.start({ sysCenterId: sid, type });
  }, [canStart, draft.start, sid, type]);

  if (!matches) {
    if (canStart) return <LoadingBlock />;
    return type === 'product' ? (
      <StatusPage title={copy.plan.noProduct}>
        <Button color="primary" onClick={() => navigate('/product/list')}>
          {copy.plan.toProducts}
        </Button>
      </StatusPage>
    ) : (
      <StatusPage title={copy.plan.noCentre}>
        <Button color="primary" onClick={() => navigate('/entrance')}>
          {copy.plan.toEntrance}
        </Button>
      </StatusPage>
    );
  }

  const examinee = draft.examinee ?? examineeOf(user.data);
  if (!examinee) {
    // Loaded, and still no one to book for: the profile lacks what the plan needs.
    return (
      <QueryView query={user}>
        {() => (
          <StatusPage title={copy.plan.profileMissing} description={copy.plan.profileHint}>
            <Button color="primary" onClick={() => navigate('/userInformation')}>
              {copy.plan.completeProfile}
            </Button>
          </StatusPage>
        )}
      </QueryView>
    );
  }

  return children({
    sysCenterId: draft.sysCenterId!,
    type,
    productId: draft.productId,
    examinee,
  });
}
