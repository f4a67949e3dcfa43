import Checkbox from 'antd-mobile/es/components/checkbox';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import * as copy from '../copy.ts';
import './plan.css';

export interface DroppedWarningDialogProps {
  /** the recommended items the person dropped, by name; empty keeps the dialog closed */
  names: string[];
  /** the centre's disclaimer title, as a link to read it */
  disclaimerTitle: string;
  onReadDisclaimer: () => void;
  /** 返回修改: back to the history sheet to add them again */
  onBack: () => void;
  /** 没问题，下一步: only once the risk is ticked as read */
  onAccept: () => void;
}

/** Spec 2 screen 14 "unselected-recommendation dialog", spec 4 "Confirm-items: on Next" step 5. */
export function DroppedWarningDialog({
  names,
  disclaimerTitle,
  onReadDisclaimer,
  onBack,
  onAccept,
}: DroppedWarningDialogProps) {
  const [ticked, setTicked] = useState(false);
  const visible = names.length > 0;
  const text = copy.plan.dropped;
  return (
    <Dialog
      visible={visible}
      title={copy.plan.hintTitle}
      aria-label={copy.plan.hintTitle}
      afterClose={() => setTicked(false)}
      content={
        <div className="plan-dialog">
          <p className="plan-dialog-text">{text.intro}</p>
          <ul className="plan-dialog-list">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <button type="button" className="plan-link" onClick={onReadDisclaimer}>
            {`《${disclaimerTitle || copy.plan.disclaimer}》`}
          </button>
          <Checkbox className="plan-dialog-tick" checked={ticked} onChange={setTicked}>
            {text.tick}
          </Checkbox>
        </div>
      }
      actions={[
        [
          { key: 'back', text: text.back, onClick: onBack },
          { key: 'go', text: text.go, bold: true, disabled: !ticked, onClick: onAccept },
        ],
      ]}
    />
  );
}
