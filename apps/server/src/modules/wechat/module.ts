import { defineModule } from '../../module-system/define-module.ts';
import { wechatRoutes } from './routes.ts';
import { createWechatService } from './service.ts';

/** Inside WeChat: the JS-SDK signature and the OAuth exchange for the openid. */
export const wechatModule = defineModule({
  name: 'wechat',
  service: ({ config, clock, wechatClient, log }) =>
    createWechatService({ wechat: config.wechat, clock, client: wechatClient, log }),
  routes: { customer: wechatRoutes },
});
