import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { healthCardOptions, healthCardQuestionnaireOptions } from '../api/health-cards.ts';
import { CardMissing } from '../components/card-missing.tsx';
import { Facts } from '../components/facts.tsx';
import { useCardId } from '../components/use-card-id.ts';
import * as copy from '../copy.ts';
import { registerPath } from '../paths.ts';
import '../health-cards.css';

const text = copy.assessCheck;

/**
 * /checkQuestionCard/:cardId: what the card's assessment is, whom it is about, how many questions and
 * how long; 开始评估. A card without its holder, or expired, says so instead.
 */
export function AssessCheckPage() {
  const cardId = useCardId();
  if (cardId === null) return <CardMissing />;
  return <Check cardId={cardId} />;
}

function Check({ cardId }: { cardId: number }) {
  const navigate = useNavigate();
  const card = useQuery(healthCardOptions(cardId));
  const ready = card.data?.state === 'usable' && card.data.holderRegistered;
  const questionnaire = useQuery({ ...healthCardQuestionnaireOptions(cardId), enabled: ready });

  return (
    <QueryView query={card} notFound={<CardMissing />}>
      {(data) => {
        if (data.state === 'expired') {
          return (
            <StatusPage title={copy.assessList.expired}>
              <Button color="primary" onClick={() => navigate('/card', { replace: true })}>
                {copy.cardMissing.toCards}
              </Button>
            </StatusPage>
          );
        }
        if (!data.holderRegistered) {
          return (
            <StatusPage title={copy.assessList.noHolder}>
              <Button color="primary" onClick={() => navigate(registerPath(data), { replace: true })}>
                {copy.assessList.register}
              </Button>
            </StatusPage>
          );
        }
        return (
          <QueryView query={questionnaire} notFound={<CardMissing />}>
            {(q) => (
              <div className="hc-page">
                <section className="hc-block" aria-label={text.about}>
                  <h2 className="hc-block-title">{q.questionnaire.name}</h2>
                  <Facts
                    rows={[
                      [copy.home.assess, q.card.productName],
                      [
                        text.forWhom,
                        text.person(q.examinee.name, copy.sexNames[q.examinee.sexCode], q.examinee.age),
                      ],
                      [text.questions, text.questionCount(q.questionCount)],
                      [text.time, text.minutes(q.minutes)],
                      [text.scoring, text.scoringText(q.maxScore)],
                    ]}
                  />
                  <p className="hc-note">{text.hint}</p>
                </section>
                <footer className="hc-footer">
                  <Button color="primary" onClick={() => navigate(`/cardQuestions/${cardId}`)}>
                    {text.start}
                  </Button>
                </footer>
              </div>
            )}
          </QueryView>
        );
      }}
    </QueryView>
  );
}
