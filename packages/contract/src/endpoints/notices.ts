import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** Which notices the account receives (domain NOTICE_NAMES says what each is); all on until turned off. */
export const noticeSettings = z.object({
  examEve: z.boolean({ error: '请选择是否接收体检前一天提醒' }),
  reportReady: z.boolean({ error: '请选择是否接收报告出具通知' }),
  recheck: z.boolean({ error: '请选择是否接收复查提醒' }),
});

export const getNoticeSettings = endpoint({
  id: 'getNoticeSettings',
  method: 'GET',
  path: '/wx/notice/settings.json',
  tag: 'account',
  summary: '消息提醒设置：体检前一天提醒、报告出具通知、复查提醒是否接收',
  auth: true,
  data: noticeSettings,
});

export const saveNoticeSettings = endpoint({
  id: 'saveNoticeSettings',
  method: 'POST',
  path: '/wx/notice/settings.json',
  tag: 'account',
  summary: '保存消息提醒设置',
  auth: true,
  body: noticeSettings,
  data: noticeSettings,
});

export type NoticeSettings = z.output<typeof noticeSettings>;
