import { useQuery } from '@tanstack/react-query';
import type { ExamineeProfile } from '@tijian/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { type BookingType, useBookingDraft } from '@/features/draft/index.ts';
import { getOrderQueryOptions, type OrderDetail } from '@/features/order/index.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { editCopy } from '../edit-copy.ts';
import type { BookingContext } from './use-booking-plan.ts';

/** sessionStorage: the order whose items the draft now holds, so coming back from the chooser keeps the changes. */
export const EDIT_MARK = 'project-edit';

/**
 * Confirm-items in edit mode (`?type=edit`, the id is the order's): the draft is started from the
 * order's own plan, centre and examinee instead of a new booking's, once per order; a return from
 * the item chooser finds the draft it left.
 */
export function EditOrderGate({
  type,
  orderId,
  children,
}: {
  type: BookingType;
  orderId: number | null;
  children: (ctx: BookingContext, order: OrderDetail) => ReactNode;
}) {
  // Always the order as it is now: an edit starts from what the server holds.
  const order = useQuery({ ...getOrderQueryOptions(orderId ?? 0), enabled: orderId !== null, staleTime: 0 });
  const [ready, setReady] = useState(false);
  const data = order.data;
  const examinee: ExamineeProfile | null = data
    ? { sexCode: data.sexCode, marryStateCode: data.marryStateCode, age: data.age }
    : null;

  useEffect(() => {
    if (!data || !examinee || ready) return;
    const state = useBookingDraft.getState();
    const kept =
      sessionStorage.getItem(EDIT_MARK) === String(data.id) &&
      state.sysCenterId === data.sysCenterId &&
      state.type === data.bookingType &&
      state.plan !== null &&
      state.plan.productId === data.plan.productId;
    if (!kept) {
      state.start({ sysCenterId: data.sysCenterId, type: data.bookingType, productId: data.packageId });
      state.setExaminee(examinee);
      useBookingDraft.getState().setPlan(data.plan);
      sessionStorage.setItem(EDIT_MARK, String(data.id));
    }
    setReady(true);
  }, [data, examinee, ready]);

  // A saved edit removes the mark; leaving then empties the draft, so a new booking starts clean.
  // (Emptied while the page is shown, the plan hook would start the draft over.) Going to the item
  // chooser keeps the mark, and the draft.
  useEffect(
    () => () => {
      if (sessionStorage.getItem(EDIT_MARK) === null) useBookingDraft.getState().reset();
    },
    [],
  );

  if (orderId === null) return <StatusPage title={editCopy.noOrder} />;
  return (
    <QueryView query={order}>
      {(loaded) => {
        if (loaded.bookingType !== type) return <StatusPage title={editCopy.noOrder} />;
        if (!loaded.actions.includes('editItems')) return <StatusPage title={editCopy.notEditable} />;
        if (!ready || !examinee) return <LoadingBlock />;
        return children(
          { sysCenterId: loaded.sysCenterId, type, productId: loaded.packageId, examinee },
          loaded,
        );
      }}
    </QueryView>
  );
}
