import {
  checkedIds,
  checkProject,
  eligibilityFindings,
  newPlan,
  type Plan,
  refusedFindings,
} from '@tijian/domain';
import { describe, expect, it } from 'vitest';
import { testIndex } from '../pages/plan-test-data.tsx';
import { groupFindings, offeredConditions, removeRefused } from './eligibility.ts';

const ix = testIndex();
const woman = { sexCode: 'female', age: 30 } as const;
const refusedIn = (conditions: string[]) => (p: Plan) =>
  refusedFindings(
    eligibilityFindings(
      checkedIds(ix, p).map((id) => ix.projects.get(id)!),
      woman,
      conditions,
    ),
  ).map((f) => f.projectId);

// A recommended X-ray: choosing the chest CT that excludes it is asked, then swapped.
const recommended = ['DR-CHEST'];

function planWith(...ids: string[]): Plan {
  let p = newPlan(ix, { base: ['GEN', 'BLOOD'] });
  for (const id of ids) {
    const r = checkProject(ix, p, id, { recommended, confirmed: true });
    if (r.kind !== 'ok') throw new Error(`cannot check ${id}: ${r.message}`);
    p = r.plan;
  }
  return p;
}

describe('removeRefused', () => {
  it('removes again what comes back: the X-ray a chest CT had pushed out', () => {
    const before = planWith('DR-CHEST', 'CT-CHEST');
    expect(checkedIds(ix, before)).toContain('CT-CHEST');
    expect(checkedIds(ix, before)).not.toContain('DR-CHEST');
    const { plan, kept } = removeRefused(ix, before, refusedIn(['pregnant']), recommended);
    expect(kept).toEqual([]);
    expect(checkedIds(ix, plan)).not.toContain('CT-CHEST');
    expect(checkedIds(ix, plan)).not.toContain('DR-CHEST');
    expect(checkedIds(ix, plan)).toEqual(expect.arrayContaining(['GEN', 'BLOOD']));
  });

  it('leaves alone what nothing refuses', () => {
    const before = planWith('LIVER');
    expect(removeRefused(ix, before, refusedIn(['pregnant']), recommended)).toEqual({
      plan: before,
      kept: [],
    });
  });
});

describe('groupFindings', () => {
  it('puts items of one reason together, refusals first', () => {
    const f = (projectId: string, severity: 'refuse' | 'notice', reason: string) => ({
      projectId,
      item: projectId,
      severity,
      reason,
    });
    expect(
      groupFindings([
        f('LIVER', 'notice', '空腹'),
        f('CT', 'refuse', '辐射'),
        f('KIDNEY', 'notice', '空腹'),
        f('DR', 'refuse', '辐射'),
      ]),
    ).toEqual([
      { severity: 'refuse', reason: '辐射', items: ['CT', 'DR'] },
      { severity: 'notice', reason: '空腹', items: ['LIVER', 'KIDNEY'] },
    ]);
  });
});

describe('offeredConditions', () => {
  it('offers the women’s conditions to women only', () => {
    expect(offeredConditions('female')).toContain('pregnant');
    expect(offeredConditions('male')).toEqual(['pacemaker', 'implant', 'recent_barium', 'diabetes']);
  });
});
