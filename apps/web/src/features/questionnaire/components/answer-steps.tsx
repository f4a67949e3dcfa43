import { type Answer, answersByQid, type Question, type Questionnaire } from '@tijian/domain';
import { answerText } from './question-field.tsx';

/** Every answered question of a list in the order asked, follow-ups after their question. */
function answeredRows(
  questions: readonly Question[],
  answers: readonly Answer[],
): { q: Question; text: string }[] {
  const byQid = answersByQid(answers);
  const rows = (list: readonly Question[]): { q: Question; text: string }[] =>
    list.flatMap((q) => {
      const text = answerText(q, byQid[q.id]);
      if (!text) return [];
      const children = q.optionList
        .filter((o) => byQid[q.id]?.optAnswers?.includes(o.id))
        .flatMap((o) => rows(o.childrenQuestion));
      return [{ q, text }, ...children];
    });
  return rows(questions);
}

/** A questionnaire's answers, a titled block per step (steps without an answer left out). */
export function AnswerSteps({
  questionnaire,
  answers,
}: {
  questionnaire: Questionnaire;
  answers: readonly Answer[];
}) {
  return (
    <>
      {questionnaire.steps.map((step) => {
        const rows = answeredRows(step.questions, answers);
        if (rows.length === 0) return null;
        return (
          <section key={step.id} className="qn-level" aria-label={step.name}>
            <h3 className="qn-level-title">{step.name}</h3>
            <dl className="qn-answers">
              {rows.map(({ q, text }) => (
                <div key={q.id} className="qn-answer">
                  <dt>{q.name}</dt>
                  <dd>{text}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
