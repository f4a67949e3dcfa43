import { describe, expect, it } from 'vitest';
import { heldProjectIds, orderNoOf } from './order-lines.ts';

describe('order numbers', () => {
  it('are TJ, the day in Shanghai and the id padded to six digits', () => {
    // 23:30 UTC is already the next morning in Shanghai.
    expect(orderNoOf(42, new Date('2026-11-22T23:30:00Z'))).toBe('TJ20261123000042');
    expect(orderNoOf(42, new Date('2026-11-22T15:59:59Z'))).toBe('TJ20261122000042');
  });

  it('grow past six digits rather than repeat', () => {
    const at = new Date('2026-11-22T01:00:00Z');
    expect(orderNoOf(1_000_042, at)).toBe('TJ202611221000042');
    expect(orderNoOf(1_000_042, at)).not.toBe(orderNoOf(42, at));
  });
});

describe('the places an order holds', () => {
  it('are its checked items and consumables, not its services or a gift coupon’s item', () => {
    expect(
      heldProjectIds([
        { projectId: 'GEN-BASIC', kind: 'package' },
        { projectId: 'C13', kind: 'custom' },
        { projectId: 'M-TUBE', kind: 'material' },
        { projectId: 'SVC-VIP', kind: 'service' },
        { projectId: 'CT-CHEST', kind: 'gift' },
      ]),
    ).toEqual(['GEN-BASIC', 'C13', 'M-TUBE']);
  });
});
