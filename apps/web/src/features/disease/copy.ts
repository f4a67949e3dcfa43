import { KnowledgeMessages } from '@tijian/domain';

// The Chinese texts of the disease columns (专病专栏) and health knowledge (健康科普).

/** Spec 2 screen 14: the popup's headings are worded by the article's kind (mIndex). */
export const kinds = {
  0: { name: '疾病', survey: '疾病概述', cause: '病因', suggestion: '健康建议' },
  1: { name: '症状', survey: '症状表现', cause: '常见原因', suggestion: '应对建议' },
  2: { name: '基础介绍', survey: '简介', cause: '影响因素', suggestion: '注意事项' },
} as const;

export const columnList = {
  heading: '常见疾病',
  hint: '了解常见疾病的成因与日常注意事项。内容仅供健康科普，不能代替医生的诊断。',
  empty: '暂无疾病专栏',
  articleCount: (n: number) => `${n}篇科普`,
} as const;

export const column = {
  empty: '该专栏暂无健康科普',
  notFound: KnowledgeMessages.columnNotFound,
  back: '返回专病专栏',
} as const;

export const article = {
  notFound: KnowledgeMessages.knowledgeNotFound,
  back: '返回',
  disclaimer: '以上内容仅供健康科普参考，不能代替医生的诊断和治疗；如有不适，请及时就医。',
} as const;

export const popup = {
  title: '健康科普',
  empty: KnowledgeMessages.empty,
  close: '关闭',
  more: '查看全文',
} as const;

export const link = {
  label: '健康科普',
  /** what a screen reader hears: the link names what it explains */
  aria: (about: string) => `${about}的健康科普`,
} as const;

export const assess = {
  hint: (name: string) => `花 2 分钟做一次${name}，了解自己的风险和该做的检查。`,
  start: '开始评估',
  history: '评估记录',
} as const;
