import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  HEALTH_CARD_STATE_NAMES,
  healthCardExpiry,
  healthCardState,
  servicesLeft,
} from './card.ts';
import type { HealthCardService } from './types.ts';

describe('healthCardExpiry', () => {
  it('counts the Shanghai day of activation as the first of validityDays', () => {
    expect(healthCardExpiry(new Date('2026-11-22T09:00:00+08:00'), 365)).toBe('2027-11-21');
    expect(healthCardExpiry(new Date('2026-11-22T09:00:00+08:00'), 1)).toBe('2026-11-22');
  });

  it('takes the day in Shanghai, not in UTC', () => {
    // 23:30 UTC on the 21st is already the 22nd in Shanghai.
    expect(healthCardExpiry(new Date('2026-11-21T23:30:00Z'), 30)).toBe('2026-12-21');
  });

  it('crosses month ends and leap days', () => {
    expect(healthCardExpiry(new Date('2028-02-28T10:00:00+08:00'), 2)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('healthCardState', () => {
  it('reads a printed card as 未激活 whatever its dates', () => {
    expect(healthCardState({ state: 'inactive', expiresOn: null }, '2026-11-22')).toBe('inactive');
    expect(HEALTH_CARD_STATE_NAMES.inactive).toBe('未激活');
  });

  it('is usable through its last day and expired the day after', () => {
    const card = { state: 'active' as const, expiresOn: '2026-11-22' };
    expect(healthCardState(card, '2026-11-21')).toBe('usable');
    expect(healthCardState(card, '2026-11-22')).toBe('usable');
    expect(healthCardState(card, '2026-11-23')).toBe('expired');
    expect(HEALTH_CARD_STATE_NAMES.usable).toBe('可使用');
    expect(HEALTH_CARD_STATE_NAMES.expired).toBe('已过期');
  });
});

describe('servicesLeft', () => {
  const services: HealthCardService[] = [
    { code: 'consult', name: '专家咨询', times: 3, description: '' },
    { code: 'follow', name: '健康随访', times: 1, description: '' },
    { code: 'hotline', name: '健康热线', times: 0, description: '' },
  ];

  it('is times less the uses of that service', () => {
    const left = servicesLeft(services, [{ serviceCode: 'consult' }, { serviceCode: 'hotline' }]);
    expect(left.map((s) => [s.code, s.used, s.left])).toEqual([
      ['consult', 1, 2],
      ['follow', 0, 1],
      ['hotline', 1, null],
    ]);
  });

  it('never goes below zero and ignores uses of services the card does not grant', () => {
    const uses = [{ serviceCode: 'follow' }, { serviceCode: 'follow' }, { serviceCode: 'other' }];
    const left = servicesLeft(services, uses);
    expect(left.find((s) => s.code === 'follow')).toMatchObject({ used: 2, left: 0 });
    expect(left).toHaveLength(3);
  });
});
