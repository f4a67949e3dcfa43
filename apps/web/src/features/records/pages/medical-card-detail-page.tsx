import { useQuery } from '@tanstack/react-query';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type MedicalCardDetail, medicalCardOptions } from '../api/records.ts';
import { CodeImage } from '../components/code-image.tsx';
import { FactRows } from '../components/fact-rows.tsx';
import { RecordNotFound } from '../components/record-not-found.tsx';
import { useIdParam } from '../components/use-id-param.ts';
import * as copy from '../copy.ts';
import '../records.css';

const text = copy.medicalCard;

/** /medicalCard/detail/:id: the card, and its code to show at the centre's desk. */
export function MedicalCardDetailPage() {
  const id = useIdParam();
  const card = useQuery({ ...medicalCardOptions(id ?? 0), enabled: id !== null });
  const notFound = <RecordNotFound title={text.notFound} back={text.toList} to="/medicalCard/list" />;
  if (id === null) return notFound;
  return (
    <div className="record-page">
      <QueryView query={card} notFound={notFound}>
        {(data) => (
          <PullToRefresh onRefresh={async () => void (await card.refetch())}>
            <CardView card={data} />
          </PullToRefresh>
        )}
      </QueryView>
    </div>
  );
}

function CardView({ card }: { card: MedicalCardDetail }) {
  return (
    <>
      <section className="record-section record-code" aria-label={text.code}>
        <header className="record-card-head">
          <span className="record-card-title">{card.sysCenterName}</span>
          <span className={`record-tag record-tag-${card.kind}`}>{card.kindName}</span>
        </header>
        <CodeImage value={card.scanCode} label={`${text.code} ${card.scanCode}`} />
        <p className="record-card-no">{card.cardNo}</p>
        <p className="record-note">{text.codeHint}</p>
      </section>
      <section className="record-section">
        <FactRows
          rows={[
            { label: text.patient, value: card.patientName },
            { label: text.cardNo, value: card.cardNo },
            { label: text.patientNo, value: card.patientNo },
            { label: text.idCardNo, value: card.idCardNo },
            { label: text.phone, value: card.phone },
            { label: text.centre, value: card.sysCenterName },
          ]}
        />
      </section>
    </>
  );
}
