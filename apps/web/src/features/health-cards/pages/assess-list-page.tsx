import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { ScrollList } from '@/shared/ui/scroll-list.tsx';
import { type HealthCardAssessment, healthCardAssessmentsOptions } from '../api/health-cards.ts';
import { CardMissing } from '../components/card-missing.tsx';
import { dayOf } from '../components/dates.ts';
import { useCardId } from '../components/use-card-id.ts';
import * as copy from '../copy.ts';
import { registerPath } from '../paths.ts';
import '../health-cards.css';

const text = copy.assessList;
const nothingMore = async () => {};

/**
 * /assessList/:cardId: the card's assessments, newest first, with score, result and advice; 开始评估
 * while the card is usable and its holder registered.
 */
export function AssessListPage() {
  const cardId = useCardId();
  if (cardId === null) return <CardMissing />;
  return <Assessments cardId={cardId} />;
}

function Assessments({ cardId }: { cardId: number }) {
  const navigate = useNavigate();
  const answer = useQuery(healthCardAssessmentsOptions(cardId));
  return (
    <QueryView query={answer} notFound={<CardMissing />}>
      {({ card, assessments }) => (
        <div className="hc-page">
          <section className="hc-block">
            <header className="hc-tile-head">
              <h2 className="hc-tile-name">{card.productName}</h2>
              {card.holderName ? (
                <span className="hc-tile-line">{copy.home.holder(card.holderName)}</span>
              ) : null}
            </header>
          </section>
          <ScrollList
            onRefresh={() => answer.refetch()}
            onLoadMore={nothingMore}
            hasMore={false}
            isEmpty={assessments.length === 0}
            empty={
              <>
                <EmptyList text={text.empty} />
                <p className="hc-intro">{text.emptyHint}</p>
              </>
            }
          >
            <ul className="hc-assessments" aria-label={copy.home.assess}>
              {assessments.map((a) => (
                <AssessmentRow key={a.id} assessment={a} />
              ))}
            </ul>
          </ScrollList>
          <footer className="hc-footer">
            {card.state === 'expired' ? (
              <Button disabled>{text.expired}</Button>
            ) : !card.holderRegistered ? (
              <Button color="primary" onClick={() => navigate(registerPath(card))}>
                {text.register}
              </Button>
            ) : (
              <Button color="primary" onClick={() => navigate(`/checkQuestionCard/${card.id}`)}>
                {assessments.length === 0 ? text.start : text.again}
              </Button>
            )}
          </footer>
        </div>
      )}
    </QueryView>
  );
}

function AssessmentRow({ assessment }: { assessment: HealthCardAssessment }) {
  return (
    <li className="hc-assessment">
      <div className="hc-assessment-head">
        <span className="hc-assessment-score">{text.score(assessment.score)}</span>
        <span className="hc-level">{assessment.level}</span>
      </div>
      <p className="hc-note">{text.takenOn(dayOf(assessment.createdAt))}</p>
      <p className="hc-assessment-advice">{assessment.advice}</p>
    </li>
  );
}
