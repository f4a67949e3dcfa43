import { defineModule } from '../../module-system/define-module.ts';
import { recordsRoutes } from './routes.ts';
import { createRecordsService } from './service.ts';

/**
 * The account's records: its medical cards (就诊卡, the wallet's table) and its purchases (购买记录: the
 * orders it paid online, with their payments and refunds), read from the tables of the modules that
 * write them.
 */
export const recordsModule = defineModule({
  name: 'records',
  service: ({ db }) => createRecordsService({ db }),
  routes: { customer: recordsRoutes },
});
