import { type Fen, formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import * as copy from '../copy.ts';
import './plan.css';

export interface PriceFooterProps {
  /** the payable total of the items, as the rules priced them */
  total: Fen;
  action: string;
  onAction: () => void;
  /** more buttons before the main one (the confirm page's 添加项目) */
  extra?: ReactNode;
}

/** The bar at the bottom of the chooser and the confirm page: total and the way on. */
export function PriceFooter({ total, action, onAction, extra }: PriceFooterProps) {
  return (
    <footer className="plan-footer">
      <p className="plan-footer-total">
        {copy.plan.total}
        <output className="plan-footer-price" aria-label={copy.plan.total}>
          {formatYuan(total)}
        </output>
      </p>
      {extra}
      <Button color="primary" className="plan-footer-button" onClick={onAction}>
        {action}
      </Button>
    </footer>
  );
}
