// The Chinese texts of the special package (专项体检) pages, and of the entrance's way to them (kept
// here, not in the centres' copy, which /main loads first).
export const specialEntry = {
  title: '专项体检',
  hint: '幽门螺杆菌、肺癌早筛、两癌筛查等专项检查，在线购买，到院使用',
  open: (n: number) => `查看专项体检（${n}项）`,
} as const;

export const specialList = {
  hint: '在线购买，凭购买记录到院使用',
  empty: '该体检中心暂无专项体检',
  itemCount: (n: number) => `共${n}项`,
  validity: (days: number) => `有效期${days}天`,
  notFound: '未找到该体检中心',
  back: '返回',
} as const;

export const specialDetail = {
  centre: '体检中心',
  validity: '有效期',
  validityText: (days: number) => `购买之日起${days}天内到院使用`,
  items: '检查项目',
  itemCount: (n: number) => `共${n}项`,
  suitableFor: '适宜人群',
  notice: '注意事项',
  price: '价格',
  buy: '立即购买',
  offSale: '已下架',
  offSaleHint: '该专项体检已下架，暂不可购买',
  notFound: '未找到该专项体检',
  back: '返回',
} as const;

export const price = {
  original: '原价',
} as const;
