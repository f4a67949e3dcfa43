import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useNavigate } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { healthCardOptions } from '../api/health-cards.ts';
import { CardMissing } from '../components/card-missing.tsx';
import { Facts } from '../components/facts.tsx';
import { useCardId } from '../components/use-card-id.ts';
import * as copy from '../copy.ts';
import '../health-cards.css';

const text = copy.activated;

/** /successCard/:cardId: the card is the account's and serves its holder; what to do with it next. */
export function CardActivatedPage() {
  const cardId = useCardId();
  if (cardId === null) return <CardMissing />;
  return <Activated cardId={cardId} />;
}

function Activated({ cardId }: { cardId: number }) {
  const navigate = useNavigate();
  const card = useQuery(healthCardOptions(cardId));
  return (
    <QueryView query={card} notFound={<CardMissing />}>
      {(data) => (
        <div className="hc-page">
          <Result status="success" title={text.title} description={text.description} />
          <section className="hc-block">
            <Facts
              rows={[
                [text.product, data.productName],
                [text.cardNo, data.cardNo],
                [text.holder, data.holder?.name ?? copy.home.noHolder],
                [text.validUntil, data.expiresOn ?? ''],
              ]}
            />
          </section>
          <div className="hc-actions">
            <Button block color="primary" onClick={() => navigate(`/checkQuestionCard/${cardId}`)}>
              {text.assess}
            </Button>
            <Button block onClick={() => navigate(`/serveCard/${cardId}`)}>
              {text.services}
            </Button>
            <Button block fill="none" onClick={() => navigate('/card', { replace: true })}>
              {text.toCards}
            </Button>
          </div>
        </div>
      )}
    </QueryView>
  );
}
