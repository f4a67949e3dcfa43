// The copy of the submit screen's popups, which load on first opening, apart from the screen's own
// (copy.ts) so that the screen's first load does not carry it.
import * as screen from './copy.ts';

export const common = screen.common;

export const booking = {
  ...screen.booking,
  couponTitle: '选择电子券',
  couponMinimum: (amount: string) => `满${amount}可用`,
  couponValid: (from: string, to: string) => `${from} 至 ${to}`,
  cardTitle: '选择电子体检卡',
  cardBalance: (amount: string) => `余额 ${amount}`,
  cardExpiry: (date: string) => `有效期至 ${date}`,
  serviceTitle: '选择专属服务',
  serviceSkip: '不需要专属服务',
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

export const datePicker = {
  title: '选择体检日期',
  weekdays: ['日', '一', '二', '三', '四', '五', '六'],
  month: (year: number, month: number) => `${year}年${month}月`,
  prev: '上个月',
  next: '下个月',
  slots: '体检时段',
  noSlots: '当天暂无可约时段',
} as const;
