import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import type { TeamOrderRules } from '../api/get-team-order-rules.ts';
import { MemberGate } from '../components/member-gate.tsx';
import * as copy from '../copy.ts';
import { useTeamDraft } from '../store.ts';
import '../components/team.css';

const text = copy.questionnaire;

/** /team/start/:bus 开始问卷: why the company asks, then the questions, or straight to the items. */
export function TeamStartPage() {
  return <MemberGate>{(rules) => <TeamStart rules={rules} />}</MemberGate>;
}

function TeamStart({ rules }: { rules: TeamOrderRules }) {
  const navigate = useNavigate();
  const instanceId = useTeamDraft((s) => s.instanceId);
  return (
    <div className="team-page">
      <StatusPage title={text.startTitle} description={text.startIntro}>
        <Button color="primary" onClick={() => navigate(`/team/question/${rules.id}`)}>
          {text.start}
        </Button>
        {instanceId ? (
          <Button
            onClick={() => navigate(`/team/questionDetails/${encodeURIComponent(instanceId)}/${rules.id}`)}
          >
            {text.detailsTitle}
          </Button>
        ) : null}
        <Button fill="none" onClick={() => navigate('/team/projectConfirm')}>
          {text.skip}
        </Button>
      </StatusPage>
    </div>
  );
}
