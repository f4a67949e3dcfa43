import { EXAM_CONDITION_LABELS, type ExamCondition } from '@tijian/domain';
import { useId } from 'react';
import { type FindingGroup, offeredConditions } from './eligibility.ts';
import { eligibilityCopy as text } from './eligibility-copy.ts';
import { ProjectSection } from './project-group.tsx';
import './pre-exam.css';

/**
 * 体检前须知 on the confirm page: what the examinee declares (the women's conditions only for women;
 * what the plan's questionnaire declared stays ticked), and what the rules say of the checked items
 * because of it, refusals first.
 */
export function PreExamSection({
  sexCode,
  conditions,
  locked,
  groups,
  onChange,
}: {
  sexCode: 'male' | 'female';
  conditions: readonly ExamCondition[];
  locked: readonly ExamCondition[];
  groups: readonly FindingGroup[];
  onChange: (conditions: ExamCondition[]) => void;
}) {
  const findingsId = useId();
  const toggle = (c: ExamCondition, on: boolean) =>
    onChange(on ? [...conditions, c] : conditions.filter((x) => x !== c));
  return (
    <ProjectSection title={text.title}>
      <p className="pre-exam-intro">{text.intro}</p>
      <fieldset className="pre-exam-conditions">
        <legend className="pre-exam-legend">{text.conditionsLabel}</legend>
        {offeredConditions(sexCode).map((c) => {
          const fixed = locked.includes(c);
          return (
            <label key={c} className="pre-exam-condition">
              <input
                type="checkbox"
                checked={conditions.includes(c)}
                disabled={fixed}
                onChange={(e) => toggle(c, e.target.checked)}
              />
              <span>
                {EXAM_CONDITION_LABELS[c]}
                {fixed ? <span className="pre-exam-fixed">{text.fromQuestionnaire}</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      {groups.length > 0 ? (
        <>
          <h4 id={findingsId} className="pre-exam-findings-title">
            {text.findingsLabel}
          </h4>
          <ul className="pre-exam-findings" aria-labelledby={findingsId}>
            {groups.map((g) => (
              <li
                key={`${g.severity}|${g.reason}`}
                className={`pre-exam-finding pre-exam-finding-${g.severity}`}
              >
                <span className="pre-exam-finding-tag">
                  {g.severity === 'refuse' ? text.refusedTag : text.noticeTag}
                </span>
                <span className="pre-exam-finding-items">{g.items.join('、')}</span>
                <span className="pre-exam-finding-reason">{g.reason}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ProjectSection>
  );
}
