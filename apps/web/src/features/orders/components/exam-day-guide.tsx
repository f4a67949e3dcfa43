import type { ExamDayGuide as Guide } from '../api/exam-day.ts';
import { useExamDayGuide } from '../api/exam-day.ts';
import { examDayCopy as text } from '../exam-day-copy.ts';
import './exam-day-guide.css';

type Step = Guide['steps'][number];

const stepNote = (step: Step): string | null => {
  if (step.kind === 'breakfast') return text.breakfastHint;
  if (step.state === 'done') return text.done;
  if (step.state === 'skipped') return text.skipped;
  if (step.state === 'called') return text.called;
  if (step.state === 'current') return text.now;
  return null;
};

/**
 * The exam day's card above the order: what to bring, until when to fast, when to arrive, the round
 * with the current station, and how many wait before the person there, live. Nothing on other days
 * (the server answers no guide), nor while it loads: the rest of the page is the same without it.
 */
export function ExamDayGuide({ orderId, awaitingExam }: { orderId: number; awaitingExam: boolean }) {
  const { query, connected } = useExamDayGuide(orderId, awaitingExam);
  const guide = query.data;
  if (!guide) return null;
  return (
    <section className="order-section exam-day-guide" aria-label={text.title}>
      <h3>{text.title}</h3>
      <p className="exam-day-status" role="status" aria-live="polite">
        {guide.status}
      </p>
      <p className="exam-day-arrive">{text.arriveBy(guide.arriveBy)}</p>
      {guide.fastingUntil ? (
        <p className="exam-day-fasting">
          <span className="exam-day-label">{text.fasting}</span>
          {guide.fastingUntil}
        </p>
      ) : null}
      <div className="exam-day-bring">
        <span className="exam-day-label">{text.bring}</span>
        <ul>
          {guide.bring.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </div>
      <h4>{text.round}</h4>
      <ol className="exam-day-steps" aria-label={text.round}>
        {guide.steps.map((step) => {
          const note = stepNote(step);
          const here = step.state === 'current' || step.state === 'called';
          return (
            <li
              key={step.station ?? 'breakfast'}
              className={`exam-day-step exam-day-step-${step.state}${step.kind === 'breakfast' ? ' exam-day-step-breakfast' : ''}`}
              aria-current={here ? 'step' : undefined}
            >
              <span className="exam-day-step-name">{step.name}</span>
              {note ? <span className="exam-day-step-note">{note}</span> : null}
              {step.items.length > 0 ? (
                <span className="exam-day-step-items">{step.items.join('、')}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="order-note">{connected ? text.live : text.reconnecting}</p>
    </section>
  );
}
