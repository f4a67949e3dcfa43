import { company } from '@tijian/contract';
import { describe, expect, it } from 'vitest';
import { companyCopy } from './copy.ts';
import { ROSTER_HEADER, ROSTER_MAX_BYTES } from './lib/roster-file.ts';

describe('the HR portal’s copy of the contract', () => {
  it('says each refusal in the contract’s words', () => {
    for (const [key, message] of Object.entries(companyCopy.messages))
      expect(message, key).toBe(company.CompanyMessages[key as keyof typeof company.CompanyMessages]);
  });

  it('has the roster’s columns and size limit as the server reads them', () => {
    expect(ROSTER_HEADER).toEqual(company.ROSTER_COLUMNS);
    expect(Math.ceil((ROSTER_MAX_BYTES * 4) / 3) + 4).toBe(company.ROSTER_MAX_BASE64);
  });
});
