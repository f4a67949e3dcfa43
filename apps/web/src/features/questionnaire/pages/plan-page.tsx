import type { ExamineeProfile } from '@tijian/domain';
import { useParams } from 'react-router';
import { NotFoundPage } from '@/shared/ui/not-found-page.tsx';
import { ExamineeGate } from '../components/examinee-gate.tsx';
import { PlanScreen } from '../components/plan-screen.tsx';
import './questionnaire.css';

/** /physicalExamination/:instanceId/:source — the plan of a questionnaire just filled in or reused. */
export function PhysicalExaminationPage() {
  const { instanceId = '' } = useParams();
  if (!/^\d+$/.test(instanceId)) return <NotFoundPage />;
  return (
    <ExamineeGate>{(examinee) => <PlanScreen instanceId={instanceId} examinee={examinee} />}</ExamineeGate>
  );
}

/** The examinee the URL names (/physicalScheme/:instanceId/:marryStateCode/:age/:sexCode), or null. */
export function examineeOfScheme(params: Record<string, string | undefined>): ExamineeProfile | null {
  const { marryStateCode, age, sexCode } = params;
  if (sexCode !== 'male' && sexCode !== 'female') return null;
  if (marryStateCode !== 'married' && marryStateCode !== 'unmarried') return null;
  if (!age || !/^\d{1,3}$/.test(age) || Number(age) < 1) return null;
  return { sexCode, marryStateCode, age: Number(age) };
}

/** /physicalScheme/:instanceId/:marryStateCode/:age/:sexCode — the same plan, for the examinee the URL names. */
export function PhysicalSchemePage() {
  const params = useParams();
  const examinee = examineeOfScheme(params);
  const instanceId = params.instanceId ?? '';
  if (!examinee || !/^\d+$/.test(instanceId)) return <NotFoundPage />;
  return <PlanScreen instanceId={instanceId} examinee={examinee} />;
}
