import { formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import type { Purchase } from '../api/purchases.ts';
import { BoughtPurchase } from '../components/bought-purchase.tsx';
import * as copy from '../copy.ts';
import { cardPayPath, purchaseIdOf } from '../paths.ts';
import '@/shared/ui/fact-list.css';
import '../purchases.css';

const text = copy.bought;

/** /purchaseCard/Success?purchaseId=: the card issued to the account, active, and where to find it. */
export function CardBoughtPage() {
  const [search] = useSearchParams();
  const purchaseId = purchaseIdOf(search.get('purchaseId'));
  if (purchaseId === null) return <StatusPage title={copy.pay.badLink} />;
  return (
    <BoughtPurchase purchaseId={purchaseId} payPath={(p) => cardPayPath(p.id)}>
      {(purchase) => <CardBought purchase={purchase} />}
    </BoughtPurchase>
  );
}

function CardBought({ purchase }: { purchase: Purchase }) {
  const navigate = useNavigate();
  const card = purchase.healthCard;
  return (
    <div className="purchase-page">
      <section className="purchase-card purchase-result">
        <h2 className="purchase-result-title">{text.title}</h2>
        <dl className="fact-list">
          <div>
            <dt>{text.product}</dt>
            <dd>{purchase.itemName}</dd>
          </div>
          {card ? (
            <div>
              <dt>{text.cardNo}</dt>
              <dd>{card.cardNo}</dd>
            </div>
          ) : null}
          {purchase.holder ? (
            <div>
              <dt>{text.holder}</dt>
              <dd>{purchase.holder.name}</dd>
            </div>
          ) : null}
          {card?.expiresOn ? (
            <div>
              <dt>{text.validUntil}</dt>
              <dd>{card.expiresOn}</dd>
            </div>
          ) : null}
          <div>
            <dt>{text.amount}</dt>
            <dd>{formatYuan(purchase.amount)}</dd>
          </div>
          <div>
            <dt>{text.purchaseNo}</dt>
            <dd>{purchase.purchaseNo}</dd>
          </div>
        </dl>
      </section>
      <div className="purchase-actions">
        <Button block color="primary" size="large" onClick={() => navigate('/card')}>
          {text.toCard}
        </Button>
        <Button block size="large" onClick={() => navigate('/purchase/record/list')}>
          {text.toRecords}
        </Button>
      </div>
    </div>
  );
}
