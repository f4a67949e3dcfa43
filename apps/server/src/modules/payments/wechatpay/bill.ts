// WeChat Pay's trade bill (交易账单, bill_type=ALL) read into bill lines. The bill is CSV: a header
// row, a row per payment or refund with every field prefixed by a backtick (so spreadsheets keep long
// numbers as text), then a summary header and its row. Amounts are yuan with two decimals.
import { yuanToFen } from '@tijian/domain';
import type { BillLine } from '../provider.ts';

/** The columns read, by their Chinese names (WeChat may add columns; their order is not relied on). */
const COLUMNS = {
  outTradeNo: '商户订单号',
  tradeState: '交易状态',
  total: '订单金额',
  outRefundNo: '商户退款单号',
  refundAmount: '申请退款金额',
  refundState: '退款状态',
} as const;

const cellsOf = (row: string) => row.split(',').map((cell) => cell.trim().replace(/^`/, ''));

/**
 * The bill's payments and refunds. `payIdOf` turns WeChat's out_trade_no back into our payment id; a
 * number that is not one of ours is kept as it is (and then found missing on our side).
 */
export function parseTradeBill(text: string, payIdOf: (outTradeNo: string) => string | null): BillLine[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((r) => r.trim() !== '');
  const header = cellsOf(rows[0] ?? '');
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => [key, header.indexOf(name)]),
  ) as Record<keyof typeof COLUMNS, number>;
  if (Object.values(at).some((i) => i < 0)) throw new Error('WeChat Pay bill without the expected columns');
  const lines: BillLine[] = [];
  for (const row of rows.slice(1)) {
    // The summary starts with its own header: the lines end there.
    if (row.startsWith('总交易单数')) break;
    const cells = cellsOf(row);
    const cell = (key: keyof typeof COLUMNS) => cells[at[key]] ?? '';
    const tradeState = cell('tradeState');
    if (tradeState === 'REFUND') {
      const refundState = cell('refundState');
      lines.push({
        subject: 'refund',
        ref: cell('outRefundNo'),
        amount: yuanToFen(cell('refundAmount')),
        settled: refundState === 'SUCCESS',
        status: `REFUND/${refundState}`,
      });
    } else {
      lines.push({
        subject: 'payment',
        ref: payIdOf(cell('outTradeNo')) ?? cell('outTradeNo'),
        amount: yuanToFen(cell('total')),
        settled: tradeState === 'SUCCESS',
        status: tradeState,
      });
    }
  }
  return lines;
}
