import { ErrorCode } from '@tijian/domain';
import { AppError } from '../../http/app-error.ts';
import type { LimitStore } from '../../security/limit-store.ts';
import { type SecurityLogger, securityEvent } from '../../security/security-log.ts';

export const CARD_GUESS_LIMITS = {
  /** Tries of one account, and of one card number, within the window. */
  perWindow: 10,
  windowMs: 60 * 60_000,
} as const;

export const GuessMessages = {
  tooMany: (minutes: number) => `卡号或密码错误次数过多，请${minutes}分钟后再试`,
} as const;

/**
 * Card-number guessing, throttled per account and per card number in the limit store the login
 * throttle uses (memory, or Redis shared by every process). A try is counted before the password is
 * compared, in one atomic step per key, so however many arrive at once no more than 10 an hour are
 * ever compared; the 11th is refused without comparing. Every try counts, a right one too (nobody
 * activates ten cards an hour), so a card an attacker holds cannot buy back tries; the window runs
 * from the first try.
 */
export function createCardGuessThrottle(store: LimitStore, log: SecurityLogger) {
  const userKey = (userId: number) => `health-card-try:user:${userId}`;
  const cardKey = (cardNo: string) => `health-card-try:card:${cardNo}`;

  const refused = (msLeft: number) =>
    new AppError(ErrorCode.tooMany, GuessMessages.tooMany(Math.max(1, Math.ceil(msLeft / 60_000))));

  return {
    /** Counts a try of this account on this number; throws when either is past its limit. */
    async take(userId: number, cardNo: string): Promise<void> {
      const byUser = await store.hit(userKey(userId), CARD_GUESS_LIMITS.windowMs);
      const byCard = await store.hit(cardKey(cardNo), CARD_GUESS_LIMITS.windowMs);
      const over = [byUser, byCard].filter((c) => c.count > CARD_GUESS_LIMITS.perWindow);
      if (over.length === 0) return;
      securityEvent(log, 'limit.hit', { userId, reason: 'health card activation tries' });
      throw refused(Math.max(...over.map((c) => c.msLeft)));
    },
  };
}

export type CardGuessThrottle = ReturnType<typeof createCardGuessThrottle>;
