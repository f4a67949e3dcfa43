import Steps from 'antd-mobile/es/components/steps';
import * as copy from '../copy.ts';

const { Step } = Steps;

/** Spec 2 screen 9's step indicator: 确认项目 → 确认日期 → 预约成功. */
export function StepBar({ current }: { current: 0 | 1 | 2 }) {
  return (
    <nav className="plan-steps" aria-label={copy.plan.steps.label}>
      <Steps current={current}>
        {copy.plan.steps.names.map((name, index) => (
          <Step key={name} title={name} aria-current={index === current ? 'step' : undefined} />
        ))}
      </Steps>
    </nav>
  );
}
