import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import type { TeamMembership } from '../api/list-team-memberships.ts';
import * as copy from '../copy.ts';
import { useTeamDraft } from '../store.ts';
import { orderDetailPath } from './order-path.ts';

const text = copy.list;

/** One roster place: company, centre, package, window, state; 去预约 when not booked, else its order. */
export function MembershipCard({ membership: m }: { membership: TeamMembership }) {
  const navigate = useNavigate();
  const start = useTeamDraft((s) => s.start);
  const book = () => {
    start(m.memberId);
    navigate(`/team/affirm/${m.memberId}`);
  };
  return (
    <article className="team-card" aria-label={m.companyName}>
      <h3 className="team-card-title">
        {m.companyName}
        <span className="team-card-state">{m.stateName}</span>
      </h3>
      <p className="team-card-meta">
        {m.name} · {m.companyCode}
      </p>
      <p className="team-card-meta">
        {text.centre}：{m.sysCenterName}
      </p>
      <p className="team-card-meta">
        {text.package}：{m.packageName}
      </p>
      <p className="team-card-meta">{text.window(m.windowStart, m.windowEnd)}</p>
      <div className="team-card-actions">
        {m.state === 'invited' ? (
          <Button size="small" color="primary" onClick={book}>
            {text.book}
          </Button>
        ) : m.orderId !== null ? (
          <Button size="small" onClick={() => navigate(orderDetailPath(m.orderId!, m.sysCenterId))}>
            {text.order}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
