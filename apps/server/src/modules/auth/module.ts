import { defineModule } from '../../module-system/define-module.ts';
import { usersModule } from '../users/module.ts';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';

/** Customers' sessions: picture and SMS codes, logins (password, SMS, partner link), logout. */
export const authModule = defineModule({
  name: 'auth',
  needs: [usersModule],
  service: ({ db, config, sms, clock, users, throttle, log }) =>
    createAuthService({ db, config, sms, clock, users, throttle, log }),
  routes: { customer: authRoutes },
  jobs: [
    {
      // Expired codes, captchas, used partner links and sessions past their absolute lifetime are
      // deleted every hour.
      name: 'purge of expired codes and sessions',
      queue: 'auth.purge-expired',
      cron: '7 * * * *',
      async run(auth, { log }) {
        const removed = await auth.purgeExpired();
        log.info({ removed }, 'purged expired codes and sessions');
      },
    },
  ],
});
