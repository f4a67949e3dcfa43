import { maskPhone } from '@tijian/domain';

export type SecurityEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.lockout'
  | 'session.kickout'
  | 'password.change'
  | 'limit.hit'
  | 'partner.refused';

export interface SecurityLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * One line per security event, under `security`, with who (user id or masked phone) and from where
 * (client address). Never a password, code, token or link signature: callers pass only these fields.
 */
export function securityEvent(
  log: SecurityLogger,
  event: SecurityEvent,
  details: { userId?: number; phone?: string; address?: string; reason?: string; method?: string },
): void {
  const { phone, ...rest } = details;
  const line = { security: event, ...rest, ...(phone ? { phone: maskPhone(phone) } : {}) };
  if (event === 'login.success' || event === 'password.change') log.info(line, `security: ${event}`);
  else log.warn(line, `security: ${event}`);
}
