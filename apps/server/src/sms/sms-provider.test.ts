import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AliyunSmsProvider, aliyunSendSmsBody, OutboxSmsProvider } from './sms-provider.ts';

const EVE = {
  kind: 'examEve' as const,
  params: { name: '王*明', date: '12月3日' },
  text: '王*明您好，您预约了明天（12月3日）的体检',
};

const config = {
  provider: 'aliyun' as const,
  accessKeyId: 'testid',
  accessKeySecret: 'testsecret',
  signName: '体检预约',
  templateCode: 'SMS_123',
  noticeTemplates: { examEve: 'SMS_EVE' },
  endpoint: 'https://dysmsapi.aliyuncs.com',
};

function recordingLog() {
  const lines: string[] = [];
  const write = (details: object, message: string) => lines.push(JSON.stringify({ ...details, message }));
  return { lines, log: { info: write, error: write } };
}

describe('Aliyun SMS adapter', () => {
  it('signs SendSms as Aliyun RPC version 1.0 (HMAC-SHA1 over the sorted, encoded parameters)', () => {
    const body = aliyunSendSmsBody(
      config,
      '13800138000',
      '123456',
      new Date('2026-11-22T01:02:03.456Z'),
      'nonce-1',
    );
    const params = new URLSearchParams(body);
    expect(params.get('Action')).toBe('SendSms');
    expect(params.get('PhoneNumbers')).toBe('13800138000');
    expect(params.get('TemplateParam')).toBe('{"code":"123456"}');
    expect(params.get('Timestamp')).toBe('2026-11-22T01:02:03Z');
    const signature = params.get('Signature')!;
    const canonical = body.slice(body.indexOf('&') + 1);
    const enc = (t: string) =>
      encodeURIComponent(t).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    expect(signature).toBe(
      createHmac('sha1', 'testsecret&')
        .update(`POST&%2F&${enc(canonical)}`)
        .digest('base64'),
    );
    // Keys in byte order, as the signature requires.
    const keys = canonical.split('&').map((kv) => kv.split('=')[0]!);
    expect(keys).toEqual([...keys].sort());
  });

  it('posts to the gateway and logs the masked phone, never the code, on success and failure', async () => {
    const { lines, log } = recordingLog();
    let sent = '';
    const ok = new AliyunSmsProvider(config, log, async (_url, init) => {
      sent = String(init?.body);
      return new Response(JSON.stringify({ Code: 'OK' }));
    });
    await ok.sendCode('13800138000', '654321');
    expect(sent).toContain('654321');
    const refused = new AliyunSmsProvider(config, log, async () =>
      Response.json({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' }),
    );
    await expect(refused.sendCode('13800138000', '777777')).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
    const all = lines.join('\n');
    expect(all).not.toMatch(/654321|777777|13800138000/);
    expect(all).toContain('138****8000');
  });
});

describe('outbox', () => {
  it('keeps the code for the demo reader and logs only the masked phone', async () => {
    const { lines, log } = recordingLog();
    const outbox = new OutboxSmsProvider(log);
    await outbox.sendCode('13800138000', '112233');
    expect(outbox.lastCode('13800138000')).toBe('112233');
    expect(lines.join('\n')).not.toMatch(/112233|13800138000/);
  });
});

describe('notices by SMS', () => {
  it('fill the notice’s own approved template with its parameters; a notice without one is not sent', async () => {
    let sent = new URLSearchParams();
    const gateway = new AliyunSmsProvider(config, undefined, async (_url, init) => {
      sent = new URLSearchParams(String(init?.body));
      return Response.json({ Code: 'OK' });
    });
    expect(gateway.sendsNotice('examEve')).toBe(true);
    expect(gateway.sendsNotice('reportReady')).toBe(false);
    await gateway.sendNotice('13800138000', EVE);
    expect(sent.get('TemplateCode')).toBe('SMS_EVE');
    expect(JSON.parse(sent.get('TemplateParam')!)).toEqual(EVE.params);
    await expect(gateway.sendNotice('13800138000', { ...EVE, kind: 'reportReady' })).rejects.toThrow(
      /no template/,
    );
  });

  it('the outbox keeps each phone’s notices for the demo, its last twenty', async () => {
    const outbox = new OutboxSmsProvider();
    for (let i = 0; i < 22; i++) await outbox.sendNotice('13800138000', { ...EVE, text: `第${i}条` });
    const kept = outbox.noticesTo('13800138000');
    expect(kept).toHaveLength(20);
    expect(kept.at(-1)!.text).toBe('第21条');
    expect(outbox.noticesTo('13900000000')).toEqual([]);
  });
});
