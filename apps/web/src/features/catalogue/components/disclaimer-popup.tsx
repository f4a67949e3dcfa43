import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import * as copy from '../copy.ts';
import './plan.css';

export interface Disclaimer {
  title: string;
  list: { title: string; content: string }[];
}

export function hasDisclaimer(disclaimer: Disclaimer | null | undefined): disclaimer is Disclaimer {
  return Boolean(disclaimer && (disclaimer.list.length > 0 || disclaimer.title.trim()));
}

/** Spec 2 screen 14 "risk-disclaimer popup": the centre's 免责声明, section by section. */
export function DisclaimerPopup({
  disclaimer,
  visible,
  onClose,
}: {
  disclaimer: Disclaimer;
  visible: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="plan-sheet"
      // Above the dropped-recommendation dialog, which opens it too.
      style={{ '--z-index': '1010' }}
    >
      <section role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="plan-sheet-header">
          <h2 id={titleId} className="plan-sheet-title">
            {disclaimer.title || copy.plan.disclaimer}
          </h2>
          <button type="button" className="plan-sheet-close" aria-label={copy.plan.close} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        <div className="plan-sheet-body">
          {disclaimer.list.map((section) => (
            <section key={section.title} className="plan-disclaimer-section">
              <h3 className="plan-disclaimer-title">{section.title}</h3>
              <p className="plan-disclaimer-text">{section.content}</p>
            </section>
          ))}
        </div>
      </section>
    </Popup>
  );
}
