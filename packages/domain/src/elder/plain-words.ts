// Elder mode (适老化, issue 24): plainer words for the labels an older person meets first. One table,
// so the web's elder screens and any later channel (a voice assistant reading the page) say the same.
// Only whole labels are replaced: a word inside a longer sentence keeps its usual wording.

export const PLAIN_WORDS: Readonly<Record<string, string>> = {
  体检预约: '预约体检',
  体检套餐: '选一个体检套餐',
  个人套餐: '选一个体检套餐',
  立即预约: '就约这个',
  订单: '我的预约',
  订单列表: '我的预约',
  个人中心: '我的',
  体检报告: '看体检报告',
  提交订单: '确认预约',
  去支付: '去付钱',
  在线支付: '付钱',
  家庭成员: '我的家人',
};

/** The plain wording of a label in elder mode; the label itself otherwise or when it has none. */
export function plainLabel(label: string, elder: boolean): string {
  if (!elder) return label;
  return PLAIN_WORDS[label] ?? label;
}

/**
 * What elder mode asks of a screen (the national 适老化 points that apply to a web app), as numbers
 * the styles and the tests share.
 */
export const ELDER_MODE = {
  /** body text at least this many CSS pixels */
  minBodyFontPx: 18,
  /** touch targets at least this many times their usual height */
  targetScale: 1.5,
} as const;
