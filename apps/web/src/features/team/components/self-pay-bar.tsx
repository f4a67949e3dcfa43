import { type Fen, formatYuan } from '@tijian/domain';
import type { ReactNode } from 'react';
import * as copy from '../copy.ts';

/** The fixed bar: the employee's running total and the step's buttons. */
export function SelfPayBar({ selfPays, children }: { selfPays: Fen; children: ReactNode }) {
  return (
    <div className="team-bar">
      <p className="team-bar-total" role="status" aria-label={copy.project.total}>
        {copy.project.total}：<strong>{formatYuan(selfPays)}</strong>
      </p>
      {children}
    </div>
  );
}
