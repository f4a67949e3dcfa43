import { isSpecificCentre } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CentrePicker, useCentre } from '@/features/centre/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { useClassifyList } from '../api/get-classify-list.ts';
import { useProducts } from '../api/get-products.ts';
import { ProductCard, type ShowPrice, showPriceOf } from '../components/product-card.tsx';
import {
  keepProduct,
  ProductFilterBar,
  type ProductFilters,
  productQuery,
  readFilters,
  writeFilter,
} from '../components/product-filters.tsx';
import * as copy from '../copy.ts';
import './product-list-page.css';

const text = copy.products;

/**
 * The list's own query string. The page is kept alive: while another page is shown the router's
 * location is that page's, so the list holds on to the last query it had on its own path.
 */
function useOwnSearch(): [URLSearchParams, (next: URLSearchParams) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [ownPath] = useState(location.pathname);
  const [search, setSearch] = useState(location.search);
  if (location.pathname === ownPath && location.search !== search) setSearch(location.search);
  const update = (next: URLSearchParams) => {
    const query = next.toString();
    navigate({ pathname: ownPath, search: query ? `?${query}` : '' }, { replace: true });
  };
  return [new URLSearchParams(search), update];
}

// Spec 2 "/product/list": a centre's packages, filtered by kind, check type, sex and price.
export function ProductListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useOwnSearch();
  const sid = useSessionStore((s) => s.sid);
  const linked = params.get('sysCenterId');
  const centreId = isSpecificCentre(linked) ? linked : isSpecificCentre(sid) ? sid : null;
  const filters = readFilters(params);
  const [picking, setPicking] = useState(false);

  const centre = useCentre(centreId);
  const types = useClassifyList(centreId);
  const products = useProducts(centreId ? productQuery(centreId, filters) : null);

  if (!centreId) {
    return (
      <>
        <StatusPage title={text.chooseCentre} description={text.chooseCentreHint}>
          <Button color="primary" onClick={() => setPicking(true)}>
            {text.openPicker}
          </Button>
        </StatusPage>
        <CentrePicker
          visible={picking}
          onChosen={(chosen) => {
            setPicking(false);
            const next = new URLSearchParams(params);
            next.set('sysCenterId', chosen.id);
            setParams(next);
          }}
          onClose={() => setPicking(false)}
        />
      </>
    );
  }

  const change = (c: Parameters<typeof writeFilter>[1]) => setParams(writeFilter(params, c));
  const showPrice = showPriceOf(centre);

  return (
    <div className="product-list-page">
      <ProductFilterBar filters={filters} types={types.data ?? []} onChange={change} />
      <ProductResults
        filters={filters}
        products={products}
        showPrice={showPrice}
        onOpen={(id) => navigate(`/product/detail/${encodeURIComponent(id)}`)}
      />
    </div>
  );
}

function ProductResults({
  filters,
  products,
  showPrice,
  onOpen,
}: {
  filters: ProductFilters;
  products: ReturnType<typeof useProducts>;
  showPrice: ShowPrice;
  onOpen: (productId: string) => void;
}) {
  return (
    <QueryView query={products}>
      {(list) => {
        const shown = list.filter((p) => keepProduct(filters, p));
        return (
          <ScrollList
            onRefresh={() => products.refetch()}
            onLoadMore={async () => undefined}
            hasMore={false}
            isEmpty={shown.length === 0}
          >
            <ul className="product-list">
              {shown.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  showPrice={showPrice}
                  onOpen={(p) => onOpen(p.id)}
                />
              ))}
            </ul>
          </ScrollList>
        );
      }}
    </QueryView>
  );
}
