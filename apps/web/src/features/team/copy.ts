// The Chinese texts of the company check-up pages (团检). The server's refusals (TeamMessages of the
// contract) are shown as the server words them, so they are not repeated here.

export const common = {
  retry: '重试',
  next: '下一步',
  back: '返回',
  noMember: '请先在团检列表中选择要预约的团检',
  toList: '去团检列表',
  companyPays: '单位支付',
  selfPays: '个人支付',
  priceHidden: '单位已支付',
  self: '本人',
  yuanOff: (percent: number) => `${percent % 10 === 0 ? percent / 10 : (percent / 10).toFixed(1)}折`,
} as const;

export const list = {
  add: '添加团检',
  empty: '您还没有关联团检名额',
  emptyHint: '单位为您安排了体检？输入单位编码和您的信息，验证团检身份后即可预约。',
  verify: '验证团检身份',
  book: '去预约',
  order: '查看订单',
  window: (start: string, end: string) => `体检时间：${start} 至 ${end}`,
  centre: '体检中心',
  package: '体检套餐',
  search: '团检查询',
  orders: '团检订单',
} as const;

export const register = {
  intro: '请输入单位提供的单位编码，以及您在单位名单中的姓名和证件号码（或手机号）。',
  companyCode: '单位编码',
  companyCodePlaceholder: '如 HX2026',
  name: '姓名',
  namePlaceholder: '与单位名单一致',
  credential: '证件号码或手机号',
  credentialPlaceholder: '身份证号码或手机号',
  submit: '验证并继续',
  // The contract's words for an empty field (TeamMessages); the server says the same.
  companyCodeRequired: '请输入单位编码',
  nameRequired: '请输入姓名',
  credentialRequired: '请输入证件号码或手机号',
  verified: '验证成功',
} as const;

export const affirm = {
  title: '团检信息',
  company: '单位',
  centre: '体检中心',
  person: '姓名',
  idCard: '证件号码',
  phone: '手机号',
  grade: '职级',
  department: '部门',
  package: '体检套餐',
  window: '体检时间',
  who: '体检人',
  switchPerson: '更换体检人',
  familyNotAllowed: '单位未开放家属代检，仅限本人体检',
  marry: '婚姻状况',
  married: '已婚',
  unmarried: '未婚',
  chooseMarry: '请选择婚姻状况',
  marryHint: '部分项目（如妇科检查）与婚姻状况有关，请如实选择。',
  booked: '该团检名额已预约',
  toOrder: '查看订单',
} as const;

export const switchover = {
  title: '选择体检人',
  hint: '单位允许将本次团检名额给家属使用，请选择本次实际体检的人。',
  familyEmpty: '您还没有添加家庭成员',
  addFamily: '添加家庭成员',
  confirm: '确定',
  notAllowed: '单位未开放家属代检，仅限本人体检',
} as const;

export const project = {
  packageTitle: '套餐项目（单位支付）',
  topicTitle: '专项套餐',
  topicCompany: '单位支付',
  topicSelf: (discount: string) => `自费 ${discount}`,
  extraTitle: '自选加项',
  extraHint: (discount: string) => `加项由个人支付，按单位折扣 ${discount} 计价`,
  extraEmpty: '该体检中心暂无可加的项目',
  recommendedTitle: '问卷推荐加项',
  fasting: '空腹',
  checked: '已选项目',
  total: '个人支付',
  company: '单位支付',
  items: (n: number) => `${n}项`,
} as const;

export const checked = {
  title: '已选项目',
  packageLine: (name: string) => `${name}（套餐）`,
  none: '未加选项目，全部由单位支付',
  payer: '支付方',
  listPrice: '原价',
  pay: '应付',
} as const;

export const submit = {
  date: '体检日期',
  chooseDate: '请选择体检日期',
  quotaLeft: (n: number) => `余${n}`,
  full: '已满',
  closed: '不可约',
  noDates: '单位体检时间范围内暂无可预约的日期，请联系单位HR',
  slot: '体检时段',
  chooseSlot: '请选择体检时段',
  chooseDateFirst: '请先选择体检日期',
  summary: '预约信息',
  examinee: '体检人',
  package: '套餐',
  extras: '加项',
  payType: '支付方式',
  online: '在线支付',
  onhospital: '到院支付',
  companyPays: '单位支付',
  selfPays: '个人支付',
  invoice: '纸质发票',
  submit: '提交预约',
  packOnly: '仅预约单位套餐，不加选项目。',
  packLink: '仅预约单位套餐',
  toAffirm: '去确认信息',
  noMarry: '请先在确认信息中选择婚姻状况',
  refused: '预约未成功',
} as const;

export const success = {
  title: '预约成功',
  orderNo: '订单号',
  when: '体检时间',
  bring: '体检当日请携带',
  bringList: [
    '本人有效身份证件（家属代检请携带家属本人证件）',
    '体检前一天清淡饮食，晚上十点后禁食禁水（需空腹项目）',
    '如有既往病历、检查报告，请一并携带',
  ],
  toOrder: '查看订单',
  toTeamOrders: '团检订单',
  missing: '预约已提交，可在团检订单中查看',
} as const;

export const orders = {
  empty: '您还没有团检订单',
  emptyHint: '验证团检身份并预约后，订单会显示在这里。',
  toList: '去团检列表',
  when: (date: string, time: string) => `${date} ${time}`,
  selfPay: (yuan: string) => `个人支付 ${yuan}`,
  companyPay: (yuan: string) => `单位支付 ${yuan}`,
} as const;

export const search = {
  intro: '凭单位编码、姓名和证件号码（或手机号）查询您的团检名额及订单。',
  submit: '查询',
  membership: '团检名额',
  orders: '团检订单',
  noOrders: '该名额尚未预约',
} as const;

export const questionnaire = {
  startTitle: '体检前问卷',
  startIntro:
    '单位为您安排了体检前健康问卷。根据您的回答，我们会推荐适合您的加项，您可以在下一步自行决定是否加选（自费，按单位折扣）。',
  start: '开始填写',
  skip: '跳过问卷，直接选择项目',
  detailsTitle: '问卷推荐',
  detailsIntro: '根据您的问卷，推荐以下项目。可在确认项目页加选（个人支付）。',
  noRecommendations: '根据您的问卷，暂无额外推荐的项目',
  refill: '重新填写',
  toProjects: '去确认项目',
  missingInstance: '未找到问卷记录，请重新填写',
  profileMissing: '请先完善个人信息',
  profileHint: '问卷需要知道您的性别和年龄，请在个人资料中填写后再来。',
  completeProfile: '去完善资料',
} as const;
