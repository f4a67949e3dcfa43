import { defineModule } from '../../module-system/define-module.ts';
import { ordersModule } from '../orders/module.ts';
import { usersModule } from '../users/module.ts';
import { noticesRoutes } from './routes.ts';
import { createNoticesService } from './service.ts';

/**
 * The notices sent without being asked: the reminder the evening before an examination and the
 * report's publication, by WeChat or SMS, each once; people turn them off in 消息提醒.
 */
export const noticesModule = defineModule({
  name: 'notices',
  needs: [ordersModule, usersModule],
  service: ({ db, clock, sms, wechatClient, config, orders, users, log }) =>
    createNoticesService({ db, clock, sms, wechatClient, wechat: config.wechat, orders, users, log }),
  routes: { customer: noticesRoutes },
  jobs: [
    {
      // From 18:00 to 21:00 the day after's reminders are planned (again each run: a booking made in
      // the evening is caught, a planned one is never planned twice); then whatever is due is sent.
      // Any number of processes may run it: each notice is claimed by one.
      name: 'sending notices',
      every: 60_000,
      firstAfter: 5_000,
      async run(notices, { log }) {
        const planned = await notices.planExamEve();
        const sent = await notices.drain();
        if (planned > 0 || sent.sent + sent.failed > 0) log.info({ planned, ...sent }, 'notices');
      },
    },
  ],
});
