import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { useTeamOrders } from '../api/list-team-orders.ts';
import { TeamOrderCard } from '../components/team-order-card.tsx';
import * as copy from '../copy.ts';
import '../components/team.css';

const text = copy.orders;
const noMore = async () => undefined;

/** /team/firmOrde 团检订单 (个人中心's tile): the account's team orders, each opening its detail. */
export function FirmOrderPage() {
  const orders = useTeamOrders();
  const navigate = useNavigate();
  return (
    <div className="team-page">
      <QueryView query={orders}>
        {(data) => (
          <ScrollList
            onRefresh={() => orders.refetch()}
            onLoadMore={noMore}
            hasMore={false}
            isEmpty={data.list.length === 0}
            empty={
              <StatusPage title={text.empty} description={text.emptyHint}>
                <Button color="primary" onClick={() => navigate('/team/list')}>
                  {text.toList}
                </Button>
              </StatusPage>
            }
          >
            {data.list.map((order) => (
              <TeamOrderCard key={order.orderId} order={order} />
            ))}
          </ScrollList>
        )}
      </QueryView>
    </div>
  );
}
