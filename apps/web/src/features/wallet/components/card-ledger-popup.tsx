import { useQuery } from '@tanstack/react-query';
import { fen, formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { InlineLoadError } from '@/shared/ui/load-error.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { type CardLedgerRow, cardLedgerOptions, type MyCard } from '../api/wallet-pages.ts';
import * as copy from '../copy.ts';
import { shanghaiTime } from './coupon-value.ts';
import '@/shared/ui/popup-sheet.css';
import '../wallet-pages.css';

const text = copy.ledger;

/** A ledger amount with its sign: +¥500.00 put on the card, -¥380.00 taken off it. */
const signed = (amount: number) => (amount > 0 ? `+${formatYuan(fen(amount))}` : formatYuan(fen(amount)));

/**
 * One card's ledger: every issue, top-up, order debit and refund, the latest first, and the balance
 * as their sum (the server keeps no other number).
 */
export function CardLedgerPopup({ card, onClose }: { card: MyCard | null; onClose: () => void }) {
  return (
    <Popup visible={card !== null} onMaskClick={onClose} bodyClassName="popup-sheet" destroyOnClose>
      {card ? <LedgerBody card={card} onClose={onClose} /> : null}
    </Popup>
  );
}

function LedgerBody({ card, onClose }: { card: MyCard; onClose: () => void }) {
  const ledger = useQuery(cardLedgerOptions(card.cardNo));
  const rows = ledger.data?.rows;
  const sum = rows?.reduce((total, row) => total + row.amount, 0);
  return (
    <section className="wallet-ledger" aria-label={text.title(card.name)}>
      <h2 className="popup-sheet-title">{text.title(card.name)}</h2>
      <p className="wallet-ledger-card">{copy.cardList.cardNo(card.cardNo)}</p>
      <div className="popup-sheet-list">
        {rows ? (
          rows.length === 0 ? (
            <p className="wallet-hint">{text.empty}</p>
          ) : (
            <ul className="wallet-ledger-rows" aria-label={text.title(card.name)}>
              {rows.map((row) => (
                <LedgerRow key={row.id} row={row} />
              ))}
            </ul>
          )
        ) : ledger.isError ? (
          <InlineLoadError error={ledger.error} onRetry={() => void ledger.refetch()} />
        ) : (
          <LoadingBlock />
        )}
      </div>
      {sum !== undefined ? (
        <p className="wallet-ledger-sum" data-testid="ledger-sum">
          <span>{text.sum}</span>
          <strong>{formatYuan(fen(sum))}</strong>
        </p>
      ) : null}
      <div className="popup-sheet-footer">
        <Button block onClick={onClose}>
          {text.close}
        </Button>
      </div>
    </section>
  );
}

function LedgerRow({ row }: { row: CardLedgerRow }) {
  const detail = row.orderNo ? text.orderNo(row.orderNo) : row.note;
  return (
    <li className="wallet-ledger-row" aria-label={`${row.reasonName} ${signed(row.amount)}`}>
      <span className="wallet-ledger-reason">{row.reasonName}</span>
      <span className={`wallet-ledger-amount${row.amount < 0 ? ' is-debit' : ''}`}>{signed(row.amount)}</span>
      <span className="wallet-ledger-time">{shanghaiTime(row.at)}</span>
      {detail ? <span className="wallet-ledger-note">{detail}</span> : null}
    </li>
  );
}
