import { describe, expect, it } from 'vitest';
import { indexCatalogue } from './catalogue-index.ts';
import { materialFee, materialsFor } from './materials.ts';
import { TEST_MATERIALS, testCatalogue } from './test-catalogue.ts';

const ix = indexCatalogue(testCatalogue());
const [needle, tube] = TEST_MATERIALS;

describe('materialsFor', () => {
  it('charges a recalculate-0 consumable once and a recalculate-1 one at the largest count needed', () => {
    expect(materialsFor(ix, ['KIDNEY', 'LIVER', 'BLOOD'])).toEqual([
      { material: needle, count: 1, price: 500 },
      { material: tube, count: 2, price: 600 },
    ]);
    expect(materialsFor(ix, ['KIDNEY'])).toEqual([
      { material: needle, count: 1, price: 500 },
      { material: tube, count: 1, price: 300 },
    ]);
  });

  it('ignores items without needs, unknown ids and repeats', () => {
    expect(materialsFor(ix, ['GEN', 'NOPE'])).toEqual([]);
    expect(materialsFor(ix, ['BLOOD', 'BLOOD'])).toEqual(materialsFor(ix, ['BLOOD']));
  });

  it('merges a consumable listed twice for one item at its larger count', () => {
    const index = indexCatalogue(
      testCatalogue({
        materialNeeds: [
          { projectId: 'BLOOD', materials: [{ materialId: 'M-TUBE', count: 1 }] },
          {
            projectId: 'BLOOD',
            materials: [
              { materialId: 'M-TUBE', count: 3 },
              { materialId: 'M-GONE', count: 1 },
            ],
          },
        ],
      }),
    );
    expect(materialsFor(index, ['BLOOD'])).toEqual([{ material: tube, count: 3, price: 900 }]);
  });
});

describe('materialFee', () => {
  it('is the sum of the consumables, 0 without any', () => {
    expect(materialFee(ix, ['LIVER', 'KIDNEY'])).toBe(1100);
    expect(materialFee(ix, [])).toBe(0);
  });
});
