import { useQuery } from '@tanstack/react-query';
import { formatYuan, isSpecificCentre, Messages } from '@tijian/domain';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { useKeptPageVisits } from '@/shared/ui/kept-page-visits.ts';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import {
  type HealthCardSummary,
  healthCardsOptions,
  type MyCard,
  myCardsOptions,
} from '../api/wallet-pages.ts';
import { CardLedgerPopup } from '../components/card-ledger-popup.tsx';
import * as copy from '../copy.ts';
import '../wallet-pages.css';

const text = copy.cardList;

/**
 * /cardList 我的卡包 (kept alive): the account's check-up cards (balance, expiry, state; a tap opens the
 * card's ledger) and its health cards (a tap opens the card's services). Of the centre in use, as the
 * personal centre's 健康卡 tile counts them (or of the one ?sysCenterId= names); every card on the
 * platform (00-0). Pull to refresh; read afresh each time the page comes back into view.
 */
export function CardListPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const current = useSessionStore((s) => s.sid);
  const sid = search.get('sysCenterId') ?? current;
  const cards = useQuery(myCardsOptions(isSpecificCentre(sid) ? sid : null));
  const health = useQuery(healthCardsOptions());
  const [open, setOpen] = useState<MyCard | null>(null);
  const visits = useKeptPageVisits();
  const { refetch: refetchCards } = cards;
  const { refetch: refetchHealth } = health;
  // Back on the kept page: an order may have spent or given back a balance, a card been activated.
  useEffect(() => {
    if (visits > 1) {
      void refetchCards();
      void refetchHealth();
    }
  }, [visits, refetchCards, refetchHealth]);

  return (
    <div className="wallet-page">
      <PullToRefresh
        pullingText={copy.list.pulling}
        canReleaseText={copy.list.canRelease}
        refreshingText={Messages.loading}
        completeText={copy.list.refreshed}
        onRefresh={async () => {
          await Promise.all([cards.refetch(), health.refetch()]);
        }}
      >
        <section className="wallet-section" aria-labelledby="wallet-exam-cards">
          <header className="wallet-section-head">
            <h2 id="wallet-exam-cards" className="wallet-section-title">
              {text.examCards}
            </h2>
          </header>
          <SectionView query={cards}>
            {(list) =>
              list.length === 0 ? (
                <Empty text={text.noExamCards} hint={text.noExamCardsHint} />
              ) : (
                list.map((card) => (
                  <ExamCardItem key={card.cardNo} card={card} onOpen={() => setOpen(card)} />
                ))
              )
            }
          </SectionView>
        </section>
        <section className="wallet-section" aria-labelledby="wallet-health-cards">
          <header className="wallet-section-head">
            <h2 id="wallet-health-cards" className="wallet-section-title">
              {text.healthCards}
            </h2>
            <button type="button" className="wallet-link" onClick={() => navigate('/enableCard')}>
              {text.activate}
            </button>
          </header>
          <SectionView query={health}>
            {(list) =>
              list.length === 0 ? (
                <Empty text={text.noHealthCards} hint={text.noHealthCardsHint} />
              ) : (
                list.map((card) => (
                  <HealthCardItem
                    key={card.id}
                    card={card}
                    onOpen={() => navigate(`/serveCard/${card.id}`)}
                  />
                ))
              )
            }
          </SectionView>
        </section>
      </PullToRefresh>
      <CardLedgerPopup card={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/** A section's own loading, failure (with 重试) and content, so one failing read leaves the other shown. */
function SectionView<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error != null)
    return <InlineLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadingBlock />;
}

function Empty({ text: line, hint }: { text: string; hint: string }) {
  return (
    <>
      <EmptyList text={line} />
      <p className="wallet-hint">{hint}</p>
    </>
  );
}

function ExamCardItem({ card, onOpen }: { card: MyCard; onOpen: () => void }) {
  const usable = card.state === 'usable';
  return (
    <article
      className={`wallet-card wallet-card-${card.state}${usable ? '' : ' is-dim'}`}
      aria-label={`${card.name} ${card.cardNo}`}
    >
      <button type="button" className="wallet-card-body" onClick={onOpen}>
        <header className="wallet-card-head">
          <span className="wallet-card-name">{card.name}</span>
          <span className={`wallet-state wallet-state-${card.state}`}>{card.stateName}</span>
        </header>
        <p className="wallet-card-line wallet-card-no">{text.cardNo(card.cardNo)}</p>
        <p className="wallet-card-balance">
          <span>{text.balance}</span> <strong>{formatYuan(card.balance)}</strong>
        </p>
        <footer className="wallet-card-foot">
          <span>{text.validUntil(card.expiryDate)}</span>
          <span className="wallet-card-more">{text.ledger}</span>
        </footer>
      </button>
    </article>
  );
}

function HealthCardItem({ card, onOpen }: { card: HealthCardSummary; onOpen: () => void }) {
  const usable = card.state === 'usable';
  return (
    <article
      className={`wallet-card wallet-card-health wallet-card-${card.state}${usable ? '' : ' is-dim'}`}
      aria-label={`${card.productName} ${card.cardNo}`}
    >
      <button type="button" className="wallet-card-body" onClick={onOpen}>
        <header className="wallet-card-head">
          <span className="wallet-card-name">{card.productName}</span>
          <span className={`wallet-state wallet-state-${card.state}`}>{card.stateName}</span>
        </header>
        <p className="wallet-card-line wallet-card-no">{text.cardNo(card.cardNo)}</p>
        <footer className="wallet-card-foot">
          <span>{card.expiresOn ? text.validUntil(card.expiresOn) : text.notActivated}</span>
          <span className="wallet-card-more">{text.services}</span>
        </footer>
      </button>
    </article>
  );
}
