import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router';
import { QueryView } from '@/shared/ui/query-view.tsx';
import type { TeamOrderRules } from '../api/get-team-order-rules.ts';
import { MemberGate } from '../components/member-gate.tsx';
import { PriceTag } from '../components/price-tag.tsx';
import { SelfPayBar } from '../components/self-pay-bar.tsx';
import { useTeamSelection } from '../components/use-team-selection.ts';
import * as copy from '../copy.ts';
import '../components/team.css';

const text = copy.checked;

/** /team/Checked 已选项目: what was chosen, line by line, and who pays what. */
export function CheckedPage() {
  return <MemberGate>{(rules) => <Checked rules={rules} />}</MemberGate>;
}

function Checked({ rules }: { rules: TeamOrderRules }) {
  const { projectData, selection } = useTeamSelection(rules);
  const navigate = useNavigate();
  return (
    <QueryView query={projectData}>
      {() => (
        <div className="team-page has-bar">
          <List header={text.title}>
            {selection.lines.map((line) => (
              <List.Item
                key={`${line.kind}-${line.id}`}
                description={
                  line.payer === 'self' ? (
                    <>
                      {text.listPrice} <PriceTag value={line.listPrice} />
                    </>
                  ) : undefined
                }
                extra={
                  <span>
                    {line.payer === 'company' ? copy.common.companyPays : copy.common.selfPays}{' '}
                    <PriceTag value={line.pays} self={line.payer === 'self'} />
                  </span>
                }
              >
                {line.kind === 'package' ? text.packageLine(line.name) : line.name}
              </List.Item>
            ))}
          </List>
          {selection.lines.every((l) => l.payer === 'company') ? (
            <p className="team-hint">{text.none}</p>
          ) : null}
          <SelfPayBar selfPays={selection.price.selfPays}>
            <Button size="small" onClick={() => navigate(-1)}>
              {copy.common.back}
            </Button>
            <Button size="small" color="primary" onClick={() => navigate('/team/submit')}>
              {copy.common.next}
            </Button>
          </SelfPayBar>
        </div>
      )}
    </QueryView>
  );
}
