import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getPaymentQueryOptions, type Payment, PaymentChoice, QrPayment } from '@/features/payment/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import {
  type Purchase,
  payPurchaseAt,
  purchaseNativePaymentOptions,
  purchaseOptions,
  purchasePaymentOptions,
} from '../api/purchases.ts';
import * as copy from '../copy.ts';
import { purchasePaidPath } from '../paths.ts';

const text = copy.pay;
const POLL_MS = 2000;

/** Where to go when the purchase cannot be paid any more: buy again. */
export interface Leave {
  label: string;
  to: string;
}

/**
 * The purchase the address names, and what it allows: an unpaid one is paid (`children`), a paid one
 * leads to its success page, a closed one offers to buy again. Not the account's: not found.
 */
function PayablePurchase({
  purchaseId,
  leave,
  children,
}: {
  purchaseId: number;
  leave: Leave;
  children: (purchase: Purchase) => ReactNode;
}) {
  const navigate = useNavigate();
  const purchase = useQuery(purchaseOptions(purchaseId));
  const paid = purchase.data?.status === 'paid' ? purchase.data : null;
  useEffect(() => {
    if (paid) navigate(purchasePaidPath(paid), { replace: true });
  }, [paid, navigate]);
  const notFound = <StatusPage title={text.notFound} />;
  return (
    <QueryView query={purchase} notFound={notFound}>
      {(p) => {
        if (p.status === 'unpaid') return children(p);
        if (p.status === 'paid') return null;
        return (
          <StatusPage title={text.closed}>
            <Button color="primary" onClick={() => navigate(leave.to)}>
              {leave.label}
            </Button>
          </StatusPage>
        );
      }}
    </QueryView>
  );
}

/** What was bought, under the amount: the card and its holder, or the package. */
function BoughtFacts({ purchase }: { purchase: Purchase }) {
  return (
    <dl className="fact-list purchase-pay-facts">
      <div>
        <dt>{text.what}</dt>
        <dd>{purchase.itemName}</dd>
      </div>
      {purchase.holder ? (
        <div>
          <dt>{text.holder}</dt>
          <dd>{purchase.holder.name}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Paying an unpaid purchase: its payment (made on first asking, the same one after), this phone
 * (the sandbox's pay page) or another by the QR page (`qrPath`), until its deadline.
 */
export function PurchasePay({
  purchaseId,
  qrPath,
  leave,
}: {
  purchaseId: number;
  qrPath: string;
  leave: Leave;
}) {
  return (
    <PayablePurchase purchaseId={purchaseId} leave={leave}>
      {(purchase) => <PurchasePayment purchase={purchase} qrPath={qrPath} leave={leave} />}
    </PayablePurchase>
  );
}

function PurchasePayment({ purchase, qrPath, leave }: { purchase: Purchase; qrPath: string; leave: Leave }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  // Creating is idempotent on the server: a reload or a refocus fetches the same pending payment.
  // WeChat's H5 cashier comes back to this page, which then waits for the server's word.
  const options = purchasePaymentOptions(purchase.id, `${pathname}${search}`);
  const payment = useQuery({ ...options, refetchOnWindowFocus: false });
  // Another provider chosen (微信支付 / 支付宝支付): its payment replaces the open one on this page (a
  // refusal is shown by the HTTP layer). The QR page then asks the chosen provider's code.
  const switched = useMutation({
    mutationFn: (provider: string) => payPurchaseAt(purchase.id, provider, `${pathname}${search}`),
    onSuccess: (p) => queryClient.setQueryData(options.queryKey, p),
  });
  const created = payment.data;
  // A provider's own cashier (WeChat Pay's) tells the server, not this page: while such a payment is
  // pending the page asks the server until it is paid.
  const polled = useQuery({
    ...getPaymentQueryOptions(created?.payId ?? ''),
    enabled: created?.channel != null && created.status === 'pending',
    refetchInterval: (query) => (query.state.data?.status === 'paid' ? false : POLL_MS),
  });
  const paid = polled.data?.status === 'paid';
  useEffect(() => {
    if (paid) navigate(purchasePaidPath(purchase), { replace: true });
  }, [paid, navigate, purchase]);
  return (
    <QueryView query={payment}>
      {(p) => (
        <PaymentChoice
          payment={polled.data?.payId === p.payId ? polled.data : p}
          qrPath={qrPath}
          leave={leave}
          onProvider={(provider) => switched.mutate(provider)}
        >
          <BoughtFacts purchase={purchase} />
        </PaymentChoice>
      )}
    </QueryView>
  );
}

/** The QR page of an unpaid purchase: another phone pays, this one waits and then moves on. */
export function PurchaseQr({ purchaseId, leave }: { purchaseId: number; leave: Leave }) {
  return (
    <PayablePurchase purchaseId={purchaseId} leave={leave}>
      {(purchase) => <PurchaseQrPayment purchase={purchase} />}
    </PayablePurchase>
  );
}

function PurchaseQrPayment({ purchase }: { purchase: Purchase }) {
  const payment = useQuery({ ...purchaseNativePaymentOptions(purchase.id), refetchOnWindowFocus: false });
  return <QueryView query={payment}>{(p) => <WaitingQr first={p} purchase={purchase} />}</QueryView>;
}

function WaitingQr({ first, purchase }: { first: Payment; purchase: Purchase }) {
  const navigate = useNavigate();
  const payment = useQuery({
    ...getPaymentQueryOptions(first.payId),
    initialData: first,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });
  const paid = payment.data.status === 'paid';
  useEffect(() => {
    if (paid) navigate(purchasePaidPath(purchase), { replace: true });
  }, [paid, navigate, purchase]);
  return <QrPayment payment={payment.data} />;
}
