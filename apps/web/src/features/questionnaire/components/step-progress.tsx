import { shortStepName } from '@tijian/domain';
import Steps from 'antd-mobile/es/components/steps';
import * as copy from '../copy.ts';

const { Step } = Steps;

/** Spec 2 screen 11's step bar: each step's number and name (over 10 characters: first 3 + last 2). */
export function StepProgress({ names, current }: { names: readonly string[]; current: number }) {
  return (
    <nav className="qn-steps" aria-label={copy.questionnaire.steps}>
      <Steps current={current}>
        {names.map((name, index) => (
          <Step
            key={name}
            title={`${index + 1}.${shortStepName(name)}`}
            aria-current={index === current ? 'step' : undefined}
          />
        ))}
      </Steps>
    </nav>
  );
}
