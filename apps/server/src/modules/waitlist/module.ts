import { defineModule } from '../../module-system/define-module.ts';
import { ordersModule } from '../orders/module.ts';
import { scheduleModule } from '../schedule/module.ts';
import { usersModule } from '../users/module.ts';
import { waitlistRoutes } from './routes.ts';
import { createWaitlistService } from './service.ts';

/** 候补 (issue 24): waiting for a full day, and the freed place held for the first person (docs/waitlist.md). */
export const waitlistModule = defineModule({
  name: 'waitlist',
  needs: [scheduleModule, ordersModule, usersModule],
  service: ({ db, clock, config, schedule, orders, users, sms, wechatClient, log }) =>
    createWaitlistService({
      db,
      clock,
      holdMinutes: config.payment.waitlistHoldMinutes,
      schedule,
      orders,
      sms,
      wechat: { client: wechatClient, templateId: config.wechat.subscribeTemplates.waitlistHold },
      users,
      log,
    }),
  routes: { customer: waitlistRoutes },
  jobs: [
    {
      // Every minute: holds whose time ran out are ended and their places offered to the next person
      // (each in its own transaction, conditional on the hold still standing, so several processes may
      // run it at once), then the new holds' notices are sent, each claimed once.
      name: 'lapsing waitlist holds and telling new ones',
      queue: 'waitlist.lapse-holds',
      cron: '* * * * *',
      async run(waitlist, { clock, log }) {
        const lapsed = await waitlist.lapseDue(clock());
        if (lapsed > 0) log.info({ lapsed }, 'waitlist holds lapsed and passed on');
        const told = await waitlist.sendHoldNotices(clock());
        if (told > 0) log.info({ told }, 'waitlist hold notices sent');
      },
    },
  ],
});
