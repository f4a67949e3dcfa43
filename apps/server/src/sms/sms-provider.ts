import { createHmac, randomUUID } from 'node:crypto';
import { maskPhone, type NoticeKind } from '@tijian/domain';
import type { SmsConfig } from '../config.ts';

/** What an SMS may be about: the product's own notices, and an HR administrator's reminder to book. */
export type SmsNoticeKind = NoticeKind | 'teamInvite' | 'waitlistHold';

/** A notice as the SMS gateway fills its template: the template's parameters, and the whole text. */
export interface SmsNotice {
  kind: SmsNoticeKind;
  params: Record<string, string>;
  text: string;
}

/** Sends a text message. Production configures a real gateway; development and tests use the outbox. */
export interface SmsProvider {
  sendCode(mobilePhone: string, code: string): Promise<void>;
  /** whether this kind of notice can go by SMS (the gateway has an approved template for it) */
  sendsNotice(kind: SmsNoticeKind): boolean;
  sendNotice(mobilePhone: string, notice: SmsNotice): Promise<void>;
  /** Outbox only: the notices "the phone" received, oldest first. */
  noticesTo?(mobilePhone: string): SmsNotice[];
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
  private readonly notices = new Map<string, SmsNotice[]>();

  constructor(private readonly log?: InfoLog) {}

  async sendCode(mobilePhone: string, code: string): Promise<void> {
    this.outbox.set(mobilePhone, code);
    this.log?.info({ phone: maskPhone(mobilePhone) }, 'SMS outbox: code kept for the development reader');
  }

  lastCode(mobilePhone: string): string | undefined {
    return this.outbox.get(mobilePhone);
  }

  sendsNotice(): boolean {
    return true;
  }

  async sendNotice(mobilePhone: string, notice: SmsNotice): Promise<void> {
    const kept = this.notices.get(mobilePhone) ?? [];
    // A phone keeps its last few: the demo runs for days without growing.
    this.notices.set(mobilePhone, [...kept.slice(-19), notice]);
    this.log?.info({ phone: maskPhone(mobilePhone), kind: notice.kind }, 'SMS outbox: notice kept');
  }

  noticesTo(mobilePhone: string): SmsNotice[] {
    return this.notices.get(mobilePhone) ?? [];
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
  return aliyunTemplateBody(config, mobilePhone, config.templateCode, { code }, now, nonce);
}

/** The signed SendSms body for any approved template and its parameters. */
export function aliyunTemplateBody(
  config: Extract<SmsConfig, { provider: 'aliyun' }>,
  mobilePhone: string,
  templateCode: string,
  templateParams: Record<string, string>,
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
    TemplateCode: templateCode,
    TemplateParam: JSON.stringify(templateParams),
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
    await this.post(mobilePhone, aliyunSendSmsBody(this.config, mobilePhone, code, new Date(), randomUUID()));
    this.log?.info({ phone: maskPhone(mobilePhone) }, 'SMS code sent');
  }

  sendsNotice(kind: SmsNoticeKind): boolean {
    return Boolean(this.config.noticeTemplates[kind]);
  }

  async sendNotice(mobilePhone: string, notice: SmsNotice): Promise<void> {
    const template = this.config.noticeTemplates[notice.kind];
    if (!template) throw new Error(`SMS: no template for the ${notice.kind} notice`);
    const body = aliyunTemplateBody(
      this.config,
      mobilePhone,
      template,
      notice.params,
      new Date(),
      randomUUID(),
    );
    await this.post(mobilePhone, body);
    this.log?.info({ phone: maskPhone(mobilePhone), kind: notice.kind }, 'SMS notice sent');
  }

  /** Posts a signed SendSms body; a refusal is logged with the gateway's code (never the message) and thrown. */
  private async post(mobilePhone: string, body: string): Promise<void> {
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
  }
}

export function smsProviderFor(
  config: SmsConfig,
  log?: InfoLog & { error(details: object, message: string): void },
) {
  return config.provider === 'aliyun' ? new AliyunSmsProvider(config, log) : new OutboxSmsProvider(log);
}
