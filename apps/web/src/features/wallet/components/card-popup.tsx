import { useQuery } from '@tanstack/react-query';
import { type ExamCard, formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { getOrderCardsQueryOptions } from '../api/get-order-cards.ts';
import * as copy from '../copy.ts';
import '@/shared/ui/popup-sheet.css';

const text = copy.wallet;

/**
 * The check-up cards: those the order can use, in the order the person picks them (the first pays
 * first), and those it cannot, with the reason. The page decides whether a card may join.
 */
export function CardPopup({
  visible,
  query,
  selected,
  onClose,
  onToggle,
}: {
  visible: boolean;
  query: Parameters<typeof getOrderCardsQueryOptions>[0];
  selected: readonly ExamCard[];
  onClose: () => void;
  onToggle: (card: ExamCard) => void;
}) {
  const cards = useQuery({ ...getOrderCardsQueryOptions(query), enabled: visible });
  const chosen = new Set(selected.map((c) => c.cardNo));
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="popup-sheet" destroyOnClose>
      <h2 className="popup-sheet-title">{text.cardTitle}</h2>
      <div className="popup-sheet-list">
        {cards.isPending ? (
          <LoadingBlock />
        ) : cards.isError ? (
          <InlineLoadError error={cards.error} onRetry={() => void cards.refetch()} />
        ) : (
          <>
            {cards.data.available.map((card) => (
              // biome-ignore lint/a11y/useSemanticElements: a whole card row is the checkbox, as wallets show it.
              <button
                key={card.cardNo}
                type="button"
                role="checkbox"
                aria-checked={chosen.has(card.cardNo)}
                className={`popup-sheet-item${chosen.has(card.cardNo) ? ' is-selected' : ''}`}
                onClick={() => onToggle(card)}
              >
                <span className="popup-sheet-name">{card.cardNo}</span>
                <span className="popup-sheet-meta">
                  {text.cardBalance(formatYuan(card.balance))} {text.cardExpiry(card.expiryDate)}
                </span>
              </button>
            ))}
            {cards.data.disabled.map((card) => (
              <div key={card.cardNo} className="popup-sheet-item is-disabled" aria-disabled="true">
                <span className="popup-sheet-name">{card.cardNo}</span>
                <span className="popup-sheet-meta">{text.cardBalance(formatYuan(card.balance))}</span>
                <span className="popup-sheet-reason">{card.reason}</span>
              </div>
            ))}
          </>
        )}
      </div>
      <div className="popup-sheet-footer">
        <Button block color="primary" onClick={onClose}>
          {copy.common.confirm}
        </Button>
      </div>
    </Popup>
  );
}
