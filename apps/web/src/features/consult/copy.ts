// The Chinese texts of the consultation pages (咨询).

export const list = {
  services: '咨询服务',
  mine: '我的咨询',
  empty: '该体检中心暂未开通咨询服务',
  mineEmpty: '您还没有预约咨询',
  login: '登录后查看我的咨询',
  virus: '疫情咨询',
  virusHint: '传染病筛查项目、套餐与注意事项',
  free: '免费',
  price: (yuan: string) => `${yuan}（到院支付）`,
  duration: (minutes: number) => `${minutes}分钟`,
  doctor: (name: string, title: string) => (title ? `${name} ${title}` : name),
  cancel: '取消预约',
  cancelConfirm: '确定取消这次咨询预约吗？名额将释放给其他人。',
  cancelled: '已取消预约',
  rate: '去评价',
  rated: (n: number) => `已评价 ${'★'.repeat(n)}`,
} as const;

export const service = {
  notFound: '未找到该咨询服务',
  back: '返回咨询',
  date: '选择日期',
  time: '选择时段',
  left: (n: number) => `余${n}`,
  full: '已满',
  passed: '已过',
  noSlot: '当天没有可预约的时段，请换一天',
  book: '预约咨询',
  chooseTime: '请先选择时段',
  booked: '预约成功，请按时到体检中心咨询',
  payNote: '本咨询不在线支付：免费咨询无需付费，收费咨询在到院时支付。',
} as const;

export const feedback = {
  notFound: '未找到该咨询预约',
  back: '返回咨询',
  rating: '评分',
  comment: '评价内容',
  /** the server's limit (contract consult CONSULT_COMMENT_MAX); the box stops there */
  commentMax: 200,
  placeholder: '说说这次咨询的感受（选填，200字以内）',
  submit: '提交评价',
  chooseRating: '请选择1到5星的评分',
  sent: '感谢您的评价',
  tooEarly: '咨询结束后才能评价，请稍后再来',
  cancelled: '已取消的咨询不能评价',
  done: '您已评价过这次咨询',
} as const;

export const virus = {
  heading: '传染病筛查咨询',
  intro:
    '发热、咳嗽、腹泻，或与传染病患者有过接触，担心自己是否被感染？体检中心可以为您做相关的筛查，也可以先预约医生咨询，了解该查什么。',
  itemsTitle: '常见筛查项目',
  items: [
    { name: '血常规', about: '看白细胞、淋巴细胞等，初步判断细菌还是病毒感染。' },
    { name: 'C反应蛋白（CRP）', about: '炎症指标，感染时常升高。' },
    { name: '呼吸道病原体核酸检测', about: '新冠病毒、流感病毒等的核酸检测，结果一般当天或次日可查。' },
    { name: '乙肝五项、丙肝抗体', about: '了解是否感染乙肝、丙肝病毒，以及乙肝疫苗是否需要加强。' },
    { name: '胸部CT', about: '看肺部有无炎症，适合咳嗽、发热较久的人。' },
  ],
  guideTitle: '就检须知',
  guide: [
    '有发热（体温≥37.3℃）的，请到医院发热门诊就诊，不要直接来体检中心。',
    '到院请全程佩戴口罩，配合测温与登记。',
    '采血类项目请空腹（禁食8小时以上）。',
    '孕妇或可能怀孕者请勿做CT检查，并提前告知医生。',
  ],
  askTitle: '还有疑问？',
  ask: '预约医生咨询，按您的情况说明该做哪些筛查。',
  book: '预约咨询',
  packages: '查看体检套餐',
} as const;
