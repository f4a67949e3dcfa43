import { defineModule } from '../../module-system/define-module.ts';
import { ordersModule } from '../orders/module.ts';
import { parentConsentsModule } from '../parent-consents/module.ts';
import { usersModule } from '../users/module.ts';
import { noticesRoutes } from './routes.ts';
import { createNoticesService } from './service.ts';

/**
 * The notices sent without being asked: the reminder the evening before an examination and the
 * report's publication, by WeChat or SMS, each once; people turn them off in 消息提醒.
 */
const SEND_TASK = 'notices.send-batch';

export const noticesModule = defineModule({
  name: 'notices',
  needs: [ordersModule, usersModule, parentConsentsModule],
  service: ({ db, clock, sms, wechatClient, config, orders, users, parentConsents, log }) =>
    createNoticesService({
      db,
      clock,
      sms,
      wechatClient,
      wechat: config.wechat,
      orders,
      users,
      parentConsents,
      log,
    }),
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
      // Each minute, whatever is due is handed to senders: one per 500 due notices (at most ten),
      // as tasks any worker process takes, so the evening's reminders are sent by every worker at
      // once. Each notice is claimed by one sender (SKIP LOCKED), so overlapping senders send nothing
      // twice; the singleton keys keep a minute from starting the same sender twice.
      name: 'sending notices',
      queue: 'notices.send',
      cron: '* * * * *',
      async run(notices, { jobs }) {
        const senders = await notices.sendersNeeded();
        for (let i = 0; i < senders; i++)
          await jobs.send(SEND_TASK, {}, { singletonKey: `sender-${i}`, singletonSeconds: 60 });
      },
    },
  ],
  tasks: [
    {
      name: 'a notices sender',
      queue: SEND_TASK,
      // The next minute's dispatch starts senders again: a failed one need not be retried.
      retryLimit: 0,
      async run(notices, _data, { log }) {
        const sent = await notices.sendShare();
        if (sent.sent + sent.failed + sent.skipped > 0) log.info(sent, 'notices sent');
      },
    },
  ],
});
