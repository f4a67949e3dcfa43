import { discountedLine, formatYuan } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router';
import type { ProjectData } from '@/features/catalogue/index.ts';
import { QueryView } from '@/shared/ui/query-view.tsx';
import type { TeamOrderRules, TopicPackage } from '../api/get-team-order-rules.ts';
import { MemberGate } from '../components/member-gate.tsx';
import { PriceTag } from '../components/price-tag.tsx';
import { SelfPayBar } from '../components/self-pay-bar.tsx';
import { coveredItems } from '../components/team-selection.ts';
import { useTeamSelection } from '../components/use-team-selection.ts';
import * as copy from '../copy.ts';
import { useTeamDraft } from '../store.ts';
import '../components/team.css';

const text = copy.project;

/**
 * /team/projectConfirm 确认项目: the package (company-paid), the topic packages (the company's fixed,
 * the others the employee's at the discount), the questionnaire's recommendations and the centre's
 * other items as extras, with what the employee pays so far.
 */
export function ProjectConfirmPage() {
  return <MemberGate>{(rules) => <ProjectConfirm rules={rules} />}</MemberGate>;
}

function ProjectConfirm({ rules }: { rules: TeamOrderRules }) {
  const { projectData, selection } = useTeamSelection(rules);
  const navigate = useNavigate();
  return (
    <QueryView query={projectData}>
      {(data) => (
        <div className="team-page has-bar">
          <PackageSection rules={rules} />
          <TopicSection rules={rules} />
          <ExtraSections rules={rules} data={data} />
          <SelfPayBar selfPays={selection.price.selfPays}>
            <Button size="small" onClick={() => navigate('/team/Checked')}>
              {text.checked}
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

function PackageSection({ rules }: { rules: TeamOrderRules }) {
  return (
    <List
      header={
        <>
          {text.packageTitle} · {rules.packageName}{' '}
          {rules.showPrice ? <PriceTag value={rules.customPrice} /> : null}
        </>
      }
      aria-label={text.packageTitle}
    >
      {rules.testPackage.map((item) => (
        <List.Item
          key={item.projectId}
          extra={rules.showPrice ? <PriceTag value={item.price} /> : copy.common.companyPays}
          description={item.fasting === 1 ? text.fasting : undefined}
        >
          {item.item}
        </List.Item>
      ))}
    </List>
  );
}

function TopicSection({ rules }: { rules: TeamOrderRules }) {
  const chosen = useTeamDraft((s) => s.topicPackageIds);
  const toggle = useTeamDraft((s) => s.toggleTopic);
  if (rules.topicPackageList.length === 0) return null;
  const discount = copy.common.yuanOff(rules.config.discountUser);
  return (
    <List header={text.topicTitle}>
      {rules.topicPackageList.map((t) => {
        const company = rules.topicPackageId.includes(t.id);
        return (
          <List.Item
            key={t.id}
            description={`${t.items.map((i) => i.item).join('、')}`}
            extra={company ? text.topicCompany : <TopicPrice topic={t} rules={rules} />}
          >
            <Checkbox
              checked={company || chosen.includes(t.id)}
              disabled={company}
              onChange={() => toggle(t.id)}
            >
              {t.name}
              {company ? '' : `（${text.topicSelf(discount)}）`}
            </Checkbox>
          </List.Item>
        );
      })}
    </List>
  );
}

function TopicPrice({ topic, rules }: { topic: TopicPackage; rules: TeamOrderRules }) {
  return <PriceTag value={discountedLine(topic.price, rules.config.discountUser)} self />;
}

/** The questionnaire's recommendations first, then the centre's other items, all at the discount. */
function ExtraSections({ rules, data }: { rules: TeamOrderRules; data: ProjectData }) {
  const chosen = useTeamDraft((s) => s.extraProjectIds);
  const topics = useTeamDraft((s) => s.topicPackageIds);
  const recommendedIds = useTeamDraft((s) => s.recommendedIds);
  const toggle = useTeamDraft((s) => s.toggleExtra);
  const covered = coveredItems(rules, topics);
  const offered = data.projectList.filter((p) => p.visible === 1 && !covered.has(p.id));
  const recommended = offered.filter((p) => recommendedIds.includes(p.id));
  const others = offered.filter((p) => !recommendedIds.includes(p.id));
  const discount = rules.config.discountUser;
  const row = (p: ProjectData['projectList'][number]) => (
    <List.Item
      key={p.id}
      extra={<PriceTag value={discountedLine(p.price, discount)} self />}
      description={`${formatYuan(p.price)}${p.fastingCheck === 1 ? ` · ${text.fasting}` : ''}`}
    >
      <Checkbox checked={chosen.includes(p.id)} onChange={() => toggle(p.id)}>
        {p.item}
      </Checkbox>
    </List.Item>
  );
  return (
    <>
      {recommended.length > 0 ? <List header={text.recommendedTitle}>{recommended.map(row)}</List> : null}
      <h3 className="team-section-title">{text.extraTitle}</h3>
      <p className="team-hint">{text.extraHint(copy.common.yuanOff(discount))}</p>
      {others.length === 0 ? <p className="team-hint">{text.extraEmpty}</p> : <List>{others.map(row)}</List>}
    </>
  );
}
