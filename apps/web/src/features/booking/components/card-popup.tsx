import { useQuery } from '@tanstack/react-query';
import { type ExamCard, formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { getOrderCardsQueryOptions } from '../api/get-wallet.ts';
import * as copy from '../popup-copy.ts';
import './wallet-popups.css';

const text = copy.booking;

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
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="wallet-popup" destroyOnClose>
      <h2 className="wallet-popup-title">{text.cardTitle}</h2>
      <div className="wallet-popup-list">
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
                className={`wallet-popup-item${chosen.has(card.cardNo) ? ' is-selected' : ''}`}
                onClick={() => onToggle(card)}
              >
                <span className="wallet-popup-name">{card.cardNo}</span>
                <span className="wallet-popup-meta">
                  {text.cardBalance(formatYuan(card.balance))} {text.cardExpiry(card.expiryDate)}
                </span>
              </button>
            ))}
            {cards.data.disabled.map((card) => (
              <div key={card.cardNo} className="wallet-popup-item is-disabled" aria-disabled="true">
                <span className="wallet-popup-name">{card.cardNo}</span>
                <span className="wallet-popup-meta">{text.cardBalance(formatYuan(card.balance))}</span>
                <span className="wallet-popup-reason">{card.reason}</span>
              </div>
            ))}
          </>
        )}
      </div>
      <div className="wallet-popup-footer">
        <Button block color="primary" onClick={onClose}>
          {copy.common.confirm}
        </Button>
      </div>
    </Popup>
  );
}
