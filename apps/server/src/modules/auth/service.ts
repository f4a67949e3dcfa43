import {
  ErrorCode,
  IMAGE_CODE_LENGTH,
  IMAGE_CODE_TTL_SECONDS,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_COUNTDOWN_SECONDS,
  SMS_MAX_WRONG_TRIES,
} from '@tijian/domain';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { LOGIN_LIMITS, type LoginThrottle } from '../../security/login-throttle.ts';
import { type SecurityLogger, securityEvent } from '../../security/security-log.ts';
import type { SmsProvider } from '../../sms/sms-provider.ts';
import type { UserProfile, UsersService } from '../users/service.ts';
import { hmacHex, newToken, randomDigits, randomImageCode, safeEqual, sha256 } from './crypto.ts';
import { authRepository, type SmsPurpose } from './repository.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  sms: SmsProvider;
  clock: () => Date;
  /** Accounts are the users module's: auth asks it whose credentials these are, never reads its rows. */
  users: UsersService;
  throttle: LoginThrottle;
  log: SecurityLogger & { error(details: object, message: string): void };
}

export interface LoginResult {
  token: string;
  clientId: string;
  user: UserProfile;
}

export interface AuthenticatedUser {
  userId: number;
  sessionId: number;
}

const DAY_MS = 24 * 3600 * 1000;
// Writing last_used_at on every request costs a write per read; a minute's precision is plenty for a 30-day expiry.
const TOUCH_EVERY_MS = 60_000;

const smsHash = (mobilePhone: string, code: string) => sha256(`${mobilePhone}:${code}`);

/** Partner links may name an expiry at most this far ahead. */
export const PARTNER_LINK_MAX_AHEAD_MS = 10 * 60_000;

