import { useSearchParams } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { PurchasePay } from '../components/purchase-pay.tsx';
import * as copy from '../copy.ts';
import { cardQrPath, cardShopPath, purchaseIdOf } from '../paths.ts';
import '../purchases.css';

const text = copy.pay;

/** /purchaseCard/payCard?purchaseId=: the card's amount, then 本机支付 (the sandbox) or 扫码支付. */
export function CardPayPage() {
  const [search] = useSearchParams();
  const purchaseId = purchaseIdOf(search.get('purchaseId'));
  if (purchaseId === null) return <StatusPage title={text.badLink} />;
  return (
    <PurchasePay
      purchaseId={purchaseId}
      qrPath={cardQrPath(purchaseId)}
      leave={{ label: text.toShop, to: cardShopPath }}
    />
  );
}
