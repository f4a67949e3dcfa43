// The copy of the submit screen's popups, which load on first opening, apart from the screen's own
// (copy.ts) so that the screen's first load does not carry it.
import * as screen from './copy.ts';

export const common = screen.common;

export const booking = {
  ...screen.booking,
  invoiceFormTitle: '纸质发票',
  invoiceFields: {
    companyName: '单位名称',
    consignee: '收件人',
    mobile: '联系电话',
    postAddress: '邮寄地址',
  },
  invoiceFee: '邮寄费用由您自行承担',
  invoiceClear: '不需要发票',
} as const;
