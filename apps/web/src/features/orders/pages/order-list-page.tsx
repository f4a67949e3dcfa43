import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { hasToken } from '@tijian/client';
import { isOrderListTab, ORDER_LIST_TABS, type OrderListTab } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { orderKeys } from '@/features/order/index.ts';
import { loginPath } from '@/shared/lib/navigation.ts';
import { useKeptPageVisits } from '@/shared/ui/kept-page-visits.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { orderListOptions } from '../api/orders.ts';
import { OrderCard } from '../components/order-card.tsx';
import { OrderListSkeleton } from '../components/order-list-skeleton.tsx';
import { orderCopy } from '../copy.ts';
import './orders.css';

/**
 * /order (kept alive): the person's orders under five tabs, pull to refresh and more on scrolling.
 * ?type=2 lists company orders (none exist yet); the tab bar shows only without a type.
 */
export function OrderListPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const type = search.get('type') === '2' ? '2' : '1';
  const [tab, setTab] = useState<OrderListTab>('all');
  const visits = useKeptPageVisits();
  const queryClient = useQueryClient();
  // Back on the kept list: an order may have been paid, cancelled or moved on another page meanwhile.
  useEffect(() => {
    if (visits > 1) void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  }, [visits, queryClient]);

  if (!hasToken()) {
    return (
      <StatusPage title={orderCopy.loginNeeded}>
        <Button color="primary" onClick={() => navigate(loginPath('/order'))}>
          {orderCopy.login}
        </Button>
      </StatusPage>
    );
  }
  return (
    <div className="order-list-page">
      <Tabs activeKey={tab} onChange={(key) => isOrderListTab(key) && setTab(key)}>
        {ORDER_LIST_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <OrderTabList key={tab} type={type} tab={tab} />
    </div>
  );
}

function OrderTabList({ type, tab }: { type: '1' | '2'; tab: OrderListTab }) {
  const orders = useInfiniteQuery(orderListOptions(type, tab));
  const loadMore = async () => {
    const result = await orders.fetchNextPage();
    // The list offers a retry when the promise rejects.
    if (result.isError) throw result.error;
  };
  return (
    <QueryView query={orders} loading={<OrderListSkeleton />}>
      {({ pages }) => {
        const list = pages.flatMap((page) => page.list);
        return (
          <ScrollList
            onRefresh={() => orders.refetch()}
            onLoadMore={loadMore}
            hasMore={orders.hasNextPage}
            isEmpty={list.length === 0}
          >
            {list.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ScrollList>
        );
      }}
    </QueryView>
  );
}
