import Popup from 'antd-mobile/es/components/popup';
import { CloseOutline } from 'antd-mobile-icons';
import { type ReactNode, useId } from 'react';
import './info-sheet.css';

export interface InfoSheetProps {
  open: boolean;
  title: ReactNode;
  /** the close button's accessible name */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A bottom sheet that explains one thing (an item's description, a health-knowledge article): a
 * dialog named by its title, closed by the mask or the close button. Its contents mount only while
 * it is open.
 */
export function InfoSheet({ open, title, closeLabel, onClose, children }: InfoSheetProps) {
  const titleId = useId();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="info-sheet" destroyOnClose>
      <section className="info-sheet-frame" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="info-sheet-header">
          <h2 id={titleId} className="info-sheet-title">
            {title}
          </h2>
          <button type="button" className="info-sheet-close" aria-label={closeLabel} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        <div className="info-sheet-body">{children}</div>
      </section>
    </Popup>
  );
}
