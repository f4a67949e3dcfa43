import type { invoices as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const invoices = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  downloadInvoice: ['GET', '/wx/invoice/:orderId/invoice.pdf', 'pdf'],
  getInvoice: ['GET', '/wx/invoice/detail.json'],
  requestInvoice: ['POST', '/wx/invoice/apply.json'],
});
