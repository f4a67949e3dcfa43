import type { Answer } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { clearQuestionnaireDraft, loadQuestionnaireForm } from '@/features/questionnaire/index.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type Assessment, useAssessment } from '../api/get-assessment.ts';
import { useSubmitAssessment } from '../api/submit-assessment.ts';
import { type AssessedPerson, useAssessedPeople } from '../assessed-person.ts';
import { AssessmentMissing } from '../components/assessment-missing.tsx';
import * as copy from '../copy.ts';
import { flowOf } from '../flow.ts';
import { idParam, registerPath, resultPath } from '../paths.ts';
import './assessment.css';

const QuestionnaireForm = lazy(loadQuestionnaireForm);

/**
 * /specialDisease/new/question/:id and /specialDisease/question/:source: the assessment's questions,
 * one screen per group with the step progress (the questionnaire engine's form), for the person chosen
 * on 填写信息; then the result. Without a person (a new tab) it goes back to 填写信息.
 */
export function QuestionPage() {
  const params = useParams();
  const id = idParam(params.id ?? params.source);
  const assessment = useAssessment(id);
  const missing = <AssessmentMissing title={copy.start.notFound} />;
  if (id === null) return missing;
  return (
    <QueryView query={assessment} notFound={missing}>
      {(data) => <Questions assessment={data} />}
    </QueryView>
  );
}

function Questions({ assessment }: { assessment: Assessment }) {
  const navigate = useNavigate();
  const person = useAssessedPeople((s) => s.people[assessment.id]);
  const submit = useSubmitAssessment();
  if (!person) return <Navigate to={registerPath(flowOf(assessment))} replace />;
  // Per assessment and person: answers for one family member never prefill another's.
  const draftKey = `assessment:${assessment.id}:${person.memberId}:${person.sexCode}:${person.age}`;

  const send = (answers: Answer[]) => {
    if (submit.isPending) return;
    // On a failure the HTTP layer says why, and the form (with every answer) stays for another try.
    submit.mutate(
      { id: assessment.id, memberId: person.memberId, sexCode: person.sexCode, age: person.age, answers },
      {
        onSuccess: ({ resultId }) => {
          clearQuestionnaireDraft(draftKey);
          navigate(resultPath(resultId), { replace: true });
        },
      },
    );
  };

  return (
    <div className="as-page">
      <PersonLine person={person} onChange={() => navigate(registerPath(flowOf(assessment)))} />
      <Suspense fallback={<LoadingBlock text={copy.question.loadingForm} />}>
        <QuestionnaireForm
          questionnaire={assessment.questionnaire}
          examinee={{ sexCode: person.sexCode, marryStateCode: 'unmarried', age: person.age }}
          submitting={submit.isPending}
          onSubmit={send}
          draftKey={draftKey}
        />
      </Suspense>
    </div>
  );
}

function PersonLine({ person, onChange }: { person: AssessedPerson; onChange: () => void }) {
  return (
    <p className="as-person">
      {copy.question.person(person.name, copy.sexName(person.sexCode), person.age)}
      <Button size="mini" fill="none" color="primary" onClick={onChange}>
        {copy.question.change}
      </Button>
    </p>
  );
}
