// The copy of the pages after submitting (booked, under review), apart from the submit screen's
// (copy.ts), so that screen's first load does not carry it.
export const succeed = {
  title: '预约成功',
  fastingItems: '空腹项目',
  toOrders: '查看订单',
  home: '返回首页',
  noOrder: '没有找到该订单',
} as const;

export const verify = {
  title: '已提交医生审核',
  pending: '您的预约已提交，中心医生将审核您的体检项目',
  next: '审核结果会通过短信通知您；审核通过后请按预约时间到院体检，如需调整会有工作人员联系您。',
  status: '订单状态',
  reviewing: '医生审核中…',
  pullToRefresh: '下拉刷新审核结果',
  approved: '审核通过',
  approvedPay: '医生已审核通过，请在支付期限内完成支付。',
  approvedExam: '医生已审核通过，请按预约时间到院体检。',
  refused: '审核未通过',
  refusedNote: '医生意见',
  proposed: '医生建议调整体检项目如下，接受后将按调整后的项目重新计算费用：',
  accept: '接受调整',
  accepted: '已接受调整',
  pay: '去支付',
  toOrder: '查看订单',
  closed: '订单已结束',
} as const;
