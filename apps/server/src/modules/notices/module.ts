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
      // Every ten minutes from 18:00 to 20:50 the day after's reminders are planned: a booking made in
      // the evening is still caught, and a planned one is never planned twice.
      name: 'planning the evening reminders',
      queue: 'notices.plan-exam-eve',
      cron: '*/10 18-20 * * *',
      async run(notices, { log }) {
        const planned = await notices.planExamEve();
        if (planned > 0) log.info({ planned }, 'evening reminders planned');
      },
    },
    {
      // Whatever is due is sent each minute. Each notice is claimed by one sender (SKIP LOCKED), so a
      // second run overlapping a slow one sends nothing twice.
      name: 'sending notices',
      queue: 'notices.send',
      cron: '* * * * *',
      async run(notices, { log }) {
        const sent = await notices.drain();
        if (sent.sent + sent.failed + sent.skipped > 0) log.info(sent, 'notices sent');
      },
    },
  ],
});
