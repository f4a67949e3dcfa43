import { describe, expect, it } from 'vitest';
import { groupByKind, isKnowledgeKind, leadArticle } from './knowledge.ts';

const article = (id: number, mIndex: number) => ({ id, mIndex });

describe('knowledge kinds', () => {
  it('are 0 to 2 only', () => {
    expect([0, 1, 2].every(isKnowledgeKind)).toBe(true);
    expect(isKnowledgeKind(3)).toBe(false);
    expect(isKnowledgeKind(-1)).toBe(false);
    expect(isKnowledgeKind(1.5)).toBe(false);
  });
});

describe('grouping a column’s articles', () => {
  it('puts disease, then symptom, then basic introduction, keeping each kind’s order and leaving out empty kinds', () => {
    const groups = groupByKind([article(5, 2), article(1, 0), article(3, 2), article(2, 0)]);
    expect(groups).toEqual([
      { kind: 0, articles: [article(1, 0), article(2, 0)] },
      { kind: 2, articles: [article(5, 2), article(3, 2)] },
    ]);
  });

  it('drops an article of an unknown kind rather than inventing a heading for it', () => {
    expect(groupByKind([article(1, 7)])).toEqual([]);
  });
});

describe('the article a link to a column opens', () => {
  it('is the first disease article, else the first of another kind, else none', () => {
    expect(leadArticle([article(9, 1), article(4, 0), article(5, 0)])).toEqual(article(4, 0));
    expect(leadArticle([article(9, 2), article(8, 1)])).toEqual(article(8, 1));
    expect(leadArticle([])).toBeUndefined();
  });
});
