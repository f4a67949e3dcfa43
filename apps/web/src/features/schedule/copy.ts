// This feature's copy, kept with the feature so that the entry chunk carries none of it.
import { copy as shared } from '@/shared/lib/copy.ts';

export const common = shared.common;

export const datePicker = {
  title: '选择体检日期',
  weekdays: ['日', '一', '二', '三', '四', '五', '六'],
  month: (year: number, month: number) => `${year}年${month}月`,
  prev: '上个月',
  next: '下个月',
  slots: '体检时段',
  noSlots: '当天暂无可约时段',
  limitedItems: '当天不能预约的项目',
  fullDay: '该日期已约满',
  waitlist: '加入候补',
  waitlistHint: '加入候补后，有人取消或中心加号时，名额按排队顺序为您限时保留，并通知您。',
} as const;
