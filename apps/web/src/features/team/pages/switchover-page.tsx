import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useLocation, useNavigate } from 'react-router';
import { type FamilyMemberSummary, useFamilyMembers } from '@/features/family/index.ts';
import { EmptyList } from '@/shared/ui/empty-list.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import type { TeamOrderRules } from '../api/get-team-order-rules.ts';
import { MemberGate } from '../components/member-gate.tsx';
import * as copy from '../copy.ts';
import { useTeamDraft } from '../store.ts';
import '../components/team.css';

const text = copy.switchover;

/** /team/switchover 切换体检人: 本人, or a family member of the account where the company allows it. */
export function SwitchoverPage() {
  return <MemberGate>{(rules) => <Switchover rules={rules} />}</MemberGate>;
}

function Switchover({ rules }: { rules: TeamOrderRules }) {
  const navigate = useNavigate();
  const chosen = useTeamDraft((s) => s.familyMemberId);
  const setPerson = useTeamDraft((s) => s.setPerson);
  const setMarry = useTeamDraft((s) => s.setMarry);
  const family = useFamilyMembers(rules.allowFamily);
  const { key } = useLocation();
  // Back to 确认信息 where it came from; opened first in the tab (a reload), to 确认信息 in its place.
  const back = () =>
    key === 'default' ? navigate(`/team/affirm/${rules.id}`, { replace: true }) : navigate(-1);
  const pickFamily = (m: FamilyMemberSummary) => {
    setPerson(m.id, m.callName);
    // The family member's own marital status, as their profile has it; 确认信息 lets them change it.
    setMarry(m.marryStateCode);
    back();
  };
  if (!rules.allowFamily) {
    return (
      <div className="team-page">
        <p className="team-hint">{text.notAllowed}</p>
        <div className="team-actions">
          <Button block onClick={back}>
            {copy.common.back}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="team-page">
      <p className="team-hint">{text.hint}</p>
      <List header={text.title}>
        <List.Item
          extra={chosen === null ? '✓' : undefined}
          description={rules.person.name}
          onClick={() => {
            setPerson(null, null);
            back();
          }}
        >
          {copy.common.self}
        </List.Item>
      </List>
      <QueryView query={family}>
        {(members) =>
          members.length === 0 ? (
            <EmptyList text={text.familyEmpty} />
          ) : (
            <List>
              {members.map((m) => (
                <List.Item
                  key={m.id}
                  extra={chosen === m.id ? '✓' : undefined}
                  description={m.relationName}
                  onClick={() => pickFamily(m)}
                >
                  {m.callName}
                </List.Item>
              ))}
            </List>
          )
        }
      </QueryView>
      <div className="team-actions">
        <Button block fill="outline" onClick={() => navigate('/family/add')}>
          {text.addFamily}
        </Button>
      </div>
    </div>
  );
}
