import { indicatorOf } from '@tijian/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ITEMS } from '../../seed/catalogue-data.ts';
import { ITEM_TEMPLATES, itemTemplates } from './report-templates.ts';

describe('the report templates', () => {
  it('name items of the demo catalogue and indicators of the domain’s list only', () => {
    const items = new Set(DEMO_ITEMS.map((i) => i.id));
    for (const [id, template] of Object.entries(ITEM_TEMPLATES)) {
      expect(items.has(id), id).toBe(true);
      if ('results' in template)
        for (const code of template.results) expect(indicatorOf(code), code).toBeDefined();
    }
  });

  it('give a woman’s result her range, list a shared indicator once, and describe unknown items', () => {
    const form = itemTemplates(
      [
        { projectId: 'BLOOD-RT', item: '血常规（五分类）' },
        { projectId: 'KIDNEY', item: '肾功能（三项）' },
        { projectId: 'UA', item: '血尿酸' },
        { projectId: 'EYE-ROUTINE', item: '眼科常规' },
      ],
      'female',
    );
    expect(form[0]!.results.find((r) => r.code === 'HGB')).toMatchObject({
      refLow: 115,
      refHigh: 150,
      unit: 'g/L',
    });
    expect(form[1]!.results.map((r) => r.code)).toEqual(['UREA', 'CREA', 'UA']);
    expect(form[1]!.results.find((r) => r.code === 'UA')).toMatchObject({ refLow: 155, refHigh: 357 });
    expect(form[2]).toMatchObject({ results: [], finding: null });
    expect(form[3]).toMatchObject({ results: [], finding: { section: 'general', item: '眼科常规' } });
    expect(itemTemplates([{ projectId: 'BLOOD-RT', item: '' }], 'male')[0]!.results[4]).toMatchObject({
      code: 'HGB',
      refLow: 130,
      refHigh: 175,
    });
  });
});
