import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createWechatService } from './service.ts';
import type { WechatClient } from './wechat-client.ts';

const wechat = loadConfig({ WECHAT_APPID: 'wx0123456789abcdef', WECHAT_APP_SECRET: 'secret' }).wechat;
const clock = () => new Date('2026-11-22T09:00:00+08:00');

describe('finishAuthorization', () => {
  it('logs a failed exchange (WeChat unreachable) and returns to the page with wxauth=failed', async () => {
    const client: Pick<WechatClient, 'openidForCode'> = {
      openidForCode: async () => Promise.reject(new Error('ETIMEDOUT')),
    };
    const log = { error: vi.fn() };
    const service = createWechatService({ wechat, clock, client, log });
    expect(await service.finishAuthorization({ code: 'c1', redirect: '/order' })).toBe(
      '/order?wxauth=failed',
    );
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('asks nobody when no code came back', async () => {
    const client = { openidForCode: vi.fn(async () => 'o1') };
    const service = createWechatService({ wechat, clock, client, log: { error: vi.fn() } });
    expect(await service.finishAuthorization({ code: undefined, redirect: '/order' })).toBe(
      '/order?wxauth=failed',
    );
    expect(client.openidForCode).not.toHaveBeenCalled();
    expect(await service.finishAuthorization({ code: 'c1', redirect: '/order' })).toBe('/order?openid=o1');
  });
});
