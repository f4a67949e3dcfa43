import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { USER_DATA_KEY } from '@/shared/session/user-data-key.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { type Purchase, purchaseOptions } from '../api/purchases.ts';
import * as copy from '../copy.ts';

const text = copy.bought;

/**
 * A bought purchase's success page: `children` once it is paid. One still unpaid offers to pay it
 * (`payPath`), a closed one says so; another account's reads as not found.
 */
export function BoughtPurchase({
  purchaseId,
  payPath,
  children,
}: {
  purchaseId: number;
  payPath: (purchase: Purchase) => string;
  children: (purchase: Purchase) => ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const purchase = useQuery(purchaseOptions(purchaseId));
  const paid = purchase.data?.status === 'paid';
  // What the payment changed (the card list, the purchase records, the tiles' counts) is read afresh
  // on the next visit of those pages.
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: USER_DATA_KEY, refetchType: 'none' });
  }, [paid, queryClient]);
  return (
    <QueryView query={purchase} notFound={<StatusPage title={copy.pay.notFound} />}>
      {(p) => {
        if (p.status === 'paid' || p.status === 'refunded') return children(p);
        if (p.status === 'unpaid') {
          return (
            <StatusPage title={text.unpaid}>
              <Button color="primary" onClick={() => navigate(payPath(p), { replace: true })}>
                {text.toPay}
              </Button>
            </StatusPage>
          );
        }
        return <StatusPage title={copy.pay.closed} />;
      }}
    </QueryView>
  );
}
