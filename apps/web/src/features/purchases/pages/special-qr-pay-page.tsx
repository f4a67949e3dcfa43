import { useParams, useSearchParams } from 'react-router';
import { isPackageIdParam } from '@/features/special-packages/index.ts';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { PurchaseQr } from '../components/purchase-pay.tsx';
import * as copy from '../copy.ts';
import { purchaseIdOf } from '../paths.ts';
import '../purchases.css';

const text = copy.pay;

/** /physical/special/payQr/:id?purchaseId=: the QR code for another phone; this one waits, then moves on. */
export function SpecialQrPayPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const purchaseId = purchaseIdOf(search.get('purchaseId'));
  if (!isPackageIdParam(id) || purchaseId === null) return <StatusPage title={text.badLink} />;
  return (
    <PurchaseQr
      purchaseId={purchaseId}
      leave={{ label: text.toPackages, to: `/physical/special/detail/${encodeURIComponent(id)}` }}
    />
  );
}
