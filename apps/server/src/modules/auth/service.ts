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
import type { SmsProvider } from '../../sms/sms-provider.ts';
import { toProfile, type UserProfile, usersService } from '../users/service.ts';
import {
  hashPassword,
  hmacHex,
  newToken,
  randomDigits,
  randomImageCode,
  safeEqual,
  sha256,
  verifyPassword,
} from './crypto.ts';
import { authRepository } from './repository.ts';

export interface AuthDeps {
  db: Db;
  config: Config;
  sms: SmsProvider;
  clock: () => Date;
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

export function createAuthService({ db, config, sms, clock }: AuthDeps) {
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
    await authRepository.endUserSessions(tx, userId, 'kickout', session.id);
    return token;
  }

  async function loginUser(userId: number, clientId: string): Promise<LoginResult> {
    return db.transaction(async (tx) => {
      const token = await startSession(tx, userId, clientId);
      const row = await usersService.findById(tx, userId);
      return { token, clientId, user: toProfile(row!) };
    });
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
      const image = await authRepository.takeImageCode(db, input.clientId);
      if (
        !image ||
        image.expiresAt <= clock() ||
        image.code.toUpperCase() !== input.picValidateCode.toUpperCase()
      ) {
        throw new AppError(ErrorCode.smsPicCode, '图形验证码错误或已过期，请重新输入');
      }
      const code = randomDigits(SMS_CODE_LENGTH);
      await db.transaction(async (tx) => {
        await authRepository.lockPhone(tx, input.mobilePhone);
        const now = clock();
        const last = await authRepository.lastSmsCode(tx, input.mobilePhone);
        if (last) {
          const waitSeconds = Math.ceil(
            (last.sentAt.getTime() + SMS_COUNTDOWN_SECONDS * 1000 - now.getTime()) / 1000,
          );
          if (waitSeconds > 0)
            throw new AppError(ErrorCode.smsFrequent, `验证码发送太频繁，请${waitSeconds}秒后再试`);
        }
        const dayAgo = new Date(now.getTime() - DAY_MS);
        const byPhone = await authRepository.countSmsSince(tx, { mobilePhone: input.mobilePhone }, dayAgo);
        if (byPhone >= config.smsDailyLimitPerPhone) {
          throw new AppError(ErrorCode.smsLimit, '该手机号今日获取验证码次数已达上限，请明天再试');
        }
        const byAddress = await authRepository.countSmsSince(
          tx,
          { clientAddress: input.clientAddress },
          dayAgo,
        );
        if (byAddress >= config.smsDailyLimitPerAddress) {
          throw new AppError(ErrorCode.smsLimit, '当前网络获取验证码次数过多，请稍后再试');
        }
        await authRepository.insertSmsCode(tx, {
          mobilePhone: input.mobilePhone,
          clientAddress: input.clientAddress,
          codeHash: smsHash(input.mobilePhone, code),
          sentAt: now,
          expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
        });
      });
      await sms.sendCode(input.mobilePhone, code);
      return { countdown: SMS_COUNTDOWN_SECONDS };
    },

    async loginBySms(input: {
      mobilePhone: string;
      msgCode: string;
      clientId: string;
      openid?: string | undefined;
    }) {
      const last = await authRepository.lastSmsCode(db, input.mobilePhone);
      if (!last || last.consumedAt || last.expiresAt <= clock() || last.wrongTries >= SMS_MAX_WRONG_TRIES) {
        throw new AppError(ErrorCode.smsExpired, '验证码已失效，请重新获取');
      }
      if (!safeEqual(last.codeHash, smsHash(input.mobilePhone, input.msgCode))) {
        const tries = await authRepository.addWrongTry(db, last.id);
        if (tries >= SMS_MAX_WRONG_TRIES)
          throw new AppError(ErrorCode.smsExpired, '验证码错误次数过多，请重新获取');
        throw new AppError(ErrorCode.smsCode, `短信验证码错误，还可尝试${SMS_MAX_WRONG_TRIES - tries}次`);
      }
      if (!(await authRepository.consumeSmsCode(db, last.id))) {
        throw new AppError(ErrorCode.smsExpired, '验证码已失效，请重新获取');
      }
      const user = await usersService.upsertByPhone(db, input.mobilePhone, input.openid);
      return loginUser(user.id, input.clientId);
    },

