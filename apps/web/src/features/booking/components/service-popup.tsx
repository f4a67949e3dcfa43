import { type ExclusiveService, formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import * as copy from '../popup-copy.ts';
import './wallet-popups.css';

const text = copy.booking;

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
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="wallet-popup" destroyOnClose>
      <h2 className="wallet-popup-title">{text.serviceTitle}</h2>
      <div className="wallet-popup-list">
        {services.map((service) => (
          // biome-ignore lint/a11y/useSemanticElements: a whole service row is the checkbox.
          <button
            key={service.projectId}
            type="button"
            role="checkbox"
            aria-checked={chosen.has(service.projectId)}
            className={`wallet-popup-item${chosen.has(service.projectId) ? ' is-selected' : ''}`}
            onClick={() => onToggle(service)}
          >
            <span className="wallet-popup-name">
              {service.item} {formatYuan(service.price)}
            </span>
            {service.inspectionSignificance ? (
              <span className="wallet-popup-meta">{service.inspectionSignificance}</span>
            ) : null}
          </button>
        ))}
      </div>
      <div className="wallet-popup-footer">
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
