import type { Endpoint } from '@tijian/contract';
import * as contract from '@tijian/contract';
import { describe, expect, it } from 'vitest';
import * as client from './index.ts';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'id' in value;

// The contract's areas: its namespace exports holding endpoints (auth, orders…).
const areas = Object.entries(contract).flatMap(([name, value]) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  const found = Object.entries(value).filter(([, v]) => isEndpoint(v)) as [string, Endpoint][];
  return found.length > 0 ? [[name, found] as const] : [];
});

describe('the routes', () => {
  it('cover every endpoint of every area of the contract', () => {
    expect(areas.map(([name]) => name)).toContain('orders');
    expect(areas.flatMap(([, found]) => found).length).toBe(contract.endpoints.length);
  });

  it.each(areas)('of %s have each endpoint’s method, path and kind of answer', (name, found) => {
    const expected = Object.fromEntries(
      found.map(([key, e]) => [key, { method: e.method, path: e.path, produces: e.produces ?? 'envelope' }]),
    );
    expect((client as Record<string, unknown>)[name]).toEqual(expected);
  });
});
