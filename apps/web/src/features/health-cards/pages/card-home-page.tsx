import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { healthCardListOptions } from '../api/health-cards.ts';
import { CardTile } from '../components/card-tile.tsx';
import * as copy from '../copy.ts';
import '../health-cards.css';

const text = copy.home;
const nothingMore = async () => {};

/**
 * /card (健康评估): the account's health cards, usable ones first, each with its state, holder, expiry
 * and latest assessment; 激活健康卡 for a printed card, 购买健康卡 for a new one.
 */
export function CardHomePage() {
  const navigate = useNavigate();
  const cards = useQuery(healthCardListOptions());
  return (
    <div className="hc-page">
      <QueryView query={cards}>
        {(list) => (
          <ScrollList
            onRefresh={() => cards.refetch()}
            onLoadMore={nothingMore}
            hasMore={false}
            isEmpty={list.length === 0}
            empty={
              <>
                <EmptyList text={text.empty} />
                <p className="hc-intro">{text.emptyHint}</p>
              </>
            }
          >
            {list.map((card) => (
              <CardTile key={card.id} card={card} />
            ))}
          </ScrollList>
        )}
      </QueryView>
      <footer className="hc-footer">
        <Button color="primary" onClick={() => navigate('/enableCard')}>
          {text.activate}
        </Button>
        <Button color="primary" fill="outline" onClick={() => navigate('/purchaseCard')}>
          {text.purchase}
        </Button>
      </footer>
    </div>
  );
}
