import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import type { TeamOrderRules } from '../api/get-team-order-rules.ts';
import { FactRows } from '../components/fact-rows.tsx';
import { Booked, MemberGate, NoMember } from '../components/member-gate.tsx';
import * as copy from '../copy.ts';
import { type MarryState, useTeamDraft } from '../store.ts';
import '../components/team.css';

const text = copy.affirm;
const MARRY = [
  { code: 'married', name: text.married },
  { code: 'unmarried', name: text.unmarried },
] as const;

/** The place's id of the address, or null when it is not one. */
function memberIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** /team/affirm/:id 确认信息: the place, who is examined, the marital status; 下一步 to the items. */
export function AffirmPage() {
  const memberId = memberIdOf(useParams().id);
  const start = useTeamDraft((s) => s.start);
  // Opening a place's page (from 团检列表 or a link) makes it the one being booked.
  useEffect(() => {
    if (memberId !== null) start(memberId);
  }, [memberId, start]);
  if (memberId === null) return <NoMember />;
  return (
    <MemberGate memberId={memberId} anyState>
      {(rules) => <Affirm rules={rules} />}
    </MemberGate>
  );
}

function Affirm({ rules }: { rules: TeamOrderRules }) {
  const navigate = useNavigate();
  const draft = useTeamDraft();
  const [problem, setProblem] = useState<string | null>(null);
  const p = rules.person;
  if (rules.stateCode !== 'order_confirm') return <Booked rules={rules} />;
  const next = () => {
    if (!draft.marryStateCode) {
      setProblem(text.chooseMarry);
      return;
    }
    navigate(rules.questionnaire ? `/team/start/${rules.id}` : '/team/projectConfirm');
  };
  return (
    <div className="team-page">
      <FactRows
        title={text.title}
        rows={[
          [text.company, rules.companyName],
          [text.centre, rules.sysCenterName],
          [text.person, p.name],
          [text.idCard, p.identityCardNo],
          [text.phone, p.phone],
          [text.grade, p.grade],
          [text.department, p.department],
          [text.package, rules.packageName],
          [text.window, `${rules.windowStart} 至 ${rules.windowEnd}`],
        ]}
      />
      <List header={text.who}>
        <List.Item
          extra={draft.familyName ?? copy.common.self}
          onClick={rules.allowFamily ? () => navigate('/team/switchover') : undefined}
          description={rules.allowFamily ? undefined : text.familyNotAllowed}
          arrowIcon={rules.allowFamily}
        >
          {rules.allowFamily ? text.switchPerson : text.who}
        </List.Item>
      </List>
      <List header={text.marry}>
        <List.Item description={text.marryHint}>
          <OptionRadios
            aria-label={text.marry}
            options={MARRY}
            value={draft.marryStateCode}
            onChange={(v) => {
              draft.setMarry(v as MarryState);
              setProblem(null);
            }}
          />
        </List.Item>
      </List>
      {problem ? (
        <p className="team-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="team-actions">
        <Button block color="primary" onClick={next}>
          {copy.common.next}
        </Button>
        {/* The company's package alone, nothing added: the one-step 提交 (it asks the marital status).
            Not offered when the company asks for the questionnaire first: the server would refuse it. */}
        {rules.questionnaire ? null : (
          <Button block fill="none" onClick={() => navigate('/team/submit/pack')}>
            {copy.submit.packLink}
          </Button>
        )}
      </div>
    </div>
  );
}
