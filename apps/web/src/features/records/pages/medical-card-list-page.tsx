import { useQuery } from '@tanstack/react-query';
import { isSpecificCentre } from '@tijian/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { type MedicalCardSummary, medicalCardsOptions } from '../api/records.ts';
import * as copy from '../copy.ts';
import '../records.css';

const text = copy.medicalCards;
const noMore = async () => undefined;

/**
 * /medicalCard/list: the account's medical cards, pull to refresh. Of the centre in use, as the personal
 * centre's tile counts them (or of the one ?sysCenterId= names); of every centre on the platform (00-0).
 */
export function MedicalCardListPage() {
  const [search] = useSearchParams();
  const current = useSessionStore((s) => s.sid);
  const sid = search.get('sysCenterId') ?? current;
  const cards = useQuery(medicalCardsOptions(isSpecificCentre(sid) ? sid : null));
  return (
    <div className="record-page">
      <QueryView query={cards}>
        {(list) => (
          <ScrollList
            onRefresh={() => cards.refetch()}
            onLoadMore={noMore}
            hasMore={false}
            isEmpty={list.length === 0}
            empty={<EmptyList text={text.empty} />}
          >
            {list.map((card) => (
              <MedicalCardItem key={card.id} card={card} />
            ))}
          </ScrollList>
        )}
      </QueryView>
    </div>
  );
}

function MedicalCardItem({ card }: { card: MedicalCardSummary }) {
  const navigate = useNavigate();
  return (
    <article className="record-card" aria-label={`${card.sysCenterName} ${card.kindName}`}>
      <button
        type="button"
        className="record-card-body"
        onClick={() => navigate(`/medicalCard/detail/${card.id}`)}
      >
        <header className="record-card-head">
          <span className="record-card-title">{card.sysCenterName}</span>
          <span className={`record-tag record-tag-${card.kind}`}>{card.kindName}</span>
        </header>
        <p className="record-card-line">
          {text.patient}：{card.patientName}
        </p>
        <p className="record-card-line">
          {text.cardNo}：<span className="record-card-no">{card.cardNo}</span>
        </p>
      </button>
    </article>
  );
}
