import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answer } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearQuestionnaireDraft, loadQuestionnaireForm } from '@/features/questionnaire/index.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { healthCardKeys } from '../api/health-card-keys.ts';
import {
  type HealthCardAssessment,
  type HealthCardQuestionnaire,
  healthCardQuestionnaireOptions,
  submitHealthCardAssessment,
} from '../api/health-cards.ts';
import { CardMissing } from '../components/card-missing.tsx';
import { useCardId } from '../components/use-card-id.ts';
import * as copy from '../copy.ts';
import '../health-cards.css';

const text = copy.assessResult;
const QuestionnaireForm = lazy(loadQuestionnaireForm);

/**
 * /cardQuestions/:cardId: the card's assessment questionnaire in steps (the questionnaire engine's
 * form, asked of the holder), then the result the server scored and stored: score, band and advice.
 */
export function AssessQuestionsPage() {
  const cardId = useCardId();
  if (cardId === null) return <CardMissing />;
  return <Questions cardId={cardId} />;
}

function Questions({ cardId }: { cardId: number }) {
  const queryClient = useQueryClient();
  const questionnaire = useQuery({ ...healthCardQuestionnaireOptions(cardId), staleTime: 0 });
  const [result, setResult] = useState<HealthCardAssessment | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const draftKey = `health-card:${cardId}`;

  if (result && questionnaire.data) return <Result result={result} data={questionnaire.data} />;

  const submit = async (answers: Answer[]) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const scored = await submitHealthCardAssessment({ cardId, answers });
      clearQuestionnaireDraft(draftKey);
      await queryClient.invalidateQueries({ queryKey: healthCardKeys.all, refetchType: 'none' });
      setResult(scored);
      window.scrollTo?.({ top: 0 });
    } catch {
      // The HTTP layer has said why; the answers stay for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <QueryView query={questionnaire} notFound={<CardMissing />}>
      {(data) => (
        <Suspense fallback={<LoadingBlock text={text.loadingForm} />}>
          <QuestionnaireForm
            questionnaire={data.questionnaire}
            examinee={{
              sexCode: data.examinee.sexCode,
              marryStateCode: data.examinee.marriageCode,
              age: data.examinee.age,
            }}
            submitting={submitting}
            onSubmit={(answers) => void submit(answers)}
            draftKey={draftKey}
          />
        </Suspense>
      )}
    </QueryView>
  );
}

function Result({ result, data }: { result: HealthCardAssessment; data: HealthCardQuestionnaire }) {
  const navigate = useNavigate();
  return (
    <div className="hc-page">
      <section className="hc-block hc-result" aria-label={text.title}>
        <h2 className="hc-block-title">{text.title}</h2>
        <p className="hc-intro">{`${data.questionnaire.name} · ${result.name}`}</p>
        <dl className="hc-result-figures">
          <dt>{text.score}</dt>
          <dd className="hc-result-score">
            {result.score}
            <span className="hc-result-of">{text.of(data.maxScore)}</span>
          </dd>
          <dt>{text.level}</dt>
          <dd>
            <span className="hc-result-level">{result.level}</span>
          </dd>
        </dl>
      </section>
      <section className="hc-block" aria-label={text.advice}>
        <h2 className="hc-block-title">{text.advice}</h2>
        <p className="hc-result-advice">{result.advice}</p>
      </section>
      <div className="hc-actions">
        <Button
          block
          color="primary"
          onClick={() => navigate(`/assessList/${data.card.id}`, { replace: true })}
        >
          {text.records}
        </Button>
        <Button block onClick={() => navigate('/card', { replace: true })}>
          {text.toCards}
        </Button>
      </div>
    </div>
  );
}
