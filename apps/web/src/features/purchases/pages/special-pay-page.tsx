import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  isPackageIdParam,
  SpecialNotFound,
  type SpecialPackageDetail,
  SpecialPrice,
  specialPackageOptions,
} from '@/features/special-packages/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { buyProduct } from '../api/purchases.ts';
import { PurchasePay } from '../components/purchase-pay.tsx';
import * as copy from '../copy.ts';
import { purchaseIdOf, specialPayPath, specialQrPath } from '../paths.ts';
import '../purchases.css';

const text = copy.pay;

/**
 * /physicalSpecialPay/:id (id: the special package): what is bought and 确认购买, which makes the
 * purchase (once for this visit) and names it in the address (?purchaseId=), so a reload stays on
 * its payment: 本机支付 (the sandbox) or 扫码支付.
 */
export function SpecialPayPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const purchaseId = purchaseIdOf(search.get('purchaseId'));
  if (!isPackageIdParam(id)) return <StatusPage title={text.badLink} />;
  const leave = { label: text.toPackages, to: `/physical/special/detail/${encodeURIComponent(id)}` };
  if (purchaseId !== null) {
    return <PurchasePay purchaseId={purchaseId} qrPath={specialQrPath(id, purchaseId)} leave={leave} />;
  }
  return <SpecialConfirm packageId={id} />;
}

function SpecialConfirm({ packageId }: { packageId: string }) {
  const pkg = useQuery(specialPackageOptions(packageId));
  return (
    <QueryView
      query={pkg}
      notFound={<SpecialNotFound title={copy.pay.notFound} back={copy.pay.toPackages} />}
    >
      {(data) => <ConfirmPackage pkg={data} />}
    </QueryView>
  );
}

function ConfirmPackage({ pkg }: { pkg: SpecialPackageDetail }) {
  const navigate = useNavigate();
  // One purchase per visit: a double tap or a retry answers the same purchase.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const purchase = await buyProduct({ kind: 'special_package', packageId: pkg.id, idempotencyKey });
      navigate(specialPayPath(pkg.id, purchase.id), { replace: true });
    } catch {
      // The HTTP layer has shown why.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="purchase-page">
      <section className="purchase-card">
        <h2 className="purchase-card-name">{pkg.name}</h2>
        <dl className="fact-list">
          <div>
            <dt>{text.centre}</dt>
            <dd>{pkg.sysCenterName}</dd>
          </div>
          <div>
            <dt>{text.price}</dt>
            <dd>
              <SpecialPrice price={pkg.price} originalPrice={pkg.originalPrice} />
            </dd>
          </div>
        </dl>
        <p className="purchase-card-meta">{text.validity(pkg.validityDays)}</p>
      </section>
      <div className="purchase-actions">
        {pkg.onSale ? (
          <Button block color="primary" size="large" loading={busy} onClick={() => void confirm()}>
            {text.confirm}
          </Button>
        ) : (
          <p className="purchase-intro">{text.offSale}</p>
        )}
      </div>
    </div>
  );
}
