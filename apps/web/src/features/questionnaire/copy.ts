// This feature's page copy, kept with the feature so that the entry chunk carries none of it. What
// the shell and the shared components say stays in @/shared/lib/copy.ts.
import { copy as shared } from '@/shared/lib/copy.ts';

export const common = shared.common;

export const questionnaire = {
  steps: '问卷步骤',
  prev: '上一步',
  next: '下一步',
  submit: '提交',
  submitting: '提交中…',
  required: '必答',
  unanswered: '未回答',
  tapToAnswer: '点击回答',
  followUpTitle: '进一步询问您',
  followUpPlaceholder: '请在此输入答案',
  previousTitle: '您之前填写过问卷',
  previousHint: '可以直接使用此问卷的答案生成体检方案，也可以重新填写。',
  useThis: '使用此问卷',
  refill: '重新填写',
  filledAt: (date: string) => `填写时间：${date}`,
  planTitle: '您的个性化体检方案',
  planIntro: '根据您的问卷答案，为您推荐以下体检项目：',
  levels: { base: '基础项目', must: '必查项目', precise: '精准项目', thorough: '深度项目' },
  stars: (n: number) => `${n}星推荐`,
  confirmItems: '确认项目',
  emptyPlan: '暂无推荐项目',
  noCentre: '请先选择体检中心',
  noCentreHint: '体检方案按体检中心的项目生成',
  toEntrance: '去选择',
  profileMissing: '请先完善体检人信息',
  profileHint: '问卷和体检方案需要知道体检人的性别、年龄和婚姻状况',
  completeProfile: '去完善',
} as const;