    async loginByPassword(input: {
      username: string;
      password: string;
      clientId: string;
      openid?: string | undefined;
    }) {
      const user = await usersService.findByPhone(db, input.username);
      const good = await verifyPassword(input.password, user?.passwordHash ?? null);
      if (!user || !good) throw new AppError(ErrorCode.loginPassword, '手机号或密码错误');
      if (input.openid) await usersService.upsertByPhone(db, user.mobilePhone, input.openid);
      return loginUser(user.id, input.clientId);
    },

    /** Partner link: p = "{expires}.{hmac}", signed with the partner's secret over code|u|expires. */
    async loginByPlatform(input: { platformUserCode: string; u: string; p: string; clientId: string }) {
      const secret = config.platformSecrets.get(input.platformUserCode);
      const [expiresText = '', signature = ''] = input.p.split('.');
      const expires = Number(expiresText);
      const expected = secret ? hmacHex(secret, `${input.platformUserCode}|${input.u}|${expiresText}`) : '';
      if (!secret || !Number.isInteger(expires) || !safeEqual(signature, expected)) {
        throw new AppError(ErrorCode.platformSign, '登录链接无效，请从合作平台重新进入');
      }
      if (expires * 1000 <= clock().getTime()) {
        throw new AppError(ErrorCode.platformSign, '登录链接已过期，请从合作平台重新进入');
      }
      const user = await usersService.upsertByPhone(db, input.u);
      return loginUser(user.id, input.clientId);
    },

    /** Resolves a token to its user, or throws the spec's session codes. */
    async authenticate(token: string | undefined): Promise<AuthenticatedUser> {
      if (!token) throw new AppError(ErrorCode.loginNot, '请先登录');
      const session = await authRepository.findSessionByTokenHash(db, sha256(token));
      const now = clock();
      if (session?.endReason === 'kickout') {
        throw new AppError(ErrorCode.kickout, '您的账号已在其他设备登录，如非本人操作，请及时修改密码');
      }
      if (!session || session.endedAt || session.lastUsedAt.getTime() + config.tokenTtlMs <= now.getTime()) {
        throw new AppError(ErrorCode.tokenInvalid, '登录已失效，请重新登录');
      }
      if (now.getTime() - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
        await authRepository.touchSession(db, session.id, now);
      }
      return { userId: session.userId, sessionId: session.id };
    },

    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const session = await authRepository.findSessionByTokenHash(db, sha256(token));
      if (session) await authRepository.endSession(db, session.id, 'logout');
    },

    async checkOldPassword(userId: number, oldPassword: string): Promise<void> {
      const user = await usersService.findById(db, userId);
      if (!user?.passwordHash) throw new AppError(ErrorCode.passwordOld, '您还未设置登录密码');
      if (!(await verifyPassword(oldPassword, user.passwordHash))) {
        throw new AppError(ErrorCode.passwordOld, '原密码不正确');
      }
    },

    /** Sets a new password (the old one must match when one exists) and ends the user's other sessions. */
    async changePassword(auth: AuthenticatedUser, oldPassword: string | undefined, newPassword: string) {
      const user = await usersService.findById(db, auth.userId);
      if (user?.passwordHash) {
        if (!oldPassword || !(await verifyPassword(oldPassword, user.passwordHash))) {
          throw new AppError(ErrorCode.passwordOld, '原密码不正确');
        }
      }
      const hash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await usersService.setPasswordHash(tx, auth.userId, hash);
        await authRepository.endUserSessions(tx, auth.userId, 'password', auth.sessionId);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
