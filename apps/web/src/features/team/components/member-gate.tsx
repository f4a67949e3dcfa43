import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import { type TeamOrderRules, useTeamOrderRules } from '../api/get-team-order-rules.ts';
import * as copy from '../copy.ts';
import { useTeamDraft } from '../store.ts';
import { orderDetailPath } from './order-path.ts';

/** No place chosen (the draft was finished or never started), or a place not the account's. */
export function NoMember() {
  const navigate = useNavigate();
  return (
    <StatusPage title={copy.common.noMember}>
      <Button color="primary" onClick={() => navigate('/team/list', { replace: true })}>
        {copy.common.toList}
      </Button>
    </StatusPage>
  );
}

/**
 * The steps after 确认信息 work on the place of the team draft: its rules once loaded, else the
 * loading, failure or "no place" states.
 */
export function MemberGate({
  memberId: given,
  children,
  anyState = false,
}: {
  /** the place of the address (确认信息); else the draft's */
  memberId?: number | null;
  children: (rules: TeamOrderRules) => ReactNode;
  /** 确认信息 shows a booked place itself; the steps after it stop there */
  anyState?: boolean;
}) {
  const drafted = useTeamDraft((s) => s.memberId);
  const memberId = given === undefined ? drafted : given;
  const rules = useTeamOrderRules(memberId);
  if (memberId === null) return <NoMember />;
  return (
    <QueryView query={rules} notFound={<NoMember />}>
      {(data) => (anyState || data.stateCode === 'order_confirm' ? children(data) : <Booked rules={data} />)}
    </QueryView>
  );
}

/** The place is booked already (another tab, a retried submit): its order, not a second booking. */
export function Booked({ rules }: { rules: TeamOrderRules }) {
  const navigate = useNavigate();
  return (
    <StatusPage title={copy.affirm.booked}>
      {rules.orderId !== null ? (
        <Button color="primary" onClick={() => navigate(orderDetailPath(rules.orderId!, rules.sysCenterId))}>
          {copy.affirm.toOrder}
        </Button>
      ) : null}
      <Button onClick={() => navigate('/team/firmOrde')}>{copy.list.orders}</Button>
    </StatusPage>
  );
}
