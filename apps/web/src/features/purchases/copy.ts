// The Chinese texts of the purchase screens: buying a health card (/purchaseCard…) and paying for a
// special package (/physicalSpecialPay…). The special packages' catalogue pages have theirs in features/special-packages.
export const shop = {
  intro: '购买后即刻生效，可在“健康评估”中使用卡内服务与健康评估',
  empty: '暂无在售的健康卡',
  validity: (days: number) => `有效期${days}天`,
  services: '卡内服务',
  times: (n: number) => (n === 0 ? '不限次' : `${n}次`),
  buy: '购买',
  platform: '全平台通用',
} as const;

export const buyer = {
  intro: '请填写使用这张健康卡的人（持卡人），健康评估将针对持卡人进行，购买后不能更改。',
  submit: '提交订单',
  product: '健康卡',
  price: '价格',
  noProduct: '该健康卡已停售或不存在',
  toShop: '返回健康卡列表',
} as const;

export const pay = {
  what: '购买内容',
  holder: '持卡人',
  toShop: '重新购买',
  toPackages: '返回专项体检',
  notFound: '该购买单不存在',
  paid: '该购买单已支付',
  viewResult: '查看购买结果',
  closed: '购买单已超时关闭，请重新购买',
  badLink: '链接无效',
  confirm: '确认购买',
  price: '价格',
  centre: '体检中心',
  validity: (days: number) => `购买之日起${days}天内到院使用`,
  offSale: '该专项体检已下架，暂不可购买',
} as const;

export const bought = {
  title: '购买成功',
  waiting: '正在确认支付结果…',
  unpaid: '该购买单尚未支付',
  toPay: '去支付',
  cardNo: '健康卡号',
  product: '健康卡',
  holder: '持卡人',
  validUntil: '有效期至',
  purchaseNo: '购买单号',
  amount: '实付金额',
  toCard: '查看我的健康卡',
  toRecords: '查看购买记录',
  redeemTitle: '到院核销码',
  redeemHint: '到院后请在前台出示此码或购买单号，核销后即可体检',
  redeemBy: '有效期至',
  centre: '体检中心',
  package: '专项体检',
} as const;
