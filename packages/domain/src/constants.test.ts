import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('business constants', () => {
  it('match spec section 9', () => {
    expect(domain.DEFAULT_SID).toBe('00-0');
    expect(domain.REQUEST_TIMEOUT_MS).toBe(90000);
    expect(domain.SMS_COUNTDOWN_SECONDS).toBe(59);
    expect(domain.MAX_CARDS_PER_ORDER).toBe(3);
    expect(domain.GEOLOCATION).toEqual({ timeout: 2000, maximumAge: 5000, enableHighAccuracy: true });
    expect(domain.DEFAULT_TITLE).toBe('体检专家');
  });
});
