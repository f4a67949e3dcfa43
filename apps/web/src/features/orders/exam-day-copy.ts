// The Chinese texts of the exam-day guide card on the order page (issue 24).
export const examDayCopy = {
  title: '体检当日指引',
  arriveBy: (time: string) => `请于 ${time} 前到达体检中心`,
  bring: '请携带',
  fasting: '空腹',
  round: '检查顺序',
  breakfast: '早餐',
  breakfastHint: '空腹项目完成后可用早餐',
  now: '当前',
  called: '请前往',
  done: '已完成',
  skipped: '已过号，请联系护士',
  live: '排队人数实时更新',
  reconnecting: '连接中断，正在重新连接…',
} as const;
