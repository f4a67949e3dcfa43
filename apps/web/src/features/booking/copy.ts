// This feature's page copy, kept with the feature so that the entry chunk carries none of it. What
// the shell and the shared components say stays in @/shared/lib/copy.ts.
import { copy as shared } from '@/shared/lib/copy.ts';

export const common = shared.common;

export const booking = {
  examinee: '体检人',
  years: (age: number) => `${age}岁`,
  sex: { male: '男', female: '女' },
  centre: '体检中心',
  phone: '预约手机号',
  phonePlaceholder: '请输入预约手机号',
  date: '体检日期',
  datePlaceholder: '请选择体检日期及时段',
  service: '专属服务',
  serviceNone: '不需要',
  serviceChoose: '请选择',
  card: '电子体检卡',
  cardNone: '不使用',
  cardCount: (n: number) => `已选${n}张`,
  cardSurplus: { usable: '仍可使用', toPay: '需支付' },
  payType: '支付方式',
  payTypes: { online: '在线支付', onhospital: '到院支付' },
  coupon: '电子券',
  couponNone: '不使用',
  couponOnlineOnly: '仅在线支付可用',
  review: '医生审核',
  reviewNote: '该中心需医生审核您的预约，审核通过后方可体检',
  /** a centre of verify type 2, the package booked as it is (spec 4 "Doctor review") */
  reviewNotNeeded: '套餐未加选项目，无需医生审核',
  report: '电子报告',
  reportOptions: { need: '需要（到院确认）', none: '不需要' },
  invoice: '纸质发票',
  amount: '应付金额',
  /** the amount while there is none to show (no payment method yet, or the quote refused the cart) */
  noAmount: '--',
  quoteUpdating: '正在计算应付金额…',
  lines: {
    items: '体检项目',
    coupon: '电子券抵扣',
    services: '专属服务',
    materialFee: '材料费',
    materialItems: '耗材',
    cards: '体检卡抵扣',
  },
  submit: '提交订单',
  submitting: '正在提交订单，请稍候…',
  noDraft: '没有正在进行的预约',
  noDraftHint: '请从体检预约入口重新选择中心和体检项目',
  toEntrance: '去预约',
  adjustDate: '调整日期',
  submitDirectly: '直接提交',
  addItemAsk: (item: string) => `该电子券需搭配项目【${item}】使用，是否自动添加该项目？`,
  none: '无',
} as const;
