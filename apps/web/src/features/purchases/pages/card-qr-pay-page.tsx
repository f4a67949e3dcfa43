import { useSearchParams } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { PurchaseQr } from '../components/purchase-pay.tsx';
import * as copy from '../copy.ts';
import { cardShopPath, purchaseIdOf } from '../paths.ts';
import '../purchases.css';

const text = copy.pay;

/** /purchaseCard/QrCode?purchaseId=: the pay page's QR code for another phone; this one waits, then moves on. */
export function CardQrPayPage() {
  const [search] = useSearchParams();
  const purchaseId = purchaseIdOf(search.get('purchaseId'));
  if (purchaseId === null) return <StatusPage title={text.badLink} />;
  return <PurchaseQr purchaseId={purchaseId} leave={{ label: text.toShop, to: cardShopPath }} />;
}