export function createAuthService({ db, config, sms, clock, users, throttle, log }: AuthDeps) {
  async function startSession(tx: DbOrTx, userId: number, clientId: string): Promise<string> {
    const token = newToken();
    await authRepository.lockUserSessions(tx, userId);
    const session = await authRepository.insertSession(tx, {
      tokenHash: sha256(token),
      userId,
      clientId,
      now: clock(),
    });
    // One active session per user: the older ones answer login,kickout from now on.
    const kicked = await authRepository.endUserSessions(tx, userId, 'kickout', session.id);
    if (kicked > 0) securityEvent(log, 'session.kickout', { userId, reason: `${kicked} older session(s)` });
    return token;
  }

  async function loginUser(
    userId: number,
    clientId: string,
    address: string,
    method: string,
  ): Promise<LoginResult> {
    const token = await db.transaction((tx) => startSession(tx, userId, clientId));
    securityEvent(log, 'login.success', { userId, address, method });
    return { token, clientId, user: await users.profile(userId) };
  }

  /**
   * Sends a fresh code to the phone: one per 59 s per phone (whatever it is for, so no purpose
   * multiplies the texts a phone gets), within the daily limits per phone and per address.
   */
  async function issueCode(
    mobilePhone: string,
    clientAddress: string,
    purpose: SmsPurpose,
    delivery: 'awaited' | 'quiet' | 'withheld' = 'awaited',
  ) {
    const code = randomDigits(SMS_CODE_LENGTH);
    await db.transaction(async (tx) => {
      await authRepository.lockPhone(tx, mobilePhone);
      const now = clock();
      const last = await authRepository.lastSmsCode(tx, mobilePhone);
      if (last) {
        const waitSeconds = Math.ceil(
          (last.sentAt.getTime() + SMS_COUNTDOWN_SECONDS * 1000 - now.getTime()) / 1000,
        );
        if (waitSeconds > 0)
          throw new AppError(ErrorCode.smsFrequent, `验证码发送太频繁，请${waitSeconds}秒后再试`);
      }
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const byPhone = await authRepository.countSmsSince(tx, { mobilePhone }, dayAgo);
      if (byPhone >= config.smsDailyLimitPerPhone) {
        throw new AppError(ErrorCode.smsLimit, '该手机号今日获取验证码次数已达上限，请明天再试');
      }
      const byAddress = await authRepository.countSmsSince(tx, { clientAddress }, dayAgo);
      if (byAddress >= config.smsDailyLimitPerAddress) {
        throw new AppError(ErrorCode.smsLimit, '当前网络获取验证码次数过多，请稍后再试');
      }
      await authRepository.insertSmsCode(tx, {
        mobilePhone,
        clientAddress,
        codeHash: smsHash(mobilePhone, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
        purpose,
      });
    });
    if (delivery === 'awaited') {
      try {
        await sms.sendCode(mobilePhone, code);
      } catch {
        throw new AppError(ErrorCode.systemError, '短信发送失败，请稍后再试');
      }
    } else if (delivery === 'quiet') {
      // Not waited for: the answer must take as long as a withheld one, and a failure must not tell.
      sms.sendCode(mobilePhone, code).catch((error: unknown) => {
        log.error({ err: error, purpose }, 'SMS code not delivered');
      });
    }
    return { countdown: SMS_COUNTDOWN_SECONDS };
  }

  /** Whether the client's image code was this one (any case) and still live; it is used up either way. */
  async function imageCodeAccepted(clientId: string, typed: string): Promise<boolean> {
    const image = await authRepository.takeImageCode(db, clientId);
    return (
      image !== undefined && image.expiresAt > clock() && image.code.toUpperCase() === typed.toUpperCase()
    );
  }

  /**
   * Checks and uses the phone's latest code for this purpose. The try is spent before the code is
   * compared, in one conditional statement: of any number of guesses at once, at most
   * SMS_MAX_WRONG_TRIES are ever compared. `onWrong` runs before a wrong code is refused.
   */
  async function useSmsCode(
    mobilePhone: string,
    code: string,
    purpose: SmsPurpose,
    onWrong?: () => Promise<unknown>,
  ): Promise<void> {
    const spent = await authRepository.spendSmsTry(db, mobilePhone, clock(), SMS_MAX_WRONG_TRIES, purpose);
    if (!spent) throw new AppError(ErrorCode.smsExpired, '验证码已失效，请重新获取');
    if (!safeEqual(spent.codeHash, smsHash(mobilePhone, code))) {
      await onWrong?.();
      if (spent.tries >= SMS_MAX_WRONG_TRIES)
        throw new AppError(ErrorCode.smsExpired, '验证码错误次数过多，请重新获取');
      throw new AppError(ErrorCode.smsCode, `短信验证码错误，还可尝试${SMS_MAX_WRONG_TRIES - spent.tries}次`);
    }
    if (!(await authRepository.consumeSmsCode(db, spent.id))) {
      throw new AppError(ErrorCode.smsExpired, '验证码已失效，请重新获取');
    }
  }

  return {
    async newImageCode(clientId: string): Promise<string> {
      const code = randomImageCode(IMAGE_CODE_LENGTH);
      const expiresAt = new Date(clock().getTime() + IMAGE_CODE_TTL_SECONDS * 1000);
      await authRepository.saveImageCode(db, clientId, code, expiresAt);
      return code;
    },

    async peekImageCode(clientId: string): Promise<string | undefined> {
      const row = await authRepository.peekImageCode(db, clientId);
      return row && row.expiresAt > clock() ? row.code : undefined;
    },

    async sendSmsCode(input: {
      mobilePhone: string;
      picValidateCode: string;
      clientId: string;
      clientAddress: string;
    }) {
      if (!(await imageCodeAccepted(input.clientId, input.picValidateCode))) {
        throw new AppError(ErrorCode.smsPicCode, '图形验证码错误或已过期，请重新输入');
      }
      return issueCode(input.mobilePhone, input.clientAddress, 'login');
    },

    /**
     * A code for something other than logging in (linking a family member's reports, claiming a
     * report): under the same limits, and only ever accepted by checkPurposeCode with the same purpose.
     * `deliver: false` records and counts the code exactly as a sent one but sends no text, and a sent
     * one is not waited for: a caller that must not tell whether the phone was the right one (a
     * stranger is typing) answers alike, in the same time, either way, limits included.
     */
    sendPurposeCode(input: {
      mobilePhone: string;
      clientAddress: string;
      purpose: Exclude<SmsPurpose, 'login'>;
      deliver: boolean;
    }) {
      return issueCode(
        input.mobilePhone,
        input.clientAddress,
        input.purpose,
        input.deliver ? 'quiet' : 'withheld',
      );
    },

    /**
     * Checks and uses a purpose code, spending the try before comparing (as the login does); throws
     * the login's messages when it is wrong, expired or used.
     */
    async checkPurposeCode(input: {
      mobilePhone: string;
      code: string;
      purpose: Exclude<SmsPurpose, 'login'>;
    }): Promise<void> {
      await useSmsCode(input.mobilePhone, input.code, input.purpose);
    },

    async loginBySms(input: {
      mobilePhone: string;
      msgCode: string;
      clientId: string;
      clientAddress: string;
      openid?: string | undefined;
    }) {
      await throttle.check(input.mobilePhone, input.clientAddress);
      await useSmsCode(input.mobilePhone, input.msgCode, 'login', () =>
        throttle.fail(input.mobilePhone, input.clientAddress, 'sms'),
      );
      await throttle.succeed(input.mobilePhone);
      const userId = await users.ensureByPhone(input.mobilePhone, input.openid);
      return loginUser(userId, input.clientId, input.clientAddress, 'sms');
    },

    async loginByPassword(input: {
      username: string;
      password: string;
      clientId: string;
      clientAddress: string;
      picValidateCode?: string | undefined;
      openid?: string | undefined;
    }) {
      // Checked before any hash is computed: a locked phone costs the server nothing.
      const { captchaRequired } = await throttle.check(input.username, input.clientAddress);
      if (captchaRequired) {
        if (!input.picValidateCode) {
          throw new AppError(ErrorCode.loginPicCode, '登录失败次数较多，请输入图形验证码');
        }
        if (!(await imageCodeAccepted(input.clientId, input.picValidateCode))) {
          throw new AppError(ErrorCode.loginPicCode, '图形验证码错误或已过期，请重新输入');
        }
      }
      const userId = await users.verifyCredentials(input.username, input.password);
      if (userId === null) {
        const { failures } = await throttle.fail(input.username, input.clientAddress, 'password');
        if (failures >= LOGIN_LIMITS.captchaAfter)
          throw new AppError(ErrorCode.loginPicCode, '手机号或密码错误，请输入图形验证码后重试');
        throw new AppError(ErrorCode.loginPassword, '手机号或密码错误');
      }
      await throttle.succeed(input.username);
      if (input.openid) await users.ensureByPhone(input.username, input.openid);
      return loginUser(userId, input.clientId, input.clientAddress, 'password');
    },

    /**
     * Partner link: p = "{expires}.{hmac}", signed with one of the partner's secrets (two during a
     * rotation) over code|u|expires. The expiry may be at most 10 minutes ahead, and a link logs in once.
     */
    async loginByPlatform(input: {
      platformUserCode: string;
      u: string;
      p: string;
      clientId: string;
      clientAddress: string;
    }) {
      const secrets = config.platformSecrets.get(input.platformUserCode) ?? [];
      const [expiresText = '', signature = '', ...rest] = input.p.split('.');
      const expires = /^\d{1,12}$/.test(expiresText) ? Number(expiresText) : Number.NaN;
      const signed = `${input.platformUserCode}|${input.u}|${expiresText}`;
      const good =
        rest.length === 0 &&
        Number.isInteger(expires) &&
        secrets.some((secret) => safeEqual(signature, hmacHex(secret, signed)));
      const refuse = (reason: string, message: string) => {
        securityEvent(log, 'partner.refused', { phone: input.u, address: input.clientAddress, reason });
        return new AppError(ErrorCode.platformSign, message);
      };
      if (!good) throw refuse('signature', '登录链接无效，请从合作平台重新进入');
      const now = clock().getTime();
      if (expires * 1000 <= now) throw refuse('expired', '登录链接已过期，请从合作平台重新进入');
      if (expires * 1000 > now + PARTNER_LINK_MAX_AHEAD_MS) {
        throw refuse('expiry too far ahead', '登录链接无效，请从合作平台重新进入');
      }
      const first = await authRepository.spendPartnerLink(
        db,
        sha256(signed + signature),
        new Date(expires * 1000),
      );
      if (!first) throw refuse('reused', '登录链接已使用过，请从合作平台重新进入');
      return loginUser(await users.ensureByPhone(input.u), input.clientId, input.clientAddress, 'partner');
    },

    /** Resolves a token to its user, or throws the spec's session codes. */
    async authenticate(token: string | undefined): Promise<AuthenticatedUser> {
      if (!token) throw new AppError(ErrorCode.loginNot, '请先登录');
      const session = await authRepository.findSessionByTokenHash(db, sha256(token));
      const now = clock();
      if (session?.endReason === 'kickout') {
        throw new AppError(ErrorCode.kickout, '您的账号已在其他设备登录，如非本人操作，请及时修改密码');
      }
      if (
        !session ||
        session.endedAt ||
        session.lastUsedAt.getTime() + config.tokenTtlMs <= now.getTime() ||
        // The absolute lifetime: however busy, a session ends SESSION_MAX_DAYS after its login.
        session.createdAt.getTime() + config.sessionMaxMs <= now.getTime()
      ) {
        throw new AppError(ErrorCode.tokenInvalid, '登录已失效，请重新登录');
      }
      if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await authRepository.touchSession(db, session.id, now);
      }
      return { userId: session.userId, sessionId: session.id };
    },

    /** Deletes expired codes, captchas, used partner links and sessions past their absolute lifetime. */
    purgeExpired() {
      const now = clock();
      return authRepository.purgeExpired(db, now, new Date(now.getTime() - config.sessionMaxMs));
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const session = await authRepository.findSessionByTokenHash(db, sha256(token));
      if (session) await authRepository.endSession(db, session.id, 'logout');
    },

    /** Sets a new password (the old one must match when one exists) and, in the same transaction, ends the user's other sessions. */
    async changePassword(auth: AuthenticatedUser, oldPassword: string | undefined, newPassword: string) {
      await users.changePassword(auth.userId, { oldPassword, newPassword }, async (tx) => {
        await authRepository.endUserSessions(tx, auth.userId, 'password', auth.sessionId);
      });
      securityEvent(log, 'password.change', { userId: auth.userId });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
