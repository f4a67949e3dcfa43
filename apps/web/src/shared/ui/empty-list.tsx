import { Messages } from '@tijian/domain';
import { copy } from '@/shared/lib/copy.ts';
import './empty-list.css';

// Spec 2 screen 14: the empty-list placeholder, with a way out when the list depends on the city.
export function EmptyList({
  onSwitchCity,
  text = Messages.emptyList,
}: {
  onSwitchCity?: () => void;
  text?: string;
}) {
  return (
    <div className="empty-list" role="status">
      <p className="empty-list-text">{text}</p>
      {onSwitchCity ? (
        <button type="button" className="empty-list-link" onClick={onSwitchCity}>
          {copy.emptyList.switchCity}
        </button>
      ) : null}
    </div>
  );
}
