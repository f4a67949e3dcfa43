import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { healthCardOptions } from '../api/health-cards.ts';
import { CardMissing } from '../components/card-missing.tsx';
import { dayOf } from '../components/dates.ts';
import { Facts } from '../components/facts.tsx';
import { StateTag } from '../components/state-tag.tsx';
import { useCardId } from '../components/use-card-id.ts';
import * as copy from '../copy.ts';
import { registerPath } from '../paths.ts';
import '../health-cards.css';

const text = copy.holder;

/** /card/userMsg/:id: whom the card serves (ID number and phone masked) and the card itself. */
export function CardHolderPage() {
  const cardId = useCardId();
  if (cardId === null) return <CardMissing />;
  return <Holder cardId={cardId} />;
}

function Holder({ cardId }: { cardId: number }) {
  const navigate = useNavigate();
  const card = useQuery(healthCardOptions(cardId));
  return (
    <QueryView query={card} notFound={<CardMissing />}>
      {(data) => (
        <div className="hc-page">
          <section className="hc-block" aria-label={text.title}>
            <h2 className="hc-block-title">{text.title}</h2>
            {data.holder ? (
              <Facts
                rows={[
                  [text.name, data.holder.name],
                  [text.sex, copy.sexNames[data.holder.sexCode]],
                  [text.age, text.ageValue(data.holder.age)],
                  [text.idCard, data.holder.idCardNo],
                  [text.phone, data.holder.mobilePhone],
                  [text.marriage, copy.marriageNames[data.holder.marriageCode]],
                ]}
              />
            ) : (
              <>
                <p className="hc-intro">{text.none}</p>
                {data.state === 'usable' ? (
                  <Button block color="primary" onClick={() => navigate(registerPath(data))}>
                    {text.register}
                  </Button>
                ) : null}
              </>
            )}
          </section>
          <section className="hc-block" aria-label={text.card}>
            <h2 className="hc-block-title">{text.card}</h2>
            <Facts
              rows={[
                [text.card, data.productName],
                [text.cardNo, data.cardNo],
                [text.state, <StateTag key="state" card={data} />],
                [text.activatedOn, data.activatedAt ? dayOf(data.activatedAt) : ''],
                [text.validUntil, data.expiresOn ?? ''],
              ]}
            />
          </section>
        </div>
      )}
    </QueryView>
  );
}
