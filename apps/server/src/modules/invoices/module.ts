import { defineModule } from '../../module-system/define-module.ts';
import { invoicesRoutes } from './routes.ts';
import { createInvoicesService } from './service.ts';

/**
 * Electronic invoices of orders paid online (issue 21, beyond the spec): requested by the person with
 * a buyer title, kept as issued, downloaded as a PDF. It reads the orders, payments, refunds and
 * centres it invoices from their tables (as records does) and writes only its own.
 */
export const invoicesModule = defineModule({
  name: 'invoices',
  service: ({ db, clock }) => createInvoicesService({ db, clock }),
  routes: { customer: invoicesRoutes },
});
