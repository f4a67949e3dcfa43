import { Statistic } from 'antd';
import { companyCopy as text } from '../copy.ts';

export interface MemberCounts {
  people: number;
  invited: number;
  booked: number;
  examined: number;
  reportReady: number;
}

const ORDER = ['people', 'invited', 'booked', 'examined', 'reportReady'] as const;

/** 总人数 and how many stand at each step: not booked, booked, examined, report ready. */
export function ProgressCounts({ counts }: { counts: MemberCounts }) {
  return (
    <div className="company-counts">
      {ORDER.map((key) => (
        <Statistic key={key} title={text.counts[key]} value={counts[key]} suffix="人" />
      ))}
    </div>
  );
}
