import { type Answer, answerProblem, type Question } from '@tijian/domain';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import * as copy from '../copy.ts';

/**
 * A pop-up follow-up (popup 1): a choice is asked in an action sheet; a written answer in a dialog
 * titled 进一步询问您 with the input 请在此输入答案, checked (range) before it closes.
 */
export function FollowUp({
  question,
  answer,
  onAnswer,
  onClose,
}: {
  question: Question | null;
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  onClose: () => void;
}) {
  if (question?.questionTypeCode === 'text') {
    return (
      <FollowUpDialog
        key={question.id}
        question={question}
        answer={answer}
        onAnswer={onAnswer}
        onClose={onClose}
      />
    );
  }
  return (
    <ActionSheet
      visible={question !== null}
      extra={question?.name}
      cancelText={copy.common.cancel}
      actions={(question?.optionList ?? []).map((o) => ({ key: o.id, text: o.name }))}
      onAction={(action) => {
        if (question) onAnswer({ qid: question.id, optAnswers: [String(action.key)] });
        onClose();
      }}
      onClose={onClose}
    />
  );
}

function FollowUpDialog({
  question,
  answer,
  onAnswer,
  onClose,
}: {
  question: Question;
  answer: Answer | undefined;
  onAnswer: (answer: Answer) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(answer?.txtAnswer ?? '');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const next = { qid: question.id, txtAnswer: text.trim() };
    const problem = answerProblem(question, next);
    if (problem) {
      setError(problem);
      return;
    }
    onAnswer(next);
    onClose();
  };
  return (
    <Dialog
      visible
      title={copy.questionnaire.followUpTitle}
      content={
        <div className="qn-dialog">
          <p className="qn-dialog-question">{question.name}</p>
          <Input
            aria-label={question.name}
            className="qn-input"
            autoFocus
            value={text}
            inputMode={question.dataType === 'string' ? 'text' : 'decimal'}
            placeholder={copy.questionnaire.followUpPlaceholder}
            onChange={(v) => {
              setText(v);
              setError(null);
            }}
          />
          {question.dataUnit ? <span className="qn-dialog-unit">{question.dataUnit}</span> : null}
          {error ? (
            <p className="qn-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      }
      closeOnAction={false}
      onClose={onClose}
      actions={[
        [
          // Spec 2's confirm dialog: 返回 / 确定.
          { key: 'cancel', text: copy.common.back, onClick: onClose },
          { key: 'ok', text: copy.common.confirm, bold: true, onClick: confirm },
        ],
      ]}
    />
  );
}
