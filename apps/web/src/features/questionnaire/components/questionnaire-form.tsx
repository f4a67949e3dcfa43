import {
  type Answer,
  type AnswerProblem,
  type Answers,
  type ExamineeProfile,
  firstProblem,
  firstProblemInQuestionnaire,
  pruneAnswers,
  type Question,
  type Questionnaire,
  stepsFor,
} from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState } from 'react';
import { showToast } from '@/shared/ui/feedback.ts';
import * as copy from '../copy.ts';
import { readQuestionnaireDraft, saveQuestionnaireDraft } from '../questionnaire-draft.ts';
import { FollowUp } from './follow-up.tsx';
import { QuestionField, questionAnchor } from './question-field.tsx';
import { StepProgress } from './step-progress.tsx';

/**
 * The questionnaire in steps (spec 2 screen 11): 上一步 / 下一步 / 提交; 下一步 and 提交 stop at the first
 * question not answered well, mark it and scroll it into view (spec 5).
 */
export function QuestionnaireForm({
  questionnaire,
  examinee,
  submitting,
  onSubmit,
  draftKey,
}: {
  questionnaire: Questionnaire;
  examinee: ExamineeProfile;
  submitting: boolean;
  onSubmit: (answers: Answer[]) => void;
  /** keeps the answers in this tab under this key until the page clears it (clearQuestionnaireDraft) */
  draftKey?: string;
}) {
  const steps = stepsFor(questionnaire, examinee.sexCode);
  const [draft] = useState(() => readQuestionnaireDraft(draftKey));
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 0, Math.max(steps.length - 1, 0)));
  const [answers, setAnswers] = useState<Answers>(draft?.answers ?? {});
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  const [followUp, setFollowUp] = useState<Question | null>(null);
  // Bumped on each stop, so the same question is scrolled to again on a second tap.
  const [stops, setStops] = useState(0);

  useEffect(() => saveQuestionnaireDraft(draftKey, { step, answers }), [draftKey, step, answers]);

  useEffect(() => {
    if (!problem || stops === 0) return;
    document
      .getElementById(questionAnchor(problem.qid))
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [problem, stops]);

  const current = steps[step];
  if (!current) return null;
  const last = step === steps.length - 1;

  const answer = (a: Answer) => {
    setAnswers((prev) => ({ ...prev, [a.qid]: a }));
    if (problem?.qid === a.qid) setProblem(null);
  };

  const stopAt = (p: AnswerProblem) => {
    setProblem(p);
    setStops((n) => n + 1);
    showToast(p.message);
  };

  const next = () => {
    const p = firstProblem(current.questions, answers);
    if (p) return stopAt(p);
    setProblem(null);
    setStep(step + 1);
    window.scrollTo?.({ top: 0 });
  };

  const submit = () => {
    const p = firstProblemInQuestionnaire(questionnaire, answers, examinee.sexCode);
    if (p) {
      setStep(p.step);
      return stopAt(p);
    }
    onSubmit(pruneAnswers(questionnaire, answers, examinee.sexCode));
  };

  return (
    <div className="qn-form">
      <StepProgress names={steps.map((s) => s.name)} current={step} />
      <h2 className="qn-step-title">{current.name}</h2>
      {current.questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          answers={answers}
          onAnswer={answer}
          problem={problem}
          onFollowUp={setFollowUp}
        />
      ))}
      <footer className="qn-footer">
        {step > 0 ? (
          <Button
            className="qn-footer-button"
            onClick={() => {
              setProblem(null);
              setStep(step - 1);
            }}
          >
            {copy.questionnaire.prev}
          </Button>
        ) : null}
        {last ? (
          <Button className="qn-footer-button" color="primary" loading={submitting} onClick={submit}>
            {copy.questionnaire.submit}
          </Button>
        ) : (
          <Button className="qn-footer-button" color="primary" onClick={next}>
            {copy.questionnaire.next}
          </Button>
        )}
      </footer>
      <FollowUp
        question={followUp}
        answer={followUp ? answers[followUp.id] : undefined}
        onAnswer={answer}
        onClose={() => setFollowUp(null)}
      />
    </div>
  );
}
