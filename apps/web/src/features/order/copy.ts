// This feature's copy, kept with the feature so that the entry chunk carries none of it.
export const order = {
  notFound: '没有找到该订单',
  toOrders: '我的订单',
  toHome: '首页',
  facts: {
    orderNo: '订单编号',
    date: '体检日期',
    time: '体检时段',
    centre: '体检中心',
    address: '中心地址',
  },
} as const;
