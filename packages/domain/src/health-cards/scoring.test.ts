import { describe, expect, it } from 'vitest';
import { assessmentBand, assessmentScore, scoreAssessment } from './scoring.ts';
import type { AssessmentScoring } from './types.ts';

const scoring: AssessmentScoring = {
  optionScores: { 'smoke-yes': 10, 'smoke-no': 0, 'bp-high': 15, 'fam-heart': 8, 'fam-stroke': 6 },
  bands: [
    { maxScore: 9, level: '低风险', advice: '保持' },
    { maxScore: 24, level: '中风险', advice: '注意' },
    { maxScore: 60, level: '高风险', advice: '就医' },
  ],
};

describe('assessmentScore', () => {
  it('sums the chosen options over every answer, follow-ups and multiple choices included', () => {
    expect(
      assessmentScore(scoring, [
        { qid: 'smoke', optAnswers: ['smoke-yes'] },
        { qid: 'family', optAnswers: ['fam-heart', 'fam-stroke'] },
        { qid: 'bp-follow', optAnswers: ['bp-high'] },
      ]),
    ).toBe(39);
  });

  it('scores 0 for options not listed, text answers and empty answers', () => {
    expect(
      assessmentScore(scoring, [
        { qid: 'smoke', optAnswers: ['smoke-no'] },
        { qid: 'weight', txtAnswer: '80' },
        { qid: 'other', optAnswers: ['unknown'] },
        { qid: 'empty' },
      ]),
    ).toBe(0);
  });

  it('counts an option listed twice in one answer once', () => {
    expect(assessmentScore(scoring, [{ qid: 'smoke', optAnswers: ['smoke-yes', 'smoke-yes'] }])).toBe(10);
  });
});

describe('assessmentBand', () => {
  it('is the first band whose maxScore reaches the total, bounds inclusive', () => {
    expect(assessmentBand(scoring, 0).level).toBe('低风险');
    expect(assessmentBand(scoring, 9).level).toBe('低风险');
    expect(assessmentBand(scoring, 10).level).toBe('中风险');
    expect(assessmentBand(scoring, 24)).toEqual({ level: '中风险', advice: '注意' });
    expect(assessmentBand(scoring, 25).level).toBe('高风险');
  });

  it('puts a total above every band in the highest, whatever order the bands are written in', () => {
    const reversed = { ...scoring, bands: [...scoring.bands].reverse() };
    expect(assessmentBand(reversed, 5).level).toBe('低风险');
    expect(assessmentBand(reversed, 999).level).toBe('高风险');
  });

  it('refuses a scoring without bands', () => {
    expect(() => assessmentBand({ optionScores: {}, bands: [] }, 1)).toThrow();
  });
});

describe('scoreAssessment', () => {
  it('gives the score with its band', () => {
    expect(scoreAssessment(scoring, [{ qid: 'bp', optAnswers: ['bp-high'] }])).toEqual({
      score: 15,
      level: '中风险',
      advice: '注意',
    });
  });
});
