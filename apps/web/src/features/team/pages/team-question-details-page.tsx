import { useQuery } from '@tanstack/react-query';
import { type ExamineeProfile, fen } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useNavigate, useParams } from 'react-router';
import { getPlanQueryOptions } from '@/features/questionnaire/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { StatusPage } from '@/shared/ui/status-page.tsx';
import type { TeamOrderRules } from '../api/get-team-order-rules.ts';
import { MemberGate } from '../components/member-gate.tsx';
import { PriceTag } from '../components/price-tag.tsx';
import { TeamExamineeGate } from '../components/team-examinee-gate.tsx';
import { coveredItems } from '../components/team-selection.ts';
import * as copy from '../copy.ts';
import { useTeamDraft } from '../store.ts';
import '../components/team.css';

const text = copy.questionnaire;

/**
 * /team/questionDetails/:s/:bus 问卷详情: what the answered questionnaire (:s, its instance) recommends
 * beyond the company's package; they are offered as extras on 确认项目.
 */
export function TeamQuestionDetailsPage() {
  const { s = '' } = useParams();
  const navigate = useNavigate();
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(s)) {
    return (
      <StatusPage title={text.missingInstance}>
        <Button color="primary" onClick={() => navigate('/team/projectConfirm', { replace: true })}>
          {text.toProjects}
        </Button>
      </StatusPage>
    );
  }
  return (
    <MemberGate>
      {(rules) => (
        <TeamExamineeGate>
          {(examinee) => <Recommendations rules={rules} examinee={examinee} instanceId={s} />}
        </TeamExamineeGate>
      )}
    </MemberGate>
  );
}

function Recommendations({
  rules,
  examinee,
  instanceId,
}: {
  rules: TeamOrderRules;
  examinee: ExamineeProfile;
  instanceId: string;
}) {
  const navigate = useNavigate();
  const setQuestionnaire = useTeamDraft((st) => st.setQuestionnaire);
  const plan = useQuery(getPlanQueryOptions({ instanceId, sysCenterId: rules.sysCenterId, examinee }));
  return (
    <QueryView query={plan}>
      {(data) => {
        // What the company's package (and its topic packages) holds already is not offered again.
        const covered = coveredItems(rules);
        const items = data.items.filter((i) => !covered.has(i.projectId));
        const go = () => {
          setQuestionnaire(
            instanceId,
            items.map((i) => i.projectId),
          );
          navigate('/team/projectConfirm');
        };
        return (
          <div className="team-page">
            <p className="team-hint">{items.length > 0 ? text.detailsIntro : text.noRecommendations}</p>
            {items.length > 0 ? (
              <List header={text.detailsTitle}>
                {items.map((i) => (
                  <List.Item
                    key={i.projectId}
                    description={i.reasons.join('；')}
                    extra={<PriceTag value={fen(i.price)} />}
                  >
                    {i.item}
                  </List.Item>
                ))}
              </List>
            ) : null}
            <div className="team-actions">
              <Button block color="primary" onClick={go}>
                {text.toProjects}
              </Button>
              <Button block onClick={() => navigate(`/team/question/${rules.id}`, { replace: true })}>
                {text.refill}
              </Button>
            </div>
          </div>
        );
      }}
    </QueryView>
  );
}
