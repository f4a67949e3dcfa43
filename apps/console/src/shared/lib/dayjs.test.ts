import { describe, expect, it } from 'vitest';
import { timeAtCentres, todayAtCentres } from './dayjs.ts';

describe('the centres’ clock', () => {
  it('reads an instant in Asia/Shanghai, whatever the computer’s zone', () => {
    expect(timeAtCentres('2026-11-26T16:00:05.153Z')).toBe('2026-11-27 00:00:05');
    expect(todayAtCentres(new Date('2026-11-26T16:00:05.153Z'))).toBe('2026-11-27');
  });
});
