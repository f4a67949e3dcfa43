// The report pages' Chinese texts. Risk advice, conclusions and indicator names come from the
// server (and the domain's rules), so every screen says the same words.
export const list = {
  addFamily: '添加家人报告',
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

export const addFamily = {
  intro: '关联后可查看家人的体检报告。验证码将发送至家人体检时预留的手机号。',
  name: '姓名',
  namePlaceholder: '请输入家人姓名',
  idCard: '身份证号',
  idCardPlaceholder: '请输入家人身份证号',
  phone: '手机号',
  phonePlaceholder: '请输入家人预留的手机号',
  relation: '与本人关系',
  relationRequired: '请选择与本人关系',
  code: '验证码',
  codePlaceholder: '请输入验证码',
  sendCode: '获取验证码',
  sent: (seconds: number) => `已发送(${seconds})`,
  resend: '重新发送',
  codeSent: '验证码已发送',
  submit: '关联报告',
  linked: (name: string, count: number) => `已关联${name}的${count}份报告`,
} as const;
