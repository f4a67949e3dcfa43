// The confirm page's pre-exam words (体检前须知). Kept with the feature rather than in the shared copy,
// which ships with the first load.
export const eligibilityCopy = {
  title: '体检前须知',
  intro: '请如实勾选以下情况，我们会标出不宜检查或需要注意的项目。',
  conditionsLabel: '体检人情况',
  fromQuestionnaire: '（问卷中已填写）',
  findingsLabel: '项目提示',
  refusedTag: '不宜检查',
  noticeTag: '注意',
  fastingTag: '空腹',
  refusedTitle: '以下项目不宜检查',
  remove: '移除这些项目',
  back: '返回修改',
  cannotRemove: '以下项目无法移除，请更换套餐或返回修改体检人情况：',
  refusedLine: (item: string, reason: string) => `${item}：${reason}`,
} as const;
