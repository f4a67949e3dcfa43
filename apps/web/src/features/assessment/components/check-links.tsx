import { isSpecificCentre } from '@tijian/domain';
import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import type { AssessmentResult } from '../api/get-assessment-result.ts';
import * as copy from '../copy.ts';

type Check = AssessmentResult['checks'][number];

/**
 * Where a check is booked: a package's detail at the chosen centre (a package's id there is
 * `<centre>-<code>`), or the package list, which asks for a centre first; an item is chosen among the
 * self-selected items of 体检预约.
 */
export function checkPath(check: Check, sid: string): string {
  if (check.kind === 'item') return '/entrance';
  return isSpecificCentre(sid)
    ? `/product/detail/${encodeURIComponent(`${sid}-${check.code}`)}`
    : '/product/list';
}

/** The packages and items that look into the condition, each opening where it is booked. */
export function CheckLinks({ checks }: { checks: readonly Check[] }) {
  const navigate = useNavigate();
  const sid = useSessionStore((s) => s.sid);
  return (
    <List header={<h3 className="as-subtitle">{copy.result.checks}</h3>}>
      {checks.map((check) => (
        <List.Item
          key={`${check.kind}-${check.code}`}
          description={check.kind === 'package' ? copy.result.package : copy.result.item}
          onClick={() => navigate(checkPath(check, sid))}
        >
          {check.name}
        </List.Item>
      ))}
    </List>
  );
}
