import { afterEach, describe, expect, it } from 'vitest';
import { ELDER_CLASS, useElderModeStore } from './elder-mode.ts';

afterEach(() => useElderModeStore.getState().setOn(false));

describe('elder mode', () => {
  it('puts its class on <html> and keeps the choice on this device', () => {
    expect(document.documentElement.classList.contains(ELDER_CLASS)).toBe(false);
    useElderModeStore.getState().setOn(true);
    expect(document.documentElement.classList.contains(ELDER_CLASS)).toBe(true);
    expect(localStorage.getItem('tijian.elderMode')).toBe('1');
    expect(useElderModeStore.getState().on).toBe(true);
    useElderModeStore.getState().setOn(false);
    expect(document.documentElement.classList.contains(ELDER_CLASS)).toBe(false);
    expect(localStorage.getItem('tijian.elderMode')).toBe('0');
  });
});
