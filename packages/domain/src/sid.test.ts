import { describe, expect, it } from 'vitest';
import { isSpecificCentre, resolveSid } from './sid.ts';

describe('resolveSid', () => {
  it('prefers query, then previous, then cookie', () => {
    expect(resolveSid({ query: '00-1', previous: '00-2', cookie: '00-3' })).toBe('00-1');
    expect(resolveSid({ query: '', previous: '00-2', cookie: '00-3' })).toBe('00-2');
    expect(resolveSid({ query: null, previous: ' ', cookie: '00-3' })).toBe('00-3');
  });

  it('falls back to the default centre', () => {
    expect(resolveSid({})).toBe('00-0');
  });
});

describe('isSpecificCentre', () => {
  it('is false for the default or a missing sid', () => {
    expect(isSpecificCentre('00-0')).toBe(false);
    expect(isSpecificCentre('')).toBe(false);
    expect(isSpecificCentre(null)).toBe(false);
    expect(isSpecificCentre('00-85')).toBe(true);
  });
});
