import { describe, expect, it } from 'vitest';
import { waitlistHoldNotice } from '../notices/notices.ts';
import { countdownText, holdSecondsLeft, isActiveWaitlistStatus } from './waitlist.ts';

describe('waitlist rules', () => {
  it('counts a hold down to zero and no further', () => {
    const now = new Date('2026-11-27T02:00:00Z');
    expect(holdSecondsLeft('2026-11-27T02:30:00Z', now)).toBe(1800);
    expect(holdSecondsLeft(new Date('2026-11-27T02:00:00.400Z'), now)).toBe(1);
    expect(holdSecondsLeft('2026-11-27T01:59:00Z', now)).toBe(0);
  });

  it('shows the countdown as mm:ss, with hours when there are any', () => {
    expect(countdownText(1800)).toBe('30:00');
    expect(countdownText(65)).toBe('01:05');
    expect(countdownText(3725)).toBe('1:02:05');
    expect(countdownText(-3)).toBe('00:00');
  });

  it('keeps only waiting and held entries active', () => {
    expect(isActiveWaitlistStatus('waiting')).toBe(true);
    expect(isActiveWaitlistStatus('held')).toBe(true);
    expect(isActiveWaitlistStatus('lapsed')).toBe(false);
    expect(isActiveWaitlistStatus('booked')).toBe(false);
    expect(isActiveWaitlistStatus('left')).toBe(false);
  });

  it('words the hold notice with the name masked and the time in Shanghai', () => {
    const n = waitlistHoldNotice({
      name: '王小明',
      centreName: '美年大健康（东城分院）',
      date: '2026-12-03',
      slotTime: '08:00~08:30',
      expiresAt: new Date('2026-11-27T02:30:00Z'),
    });
    expect(n.params).toEqual({
      name: '王*明',
      centre: '美年大健康（东城分院）',
      date: '12月3日',
      time: '08:00-08:30',
      until: '10:30',
    });
    expect(n.text).toBe(
      '王*明您好，您候补的美年大健康（东城分院）12月3日08:00-08:30有名额了，已为您保留至10:30，请在“我的候补”中尽快预约并支付，逾时将顺延给下一位。',
    );
  });
});
