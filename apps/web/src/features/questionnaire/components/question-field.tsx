import { type Answer, type Answers, chosenOptions, type Question, toggleOption } from '@tijian/domain';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import Radio from 'antd-mobile/es/components/radio';
import type { CSSProperties } from 'react';
import * as copy from '../copy.ts';

export interface QuestionFieldProps {
  question: Question;
  answers: Answers;
  onAnswer: (answer: Answer) => void;
  /** the question marked as the first one not answered well, and why */
  problem: { qid: string; message: string } | null;
  /** a pop-up follow-up to ask (popup 1) */
  onFollowUp: (question: Question) => void;
  /** answers can be read, not changed (the previous questionnaire) */
  readOnly?: boolean;
}

export const questionAnchor = (qid: string) => `qn-${qid}`;

/** What an answer says, for the pop-up follow-ups' summary rows and the previous questionnaire. */
export function answerText(question: Question, answer: Answer | undefined): string {
  if (!answer) return '';
  if (question.questionTypeCode === 'text') {
    const text = answer.txtAnswer?.trim() ?? '';
    return text && question.dataUnit ? `${text}${question.dataUnit}` : text;
  }
  const chosen = answer.optAnswers ?? [];
  return question.optionList
    .filter((o) => chosen.includes(o.id))
    .map((o) => o.name)
    .join('、');
}

/**
 * One question (spec 2 screen 11, 4 "Questionnaire"): radio or checkbox options (exclusive options clear
 * the others), or a text input with its unit; below it the follow-ups of the chosen options, inline
 * (popup 0) or as rows that open the pop-up (popup 1). Marked when it is the first unanswered one.
 */
export function QuestionField({
  question,
  answers,
  onAnswer,
  problem,
  onFollowUp,
  readOnly,
}: QuestionFieldProps) {
  const chosen = chosenOptions(answers, question.id);
  const marked = problem?.qid === question.id;
  const titleId = `${questionAnchor(question.id)}-title`;

  const tap = (optionId: string) => {
    const next = toggleOption(question, chosen, optionId);
    onAnswer({ qid: question.id, optAnswers: next });
    // Chosen now, with follow-ups asked in a pop-up: ask the first at once.
    const option = question.optionList.find((o) => o.id === optionId);
    if (question.popup === 1 && next.includes(optionId) && option?.childrenQuestion[0]) {
      onFollowUp(option.childrenQuestion[0]);
    }
  };

  const followUps = question.optionList
    .filter((o) => chosen.includes(o.id))
    .flatMap((o) => o.childrenQuestion);
  const grid = { '--qn-columns': String(question.numOfEachRow) } as CSSProperties;

  return (
    <section
      id={questionAnchor(question.id)}
      className={marked ? 'qn-question qn-question-marked' : 'qn-question'}
      aria-labelledby={titleId}
      aria-invalid={marked || undefined}
    >
      <h3 className="qn-question-title" id={titleId}>
        {question.name}
        <span className="qn-question-type">（{question.questionTypeName}）</span>
      </h3>
      {question.questionTypeCode === 'text' ? (
        <Input
          className="qn-input"
          aria-labelledby={titleId}
          value={answers[question.id]?.txtAnswer ?? ''}
          inputMode={
            question.dataType === 'string' ? 'text' : question.dataType === 'int' ? 'numeric' : 'decimal'
          }
          maxLength={question.dataType === 'string' ? 50 : 10}
          readOnly={readOnly}
          placeholder={
            question.dataValueBegin !== null && question.dataValueEnd !== null
              ? `${question.dataValueBegin}-${question.dataValueEnd}${question.dataUnit}`
              : copy.questionnaire.followUpPlaceholder
          }
          onChange={(txtAnswer) => onAnswer({ qid: question.id, txtAnswer })}
        />
      ) : (
        <fieldset className="qn-options" style={grid} aria-labelledby={titleId}>
          {question.optionList.map((o) =>
            question.questionTypeCode === 'radio' ? (
              <Radio
                key={o.id}
                checked={chosen.includes(o.id)}
                disabled={readOnly}
                onChange={() => tap(o.id)}
              >
                {o.name}
              </Radio>
            ) : (
              <Checkbox
                key={o.id}
                checked={chosen.includes(o.id)}
                disabled={readOnly}
                onChange={() => tap(o.id)}
              >
                {o.name}
              </Checkbox>
            ),
          )}
        </fieldset>
      )}
      {marked ? (
        <p className="qn-error" role="alert">
          {problem.message}
        </p>
      ) : null}
      {followUps.length > 0 ? (
        <div className="qn-children">
          {followUps.map((child) =>
            question.popup === 1 ? (
              <FollowUpRow
                key={child.id}
                question={child}
                answer={answers[child.id]}
                marked={problem?.qid === child.id}
                message={problem?.qid === child.id ? problem.message : null}
                onOpen={readOnly ? undefined : () => onFollowUp(child)}
              />
            ) : (
              <QuestionField
                key={child.id}
                question={child}
                answers={answers}
                onAnswer={onAnswer}
                problem={problem}
                onFollowUp={onFollowUp}
                readOnly={readOnly}
              />
            ),
          )}
        </div>
      ) : null}
    </section>
  );
}

/** A pop-up follow-up as a row under its question: what was answered, or a prompt to answer it. */
function FollowUpRow({
  question,
  answer,
  marked,
  message,
  onOpen,
}: {
  question: Question;
  answer: Answer | undefined;
  marked: boolean;
  message: string | null;
  onOpen: (() => void) | undefined;
}) {
  const text = answerText(question, answer);
  return (
    <div id={questionAnchor(question.id)} className={marked ? 'qn-follow qn-question-marked' : 'qn-follow'}>
      <button type="button" className="qn-follow-button" onClick={onOpen} disabled={!onOpen}>
        <span className="qn-follow-name">{question.name}</span>
        <span className={text ? 'qn-follow-answer' : 'qn-follow-answer qn-follow-empty'}>
          {text || copy.questionnaire.tapToAnswer}
        </span>
      </button>
      {message ? (
        <p className="qn-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
