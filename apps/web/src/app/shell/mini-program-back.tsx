import { LeftOutline } from 'antd-mobile-icons';
import { copy } from '@/shared/lib/copy.ts';

// In the mini-program web-view the page has no browser chrome, so a back control is drawn over it.
export function MiniProgramBack() {
  return (
    <button type="button" className="mini-program-back" onClick={() => window.history.back()}>
      <LeftOutline aria-hidden="true" />
      <span className="visually-hidden">{copy.miniProgramBack}</span>
    </button>
  );
}
