// The report pages' Chinese texts. Risk advice, conclusions and indicator names come from the
// server (and the domain's rules), so every screen says the same words.
export const list = {
  addFamily: '添加家人报告',
  claim: '认领报告',
  shares: '报告授权',
  emptyHint:
    '在本平台预约并支付的体检报告会自动显示。在体检中心现场、由单位或家人预约的报告，可凭体检时登记的手机号认领。',
  abnormal: (n: number) => (n > 0 ? `${n}项异常` : '未见异常'),
  package: '体检套餐',
  unlink: '取消关联',
  unlinkConfirm: (name: string) => `确定取消关联“${name}”的报告吗？取消后将不再显示其报告。`,
  unlinked: '已取消关联',
  loginNeeded: '登录后查看体检报告',
  login: '去登录',
} as const;

export const detail = {
  summary: '总检结论',
  advice: '健康建议',
  tendency: '指标趋势',
  health: '健康评估',
  item: '项目',
  result: '结果',
  reference: '参考范围',
  findings: '检查所见',
  conclusion: '结论',
  examinee: '体检人',
  centre: '体检中心',
  date: '体检日期',
  doctor: '总检医生',
  badId: '没有找到该报告',
} as const;

export const tendency = {
  pick: '选择指标',
  band: (low: number | null, high: number | null) =>
    low != null && high != null
      ? `参考范围 ${low}-${high}`
      : high != null
        ? `参考范围 <${high}`
        : low != null
          ? `参考范围 >${low}`
          : '',
  none: '该指标暂无可比较的数值',
  empty: '暂无指标数据',
  points: '历次结果',
  chartLabel: (name: string) => `${name}趋势图`,
} as const;

export const health = {
  overall: '综合风险',
  levels: { 低: '低风险', 中: '中风险', 高: '高风险' } as Record<string, string>,
  notMeasured: '未检测',
  drivers: '相关指标',
  advice: '建议',
  basis: (date: string, centre: string) => `依据 ${date} ${centre} 体检报告`,
  note: '评估结果仅供参考，不能替代医生诊断。',
} as const;

/** The fields and the code of both forms that prove the phone the centre recorded. */
export const codeForm = {
  name: '姓名',
  idCard: '身份证号',
  phone: '手机号',
  code: '验证码',
  codePlaceholder: '请输入验证码',
  sendCode: '获取验证码',
  sent: (seconds: number) => `已发送(${seconds})`,
  resend: '重新发送',
  // The same words whether or not a report matches: a stranger learns nothing from them.
  sentTo: (maskedPhone: string) => `若${maskedPhone}是体检时登记的手机号，验证码已发送，请注意查收`,
} as const;

export const claim = {
  intro: '在体检中心现场、由单位或家人为您预约的体检报告，可凭体检时登记的手机号认领，认领后归入“本人”。',
  privacy: '为保护隐私，无论是否找到报告，页面提示都相同；只有体检时登记的手机号会收到验证码。',
  namePlaceholder: '请输入体检人姓名',
  idCardPlaceholder: '请输入体检人身份证号',
  phonePlaceholder: '请输入体检时登记的手机号',
  submit: '认领报告',
  claimed: (maskedPhone: string, count: number) => `已通过${maskedPhone}验证，认领${count}份报告`,
} as const;

export const reads = {
  title: '查阅记录',
  note: '此人各份报告被查看的记录（最近50次）',
  empty: '暂无查阅记录',
  mine: '本账号',
  more: (n: number) => `查看全部（${n}条）`,
  less: '收起',
} as const;

export const shares = {
  intro: '以下账号凭发送到您手机号的验证码，可以查看以该手机号登记的体检报告。撤销后对方将不能再查看。',
  empty: '暂无其他账号查看您的报告',
  reader: (account: string) => `账号 ${account}`,
  person: (name: string, idCard: string) => `${name} ${idCard}`,
  since: (date: string) => `${date} 起`,
  guardian: '监护人',
  withdraw: '撤销',
  withdrawConfirm: (account: string) => `确定撤销账号${account}查看报告的权限吗？`,
  withdrawn: '已撤销',
} as const;

export const addFamily = {
  intro:
    '关联后可查看家人的体检报告。验证码将发送至家人体检时登记的手机号，家人把验证码告诉您即表示同意；未成年子女体检时登记的是监护人的手机号，由监护人验证。',
  namePlaceholder: '请输入家人姓名',
  idCardPlaceholder: '请输入家人身份证号',
  phonePlaceholder: '请输入家人体检时登记的手机号',
  relation: '与本人关系',
  relationRequired: '请选择与本人关系',
  submit: '关联报告',
  linked: (name: string, count: number) => `已关联${name}的${count}份报告`,
  guardianLinked: (name: string, count: number) => `已作为监护人关联${name}的${count}份报告，至其年满18周岁`,
} as const;

// The abnormal-result loop (issue 24): the wording of each explanation is the domain's rule table's.
export const recheck = {
  title: '异常指标解读',
  direction: { high: '偏高', low: '偏低' } as Record<string, string>,
  meaning: '可能原因',
  avoid: '注意避免',
  doctor: '何时就医',
  urgent: '尽快就医',
  followUps: '建议复查',
  proposal: '复查建议',
  when: (date: string, centre: string) => `建议于${date}前后在${centre}复查以下项目：`,
  book: '一键预约复查',
  booked: '您已预约过其中的复查项目，可在“我的订单”中查看。',
  forOthers: '为家人预约复查时，请从体检中心首页选择“自选项目”并填写体检人信息。',
  noProposal: '该体检中心暂无对应的复查项目，请咨询体检中心或到医院复查。',
  note: '以上解读依据常见参考标准，仅供参考，不能替代医生诊断。',
  loading: '正在生成异常指标解读…',
} as const;
