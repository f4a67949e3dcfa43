import { render, screen, within } from '@testing-library/react';
import { fen, formatYuan } from '@tijian/domain';
import { describe, expect, it } from 'vitest';
import { detail } from '../order-test-data.tsx';
import { PaymentFacts } from './order-sections.tsx';

/** The value shown beside `label` in the price details. */
const shownBeside = (label: string) =>
  within(screen.getByRole('region', { name: '费用明细' })).getByText(label).nextSibling?.textContent;

describe('PaymentFacts', () => {
  it('shows the consumables charged as items between the items and the payable, so the lines add up', () => {
    // ¥459.00 of items and ¥8.50 of consumables: ¥467.50 to pay.
    render(
      <PaymentFacts
        order={detail({
          itemsPrice: fen(45_900),
          materialItemsPrice: fen(850),
          payable: fen(46_750),
        })}
      />,
    );
    expect(shownBeside('项目金额')).toBe(formatYuan(fen(45_900)));
    expect(shownBeside('耗材费用')).toBe(formatYuan(fen(850)));
    expect(shownBeside('应付金额')).toBe(formatYuan(fen(46_750)));
    const labels = screen.getAllByRole('term').map((t) => t.textContent);
    expect(labels.indexOf('耗材费用')).toBeGreaterThan(labels.indexOf('项目金额'));
    expect(labels.indexOf('耗材费用')).toBeLessThan(labels.indexOf('应付金额'));
  });

  it('shows the centre’s material fee (00-77) and leaves out consumables the order has none of', () => {
    render(<PaymentFacts order={detail({ materialFee: fen(1200), payable: fen(16_200) })} />);
    expect(shownBeside('材料费')).toBe(formatYuan(fen(1200)));
    expect(screen.queryByText('耗材费用')).toBeNull();
  });
});
