import { formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useParams } from 'react-router';
import { QrImage } from '@/features/payment/index.ts';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import type { Purchase } from '../api/purchases.ts';
import { BoughtPurchase } from '../components/bought-purchase.tsx';
import * as copy from '../copy.ts';
import { purchaseIdOf, specialPayPath } from '../paths.ts';
import '@/shared/ui/fact-list.css';
import '../purchases.css';

const text = copy.bought;

/**
 * /physical/special/success/:id (id: the purchase): the package bought, and the code the centre's
 * desk redeems it by (the purchase number, drawn as a QR code like an order's check-in code) until
 * its last day.
 */
export function SpecialBoughtPage() {
  const { id } = useParams();
  const purchaseId = purchaseIdOf(id);
  if (purchaseId === null) return <StatusPage title={copy.pay.badLink} />;
  return (
    <BoughtPurchase purchaseId={purchaseId} payPath={(p) => specialPayPath(p.itemId, p.id)}>
      {(purchase) => <SpecialBought purchase={purchase} />}
    </BoughtPurchase>
  );
}

function SpecialBought({ purchase }: { purchase: Purchase }) {
  const navigate = useNavigate();
  return (
    <div className="purchase-page">
      <section className="purchase-card purchase-result">
        <h2 className="purchase-result-title">{text.title}</h2>
        <dl className="fact-list">
          <div>
            <dt>{text.package}</dt>
            <dd>{purchase.itemName}</dd>
          </div>
          <div>
            <dt>{text.centre}</dt>
            <dd>{purchase.sysCenterName}</dd>
          </div>
          <div>
            <dt>{text.amount}</dt>
            <dd>{formatYuan(purchase.amount)}</dd>
          </div>
        </dl>
      </section>
      <section className="purchase-card purchase-redeem" aria-label={text.redeemTitle}>
        <h3 className="purchase-card-subtitle">{text.redeemTitle}</h3>
        <QrImage value={purchase.purchaseNo} label={`${text.redeemTitle} ${purchase.purchaseNo}`} />
        <p className="purchase-redeem-no">{purchase.purchaseNo}</p>
        <p className="purchase-card-meta">{text.redeemHint}</p>
        {purchase.redeemBy ? (
          <p className="purchase-card-meta">
            {text.redeemBy}：{purchase.redeemBy}
          </p>
        ) : null}
      </section>
      <div className="purchase-actions">
        <Button block size="large" onClick={() => navigate('/purchase/record/list')}>
          {text.toRecords}
        </Button>
      </div>
    </div>
  );
}
