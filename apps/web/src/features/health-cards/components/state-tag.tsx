import type { HealthCardSummary } from '../api/health-cards.ts';

/** 可使用 / 已过期 / 未激活, coloured by state. */
export function StateTag({ card }: { card: Pick<HealthCardSummary, 'state' | 'stateName'> }) {
  return <span className={`hc-state hc-state-${card.state}`}>{card.stateName}</span>;
}
