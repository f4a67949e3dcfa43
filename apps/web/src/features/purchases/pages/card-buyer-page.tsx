import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useUser } from '@/features/account/index.ts';
import { HolderForm } from '@/features/family/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import {
  buyProduct,
  cardProductsOptions,
  type HealthCardProduct,
  type HolderInput,
} from '../api/purchases.ts';
import * as copy from '../copy.ts';
import { cardPayPath, cardShopPath } from '../paths.ts';
import '../purchases.css';

const text = copy.buyer;

/**
 * /purchaseCard/register?productId=: who the card serves (本人, a family member, or typed in), then
 * the purchase is made (once for this visit of the page, however often it is sent) and paid next.
 */
export function CardBuyerPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const productId = search.get('productId') ?? '';
  const products = useQuery(cardProductsOptions());
  const user = useUser();
  // One purchase per visit: a double tap or a retry answers the same purchase.
  const [idempotencyKey] = useState(() => crypto.randomUUID());

  const buy = async (product: HealthCardProduct, holder: HolderInput) => {
    const purchase = await buyProduct({ kind: 'health_card', productId: product.id, holder, idempotencyKey });
    navigate(cardPayPath(purchase.id), { replace: true });
  };

  return (
    <QueryView queries={[products, user]}>
      {(list, own) => {
        const product = list.find((p) => p.id === productId);
        if (!product) {
          return (
            <StatusPage title={text.noProduct}>
              <Button color="primary" onClick={() => navigate(cardShopPath, { replace: true })}>
                {text.toShop}
              </Button>
            </StatusPage>
          );
        }
        return (
          <div className="purchase-page">
            <section className="purchase-card">
              <dl className="fact-list">
                <div>
                  <dt>{text.product}</dt>
                  <dd>{product.name}</dd>
                </div>
                <div>
                  <dt>{text.price}</dt>
                  <dd className="purchase-price">{formatYuan(product.price)}</dd>
                </div>
              </dl>
            </section>
            <p className="purchase-intro">{text.intro}</p>
            <section className="purchase-card">
              <HolderForm
                own={own}
                submitLabel={text.submit}
                submitSize="large"
                onSubmit={(holder) => buy(product, holder)}
              />
            </section>
          </div>
        );
      }}
    </QueryView>
  );
}
