import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import type { HealthCardSummary } from '../api/health-cards.ts';
import * as copy from '../copy.ts';
import { registerPath } from '../paths.ts';
import { StateTag } from './state-tag.tsx';

const text = copy.home;

/** One of the account's cards on /card: what it is, whose, until when, and where to go with it. */
export function CardTile({ card }: { card: HealthCardSummary }) {
  const navigate = useNavigate();
  const usable = card.state === 'usable';
  return (
    <article className={`hc-tile hc-tile-${card.state}`} aria-label={card.productName}>
      <header className="hc-tile-head">
        <h2 className="hc-tile-name">{card.productName}</h2>
        <StateTag card={card} />
      </header>
      <p className="hc-tile-line">{text.cardNo(card.cardNo)}</p>
      <p className="hc-tile-line">{card.holderName ? text.holder(card.holderName) : text.noHolder}</p>
      {card.expiresOn ? <p className="hc-tile-line">{text.validUntil(card.expiresOn)}</p> : null}
      {card.latestAssessment ? (
        <p className="hc-tile-latest">
          {text.latest(card.latestAssessment.score, card.latestAssessment.level)}
        </p>
      ) : null}
      <footer className="hc-tile-actions">
        <Button size="small" onClick={() => navigate(`/serveCard/${card.id}`)}>
          {text.services}
        </Button>
        <Button size="small" onClick={() => navigate(`/assessList/${card.id}`)}>
          {text.assess}
        </Button>
        {card.holderRegistered ? (
          <Button size="small" onClick={() => navigate(`/card/userMsg/${card.id}`)}>
            {text.holderInfo}
          </Button>
        ) : usable ? (
          <Button size="small" color="primary" onClick={() => navigate(registerPath(card))}>
            {text.register}
          </Button>
        ) : null}
      </footer>
    </article>
  );
}
