import { type ExclusiveService, formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import * as copy from '../copy.ts';
import '@/shared/ui/popup-sheet.css';

const text = copy.wallet;

/** The exclusive services the plan may take; the page says why one cannot be chosen. */
export function ServicePopup({
  visible,
  services,
  selected,
  onClose,
  onToggle,
  onNone,
}: {
  visible: boolean;
  services: readonly ExclusiveService[];
  selected: readonly ExclusiveService[];
  onClose: () => void;
  onToggle: (service: ExclusiveService) => void;
  onNone: () => void;
}) {
  const chosen = new Set(selected.map((s) => s.projectId));
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="popup-sheet" destroyOnClose>
      <h2 className="popup-sheet-title">{text.serviceTitle}</h2>
      <div className="popup-sheet-list">
        {services.map((service) => (
          // biome-ignore lint/a11y/useSemanticElements: a whole service row is the checkbox.
          <button
            key={service.projectId}
            type="button"
            role="checkbox"
            aria-checked={chosen.has(service.projectId)}
            className={`popup-sheet-item${chosen.has(service.projectId) ? ' is-selected' : ''}`}
            onClick={() => onToggle(service)}
          >
            <span className="popup-sheet-name">
              {service.item} {formatYuan(service.price)}
            </span>
            {service.inspectionSignificance ? (
              <span className="popup-sheet-meta">{service.inspectionSignificance}</span>
            ) : null}
          </button>
        ))}
      </div>
      <div className="popup-sheet-footer">
        <Button block onClick={onNone}>
          {text.serviceSkip}
        </Button>
        <Button block color="primary" onClick={onClose}>
          {copy.common.confirm}
        </Button>
      </div>
    </Popup>
  );
}
