// The health-card pages' Chinese texts. Field messages, states and refusals come from the domain and
// the server, so the form and the server say the same words.

export const home = {
  activate: '激活健康卡',
  purchase: '购买健康卡',
  empty: '您还没有健康卡',
  emptyHint: '激活实体健康卡或购买健康卡后，可在这里使用卡内服务和健康评估。',
  cardNo: (no: string) => `卡号 ${no}`,
  validUntil: (day: string) => `有效期至 ${day}`,
  holder: (name: string) => `持卡人 ${name}`,
  noHolder: '未登记持卡人',
  latest: (score: number, level: string) => `最近评估：${score}分 · ${level}`,
  services: '卡服务',
  assess: '健康评估',
  holderInfo: '持卡人信息',
  register: '登记持卡人',
} as const;

export const enable = {
  intro: '请输入健康卡背面的卡号和密码（刮开涂层可见），激活后卡片归当前账号所有。',
  cardNo: '卡号',
  cardNoPlaceholder: '请输入卡号',
  password: '密码',
  passwordPlaceholder: '请输入卡密码',
  submit: '立即激活',
  activated: '激活成功，请登记持卡人',
  note: '每个账号或卡号1小时内最多尝试10次。',
} as const;

export const register = {
  intro: '请登记使用这张健康卡的人，健康评估将针对持卡人进行。登记后不能更改。',
  submit: '确认登记',
  noCard: '未找到该健康卡',
  noCardHint: '请确认卡片已在当前账号激活。',
  registered: '该卡已登记持卡人',
  viewHolder: '查看持卡人信息',
  toCards: '返回我的健康卡',
} as const;

export const activated = {
  title: '激活成功',
  description: '健康卡已激活，可以开始使用卡内服务和健康评估。',
  product: '健康卡',
  cardNo: '卡号',
  holder: '持卡人',
  validUntil: '有效期至',
  assess: '开始健康评估',
  services: '查看卡服务',
  toCards: '返回我的健康卡',
} as const;

export const holder = {
  title: '持卡人信息',
  name: '姓名',
  sex: '性别',
  age: '年龄',
  ageValue: (age: number) => `${age}岁`,
  idCard: '身份证号',
  phone: '手机号',
  marriage: '婚姻状况',
  card: '健康卡',
  cardNo: '卡号',
  state: '状态',
  activatedOn: '激活日期',
  validUntil: '有效期至',
  none: '这张卡还没有登记持卡人',
  register: '登记持卡人',
} as const;

export const sexNames = { male: '男', female: '女' } as const;
export const marriageNames = { married: '已婚', unmarried: '未婚' } as const;

export const services = {
  title: '卡内服务',
  left: (left: number, times: number) => `剩余 ${left} 次 / 共 ${times} 次`,
  unlimited: '有效期内不限次数',
  used: (n: number) => `已使用 ${n} 次`,
  empty: '该卡暂无服务',
  expired: '该卡已过期，卡内服务不可使用',
  inactive: '该卡尚未激活',
  howTo: '使用服务请致电健康管理中心，或到体检中心服务台出示卡号。',
} as const;

export const assessList = {
  start: '开始评估',
  again: '再评估一次',
  empty: '暂无评估记录',
  emptyHint: '完成健康评估后，可在这里查看每次的得分和建议。',
  score: (score: number) => `${score}分`,
  takenOn: (day: string) => `评估日期 ${day}`,
  expired: '该卡已过期，不能再评估',
  noHolder: '请先登记持卡人，再开始评估',
  register: '登记持卡人',
} as const;

export const assessCheck = {
  about: '评估说明',
  forWhom: '评估对象',
  person: (name: string, sex: string, age: number) => `${name}（${sex}，${age}岁）`,
  questions: '题目数量',
  questionCount: (n: number) => `${n}题`,
  time: '预计用时',
  minutes: (n: number) => `约${n}分钟`,
  scoring: '计分方式',
  scoringText: (max: number) => `按所选答案计分，满分${max}分，得分越高风险越高`,
  hint: '请根据持卡人近半年的实际情况作答，评估结果仅供健康参考，不能代替医生诊断。',
  start: '开始评估',
} as const;

export const assessResult = {
  title: '评估完成',
  score: '评估得分',
  of: (max: number) => `/ ${max}分`,
  level: '评估结果',
  advice: '健康建议',
  records: '查看评估记录',
  toCards: '返回我的健康卡',
  loadingForm: '正在加载问卷',
} as const;

export const cardMissing = {
  title: '未找到该健康卡',
  toCards: '返回我的健康卡',
} as const;
