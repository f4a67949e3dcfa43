import { useQuery } from '@tanstack/react-query';
import { formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { cardProductsOptions, type HealthCardProduct } from '../api/purchases.ts';
import * as copy from '../copy.ts';
import { cardBuyerPath } from '../paths.ts';
import '../purchases.css';

const text = copy.shop;
const noMore = async () => undefined;

/** /purchaseCard: the health cards on sale, with price, services and validity; 购买 names the holder next. */
export function CardShopPage() {
  const products = useQuery(cardProductsOptions());
  return (
    <div className="purchase-page">
      <p className="purchase-intro">{text.intro}</p>
      <QueryView query={products}>
        {(list) => (
          <ScrollList
            onRefresh={() => products.refetch()}
            onLoadMore={noMore}
            hasMore={false}
            isEmpty={list.length === 0}
            empty={<EmptyList text={text.empty} />}
          >
            <ul className="purchase-products">
              {list.map((product) => (
                <ProductCard key={product.id} product={product} />
              ))}
            </ul>
          </ScrollList>
        )}
      </QueryView>
    </div>
  );
}

function ProductCard({ product }: { product: HealthCardProduct }) {
  const navigate = useNavigate();
  const headingId = useId();
  return (
    <li className="purchase-card" aria-labelledby={headingId}>
      <header className="purchase-card-head">
        <h2 id={headingId} className="purchase-card-name">
          {product.name}
        </h2>
        <span className="purchase-price">{formatYuan(product.price)}</span>
      </header>
      {product.description ? <p className="purchase-card-text">{product.description}</p> : null}
      <p className="purchase-card-meta">
        {text.validity(product.validityDays)}
        {product.sysCenterId === null ? ` · ${text.platform}` : null}
      </p>
      {product.services.length > 0 ? (
        <>
          <h3 className="purchase-card-subtitle">{text.services}</h3>
          <ul className="purchase-services">
            {product.services.map((service) => (
              <li key={service.code}>
                <span>{service.name}</span>
                <span className="purchase-service-times">{text.times(service.times)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button
        block
        color="primary"
        className="purchase-card-buy"
        aria-label={`${text.buy} ${product.name}`}
        onClick={() => navigate(cardBuyerPath(product.id))}
      >
        {text.buy}
      </Button>
    </li>
  );
}
