import { describe, expect, it } from 'vitest';
import { centreEntryKeys } from './quick-entries.tsx';

const centre = (
  flags: { columnFlag: 0 | 1; healthFlag: 0 | 1; onlineFlag: 0 | 1 },
  receiveOnline: 0 | 1 = 1,
) => ({
  receiveOnline,
  centerConfigMenu: flags,
});

describe('a centre’s quick entries', () => {
  it('show the special-disease column only when the centre’s configuration has columnFlag', () => {
    expect(centreEntryKeys(centre({ columnFlag: 1, healthFlag: 0, onlineFlag: 0 }))).toEqual([
      'booking',
      'report',
      'disease',
    ]);
    expect(centreEntryKeys(centre({ columnFlag: 0, healthFlag: 1, onlineFlag: 1 }))).toEqual([
      'booking',
      'report',
      'health',
      'online',
    ]);
  });

  it('leave out the report entry where reports are not received online', () => {
    expect(centreEntryKeys(centre({ columnFlag: 1, healthFlag: 0, onlineFlag: 0 }, 0))).toEqual([
      'booking',
      'disease',
    ]);
  });
});
