import { describe, expect, it } from 'vitest';
import {
  CHECK_OBJECTS,
  CHECK_TYPE_OPTIONS,
  EDUCATIONS,
  ETHNIC_GROUPS,
  isRelationCode,
  OPTION_LIST_TYPES,
  OPTION_LISTS,
  optionOf,
  PROFESSIONS,
  RELATIONS,
} from './options.ts';

describe('option lists (spec 3)', () => {
  it('gives every item a code, a Chinese name and an id, unique within its list', () => {
    for (const type of OPTION_LIST_TYPES) {
      const items = OPTION_LISTS[type];
      expect(items.length, type).toBeGreaterThan(1);
      expect(new Set(items.map((i) => i.code)).size, type).toBe(items.length);
      expect(new Set(items.map((i) => i.id)).size, type).toBe(items.length);
      for (const item of items) expect(item.name, `${type} ${item.code}`).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('has the spec’s 17 relations ending with other, 14 professions, 8 education levels', () => {
    expect(RELATIONS).toHaveLength(17);
    expect(RELATIONS[0]).toEqual({ code: 'mother', name: '母亲', id: 1 });
    expect(RELATIONS.at(-1)?.code).toBe('other');
    expect(PROFESSIONS).toHaveLength(14);
    expect(PROFESSIONS.map((p) => p.code)).toContain('retired');
    expect(EDUCATIONS).toHaveLength(8);
  });

  it('lists ethnic groups 0-56 with Han as 0 and no 20', () => {
    expect(ETHNIC_GROUPS).toHaveLength(56);
    expect(ETHNIC_GROUPS[0]).toEqual({ code: '0', name: '汉族', id: 0, value: '0' });
    expect(ETHNIC_GROUPS.some((g) => g.id === 20)).toBe(false);
    expect(ETHNIC_GROUPS.at(-1)?.id).toBe(56);
  });

  it('has the 15 check types and the three check objects', () => {
    expect(CHECK_TYPE_OPTIONS.map((t) => t.code)).toEqual([
      'covid',
      'general',
      'civilServant',
      'cream',
      'pet_ct',
      'older',
      'chronic',
      'gravida',
      'women',
      'children',
      'newEmployee',
      'driver',
      'adopter',
      'housek',
      'other',
    ]);
    expect(CHECK_OBJECTS.map((o) => o.code)).toEqual(['common', 'male', 'female']);
  });

  it('finds an item by code', () => {
    expect(optionOf(RELATIONS, 'son')?.name).toBe('儿子');
    expect(optionOf(RELATIONS, 'cousin')).toBeUndefined();
    expect(optionOf(RELATIONS, null)).toBeUndefined();
    expect(isRelationCode('wife')).toBe(true);
    expect(isRelationCode('boss')).toBe(false);
  });
});
