import { AssessmentMessages, assessedAgeProblem } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type FamilyMemberSummary, useFamilyMembers } from '@/features/family/index.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { OptionRadios } from '@/shared/ui/option-radios.tsx';
import { QueryView } from '@/shared/ui/query-view.tsx';
import { type Assessment, useAssessment } from '../api/get-assessment.ts';
import { type AssessedPerson, useAssessedPeople } from '../assessed-person.ts';
import { AssessmentMissing } from '../components/assessment-missing.tsx';
import * as copy from '../copy.ts';
import { flowOf } from '../flow.ts';
import { idParam, questionPath } from '../paths.ts';
import './assessment.css';

const SELF = 'self';
const text = copy.register;

/**
 * /specialDisease/new/register/:id and /specialDisease/register/:source: who is assessed — the account
 * holder or one of its family members (their sex and age filled in) — then the questionnaire.
 */
export function RegisterPage() {
  const params = useParams();
  const id = idParam(params.id ?? params.source);
  const assessment = useAssessment(id);
  const missing = <AssessmentMissing title={copy.start.notFound} />;
  if (id === null) return missing;
  return (
    <QueryView query={assessment} notFound={missing}>
      {(data) => <RegisterForm assessment={data} />}
    </QueryView>
  );
}

function RegisterForm({ assessment }: { assessment: Assessment }) {
  const navigate = useNavigate();
  const family = useFamilyMembers();
  const kept = useAssessedPeople((s) => s.people[assessment.id]);
  const setPerson = useAssessedPeople((s) => s.setPerson);
  const [who, setWho] = useState<string>(kept?.memberId ? String(kept.memberId) : SELF);
  const [sexCode, setSexCode] = useState<'male' | 'female' | null>(kept?.sexCode ?? null);
  const [age, setAge] = useState(kept ? String(kept.age) : '');
  const headingId = useId();
  const ageId = useId();
  const members = family.data ?? [];

  const choose = (value: string) => {
    setWho(value);
    const member = members.find((m) => String(m.id) === value);
    // A family member's sex and age are known: filled in, still editable.
    if (member) {
      setSexCode(member.sexCode);
      setAge(String(member.age));
    }
  };

  const next = () => {
    if (!sexCode) return showToast(AssessmentMessages.sexInvalid);
    const problem = assessedAgeProblem(age);
    if (problem) return showToast(problem);
    const member = members.find((m) => String(m.id) === who);
    const person: AssessedPerson = {
      memberId: member?.id ?? null,
      name: member?.callName ?? text.self,
      sexCode,
      age: Number(age.trim()),
    };
    setPerson(assessment.id, person);
    navigate(questionPath(flowOf(assessment)));
  };

  return (
    <section className="as-page" aria-labelledby={headingId}>
      <div className="as-block">
        <h2 id={headingId} className="as-title">
          {text.title}
        </h2>
        <p className="as-weak">{assessment.name}</p>
      </div>
      <List>
        <List.Item title={text.who}>
          {family.error && !family.data ? <p className="as-weak">{text.familyFailed}</p> : null}
          <Selector
            columns={3}
            aria-label={text.who}
            value={[who]}
            onChange={(v) => v[0] && choose(v[0])}
            options={[
              { label: text.self, value: SELF },
              ...members.map((m: FamilyMemberSummary) => ({ label: m.callName, value: String(m.id) })),
            ]}
          />
          <Button size="small" fill="none" color="primary" onClick={() => navigate('/family/add')}>
            {text.addFamily}
          </Button>
        </List.Item>
        <List.Item title={text.sex}>
          <OptionRadios
            aria-label={text.sex}
            options={text.sexes}
            value={sexCode}
            onChange={(v) => setSexCode(v === 'female' ? 'female' : 'male')}
          />
        </List.Item>
        <List.Item title={<label htmlFor={ageId}>{text.age}</label>} extra={text.ageUnit}>
          <Input
            id={ageId}
            inputMode="numeric"
            maxLength={3}
            placeholder={text.agePlaceholder}
            value={age}
            onChange={setAge}
          />
        </List.Item>
      </List>
      <div className="as-actions">
        <Button block color="primary" size="large" onClick={next}>
          {text.next}
        </Button>
      </div>
    </section>
  );
}
