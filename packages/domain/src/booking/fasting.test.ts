import { describe, expect, it } from 'vitest';
import { project } from '../catalogue/test-catalogue.ts';
import { eligibilityFindings } from '../eligibility/findings.ts';
import { EligibilityReasons } from '../eligibility/reasons.ts';
import { eligibilityRules } from '../eligibility/rules.ts';
import { diabeticFastingNote, fastingAdvice, fastingInstruction, fastingNote } from './fasting.ts';
import { preparationNotes } from './order-preparation.ts';

const window = { start: '07:30', end: '10:30' };

describe('the fasting instruction', () => {
  it('says when to stop eating in one set of words, with the centre window when there is one', () => {
    expect(fastingAdvice(null)).toBe('体检前一天晚餐后禁食，空腹8小时以上，可少量饮水');
    expect(fastingAdvice(window)).toBe(
      '体检前一天晚餐后禁食，空腹8小时以上，可少量饮水；空腹项目请在07:30-10:30之间检查',
    );
    expect(fastingNote(null)).toBe(`需空腹检查：${fastingAdvice(null)}`);
    expect(diabeticFastingNote(window).startsWith(fastingNote(window))).toBe(true);
    expect(diabeticFastingNote(window)).toContain('糖尿病患者');
  });

  it('is given only when an item needs it, naming those items once each', () => {
    expect(fastingInstruction([], null)).toBeNull();
    expect(fastingInstruction([{ item: '血常规', fastingCheck: 0 }], window)).toBeNull();
    expect(
      fastingInstruction(
        [
          { item: '肝功能', fastingCheck: 1 },
          { item: '血常规', fastingCheck: 0 },
          { item: '腹部彩超', fastingCheck: 1 },
          { item: '肝功能', fastingCheck: 1 },
        ],
        window,
      ),
    ).toEqual({ items: ['肝功能', '腹部彩超'], note: fastingNote(window) });
  });

  it('is the note of the confirm screen, the order preparation and the eligibility reasons alike', () => {
    const liver = project('LIVER', '肝功能', 60, { fastingCheck: 1 });
    const man = { sexCode: 'male', age: 40 } as const;
    expect(eligibilityFindings([liver], man, [], eligibilityRules(window))).toEqual([
      { projectId: 'LIVER', item: '肝功能', severity: 'notice', reason: fastingNote(window) },
    ]);
    expect(eligibilityFindings([liver], man, ['diabetes'], eligibilityRules(window))[0]?.reason).toBe(
      diabeticFastingNote(window),
    );
    expect(preparationNotes([{ fastingCheck: 1, examTags: [] }], window)[0]).toBe(fastingNote(window));
    expect(EligibilityReasons.fasting).toBe(fastingNote(null));
    // No other words for the fast anywhere: the notes never name an hour of the evening.
    for (const note of [fastingNote(window), diabeticFastingNote(window)]) {
      expect(note).not.toMatch(/[八十]点|\d+ ?点/);
    }
  });
});
