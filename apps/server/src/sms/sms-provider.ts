import { createHmac, randomUUID } from 'node:crypto';
import { maskPhone } from '@tijian/domain';
import type { SmsConfig } from '../config.ts';

/** Sends a text message. Production configures a real gateway; development and tests use the outbox. */
export interface SmsProvider {
  sendCode(mobilePhone: string, code: string): Promise<void>;
  /** Outbox only: the last code "the phone" received, for tests and the demo (read through /m/dev/sms). */
  lastCode?(mobilePhone: string): string | undefined;
}

interface InfoLog {
  info(details: object, message: string): void;
}

/**
 * Keeps each phone's last code in memory, standing in for the phone. It sends nothing and never logs a
 * code (only the masked phone); production refuses to start with it.
 */
export class OutboxSmsProvider implements SmsProvider {
  private readonly outbox = new Map<string, string>();

  constructor(private readonly log?: InfoLog) {}

  async sendCode(mobilePhone: string, code: string): Promise<void> {
    this.outbox.set(mobilePhone, code);
    this.log?.info({ phone: maskPhone(mobilePhone) }, 'SMS outbox: code kept for the development reader');
  }

  lastCode(mobilePhone: string): string | undefined {
    return this.outbox.get(mobilePhone);
  }
}

/** RFC 3986 percent-encoding as Aliyun's signature (version 1.0) wants it. */
const aliyunEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signed form body of an Aliyun SendSms call (RPC style, HMAC-SHA1, API version 2017-05-25). */
export function aliyunSendSmsBody(
  config: Extract<SmsConfig, { provider: 'aliyun' }>,
  mobilePhone: string,
  code: string,
  now: Date,
  nonce: string,
): string {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: mobilePhone,
    RegionId: 'cn-hangzhou',
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: config.templateCode,
    TemplateParam: JSON.stringify({ code }),
    Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `POST&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  const signature = createHmac('sha1', `${config.accessKeySecret}&`).update(stringToSign).digest('base64');
  return `Signature=${aliyunEncode(signature)}&${canonical}`;
}

/** Aliyun's SMS service (dysmsapi) over HTTPS. Failures are logged with the provider's code, never the SMS code. */
export class AliyunSmsProvider implements SmsProvider {
  constructor(
    private readonly config: Extract<SmsConfig, { provider: 'aliyun' }>,
    private readonly log?: InfoLog & { error(details: object, message: string): void },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async sendCode(mobilePhone: string, code: string): Promise<void> {
    const body = aliyunSendSmsBody(this.config, mobilePhone, code, new Date(), randomUUID());
    const res = await this.fetchImpl(`${this.config.endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!res.ok || answer.Code !== 'OK') {
      this.log?.error(
        { phone: maskPhone(mobilePhone), status: res.status, providerCode: answer.Code },
        'SMS gateway refused the message',
      );
      throw new Error(`SMS gateway: ${answer.Code ?? res.status}`);
    }
    this.log?.info({ phone: maskPhone(mobilePhone) }, 'SMS code sent');
  }
}

export function smsProviderFor(
  config: SmsConfig,
  log?: InfoLog & { error(details: object, message: string): void },
) {
  return config.provider === 'aliyun' ? new AliyunSmsProvider(config, log) : new OutboxSmsProvider(log);
}
