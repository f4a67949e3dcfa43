import { maskPhone } from '@tijian/domain';

/** Sends a text message. Production configures a real gateway; development uses the log provider. */
export interface SmsProvider {
  sendCode(mobilePhone: string, code: string): Promise<void>;
  /** Development only: the last code "the phone" received, for tests and demo users. */
  lastCode?(mobilePhone: string): string | undefined;
}

/** Writes the code to the server log and keeps it in memory, standing in for the phone. */
export class LogSmsProvider implements SmsProvider {
  private readonly outbox = new Map<string, string>();

  constructor(private readonly log?: { info(details: object, message: string): void }) {}

  async sendCode(mobilePhone: string, code: string): Promise<void> {
    this.outbox.set(mobilePhone, code);
    this.log?.info({ phone: maskPhone(mobilePhone), code }, 'development SMS provider: code sent');
  }

  lastCode(mobilePhone: string): string | undefined {
    return this.outbox.get(mobilePhone);
  }
}
