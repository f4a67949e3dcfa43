import { AssessmentMessages } from '@tijian/domain';

// The Chinese texts of the risk assessments (开始评估, 填写信息, 问卷, 评估结果, 评估记录).

export const start = {
  notFound: AssessmentMessages.notFound,
  back: '返回专病专栏',
  start: '开始评估',
  history: '评估记录',
  questions: (n: number) => `共 ${n} 道题`,
  levels: '评估结果分为',
  disclaimer: '评估结果仅用于了解健康风险，不能代替医生的诊断；如有不适，请及时就医。',
} as const;

export const register = {
  title: '填写评估对象信息',
  who: '评估对象',
  self: '本人',
  sex: '性别',
  sexes: [
    { code: 'male', name: '男' },
    { code: 'female', name: '女' },
  ],
  age: '年龄',
  agePlaceholder: '请输入年龄',
  ageUnit: '岁',
  next: '下一步',
  familyFailed: '家庭成员暂时读不到，可先为本人评估',
  addFamily: '添加家庭成员',
} as const;

export const question = {
  loadingForm: '正在加载问卷…',
  person: (name: string, sex: string, age: number) => `评估对象：${name}，${sex}，${age}岁`,
  change: '修改',
} as const;

export const result = {
  title: '评估结果',
  notFound: AssessmentMessages.resultNotFound,
  back: '返回专病专栏',
  score: '评估得分',
  points: (n: number) => `${n}分`,
  level: '风险等级',
  advice: '健康建议',
  checks: '推荐检查',
  package: '套餐',
  item: '检查项目',
  again: '重新评估',
  history: '评估记录',
  person: (name: string, age: number) => `${name} · ${age}岁`,
} as const;

export const history = {
  empty: '还没有评估记录，完成一次评估后可在这里查看',
  start: '开始评估',
  points: (n: number) => `${n}分`,
} as const;

export const sexName = (code: 'male' | 'female') => (code === 'male' ? '男' : '女');
