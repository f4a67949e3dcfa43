// This feature's copy, kept with the feature so that the entry chunk carries none of it.
export const waitlist = {
  title: '我的候补',
  entry: '我的候补',
  join: '加入候补',
  joined: (position: number | null) => (position ? `已加入候补，当前排第${position}位` : '已加入候补'),
  empty: '暂无候补记录',
  position: (n: number) => `排队第${n}位`,
  heldSlot: (time: string) => `已为您保留 ${time} 的名额`,
  heldLeft: (left: string) => `剩余 ${left}，逾时将顺延给下一位`,
  book: '去预约',
  leave: '取消候补',
  leaveConfirm: '确定取消候补吗？取消后如需候补需重新排队。',
  left: '已取消候补',
  viewOrder: '查看订单',
  hint: '同一体检人同一天只能候补一次；名额保留期间请尽快预约并支付。',
} as const;
