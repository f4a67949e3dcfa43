// This feature's copy, kept with the feature so that the entry chunk carries none of it.
import { copy as shared } from '@/shared/lib/copy.ts';

export const common = shared.common;
export const list = shared.list;

export const wallet = {
  couponTitle: '选择电子券',
  couponNone: '不使用',
  couponMinimum: (amount: string) => `满${amount}可用`,
  couponValid: (from: string, to: string) => `${from} 至 ${to}`,
  cardTitle: '选择电子体检卡',
  cardBalance: (amount: string) => `余额 ${amount}`,
  cardExpiry: (date: string) => `有效期至 ${date}`,
  serviceTitle: '选择专属服务',
  serviceSkip: '不需要专属服务',
} as const;

/** 我的卡包 (/cardList). */
export const cardList = {
  examCards: '体检卡',
  healthCards: '健康卡',
  noExamCards: '暂无体检卡',
  noExamCardsHint: '单位发放或购买的电子体检卡会显示在这里，预约体检时可用余额抵扣。',
  noHealthCards: '暂无健康卡',
  noHealthCardsHint: '激活实体健康卡或购买健康卡后，可在这里查看卡内服务。',
  activate: '激活健康卡',
  cardNo: (no: string) => `卡号 ${no}`,
  balance: '余额',
  validUntil: (day: string) => `有效期至 ${day}`,
  notActivated: '激活后开始计算有效期',
  ledger: '查看明细',
  services: '查看服务',
} as const;

/** A card's ledger in its popup. */
export const ledger = {
  title: (name: string) => `${name}明细`,
  empty: '暂无收支记录',
  orderNo: (no: string) => `订单号 ${no}`,
  sum: '余额（以上合计）',
  close: '关闭',
} as const;

/** The four kinds of coupon (spec 3: 1 cash, 2 full-reduction, 3 project, 4 gift). */
export const couponTypes = { 1: '现金券', 2: '满减券', 3: '项目券', 4: '赠送券' } as const;

/** The e-coupon list (/electronicCoupon/list). */
export const couponList = {
  tabs: { usable: '可使用', used: '已使用', expired: '已过期' },
  empty: { usable: '暂无可使用的电子券', used: '暂无已使用的电子券', expired: '暂无已过期的电子券' },
  noMinimum: '无门槛',
  gift: '赠',
  reduce: (min: string, off: string) => `满${min}减${off}`,
} as const;

/** One coupon (/electronicCoupon/detail/:id/:couponType). */
export const couponDetail = {
  type: '类型',
  value: '面值',
  minimum: '使用门槛',
  validity: '有效期',
  centre: '适用中心',
  allCentres: '全部体检中心',
  exchange: '兑换项目',
  gift: '赠送项目',
  content: '券面说明',
  rules: '使用说明',
  usedBy: '使用订单',
  heldBy: '占用订单',
  orderNo: '订单编号',
  orderCentre: '体检中心',
  examDate: '体检日期',
  toOrder: '查看订单',
  use: '去使用',
  notFound: '该电子券不存在',
  toList: '返回电子券列表',
  toHome: '返回首页',
} as const;
