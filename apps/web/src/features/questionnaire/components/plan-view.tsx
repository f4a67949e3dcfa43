import type { PersonalPlan, PlanItem } from '@tijian/contract';
import { type Fen, formatYuan, LEVEL_ORDER, LEVEL_STARS, type RecommendLevel } from '@tijian/domain';
import Button from 'antd-mobile/es/components/button';
import Rate from 'antd-mobile/es/components/rate';
import type { ReactNode } from 'react';
import * as copy from '../copy.ts';

function Stars({ count }: { count: number }) {
  return (
    <span className="qn-stars" role="img" aria-label={copy.questionnaire.stars(count)}>
      <Rate readOnly value={count} count={5} aria-hidden />
    </span>
  );
}

/**
 * The personalised plan: items by level with the level's stars (base 5, must-check 4, precise 3,
 * in-depth 2), each with why it is recommended; 确认项目 takes them to the confirm page.
 */
export function PlanView({
  plan,
  onConfirm,
  children,
}: {
  plan: PersonalPlan;
  onConfirm: () => void;
  /** shown under the plan: links to the report and the sport questionnaire */
  children?: ReactNode;
}) {
  const byLevel = (level: RecommendLevel): PlanItem[] => plan.items.filter((i) => i.level === level);
  return (
    <div className="qn-plan">
      <h2 className="qn-plan-title">{copy.questionnaire.planTitle}</h2>
      <p className="qn-plan-intro">{copy.questionnaire.planIntro}</p>
      {plan.items.length === 0 ? <p className="qn-plan-empty">{copy.questionnaire.emptyPlan}</p> : null}
      {LEVEL_ORDER.map((level) => {
        const items = byLevel(level);
        if (items.length === 0) return null;
        const headingId = `qn-level-${level}`;
        return (
          <section key={level} className="qn-level" aria-labelledby={headingId}>
            <h3 className="qn-level-title" id={headingId}>
              {copy.questionnaire.levels[level]}
              <Stars count={LEVEL_STARS[level]} />
            </h3>
            <ul className="qn-items">
              {items.map((item) => (
                <li key={item.projectId} className="qn-item">
                  <div className="qn-item-head">
                    <span className="qn-item-name">{item.item}</span>
                    <span className="qn-item-price">{formatYuan(item.price as Fen)}</span>
                  </div>
                  {item.reasons.map((reason) => (
                    <p key={reason} className="qn-item-reason">
                      {reason}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {children}
      <footer className="qn-footer">
        <Button
          className="qn-footer-button"
          color="primary"
          disabled={plan.items.length === 0}
          onClick={onConfirm}
        >
          {copy.questionnaire.confirmItems}
        </Button>
      </footer>
    </div>
  );
}
