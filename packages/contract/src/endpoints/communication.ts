// Online communication (在线沟通, issue 22, the spec names the screens but not their calls): a person's
// threads with a centre — 咨询沟通, 健康沟通, 问题建议 and 报告解读 — each a list of messages (words,
// shown as text, and an optional picture), with unread counts on both sides; and the centre's side,
// where its desk, doctors and manager read and reply (咨询回复). Every customer call is owner-only:
// another account's thread or picture answers as a missing one does.
import {
  CommunicationMessages as M,
  MAX_THREAD_ID,
  MESSAGE_MAX_CHARS,
  PICTURE_MAX_BYTES,
  PICTURE_TYPES,
  THREAD_KINDS,
} from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId, wholeNumber } from '../fields.ts';

export const threadKind = z.enum(THREAD_KINDS, { error: M.kindInvalid });

/** Base64 of the largest picture, and room for a data: prefix. */
const PICTURE_BASE64_MAX = Math.ceil(PICTURE_MAX_BYTES / 3) * 4 + 64;
/** A request carrying the largest picture, and its words, fits. */
const PICTURE_BODY_LIMIT = PICTURE_BASE64_MAX + 64 * 1024;

const threadIdField = wholeNumber(M.threadIdInvalid, 1, MAX_THREAD_ID);
const threadIdBody = z
  .number({ error: M.threadIdInvalid })
  .int(M.threadIdInvalid)
  .min(1, M.threadIdInvalid)
  .max(MAX_THREAD_ID, M.threadIdInvalid);

const messageText = z
  .string({ error: M.emptyMessage })
  .max(MESSAGE_MAX_CHARS * 4, M.tooLong)
  .default('');

/**
 * A picture as base64 (a data: URL's prefix is dropped): its type is read from its content, never from
 * a name or a declared type, on the server.
 */
const pictureInput = z
  .string({ error: M.pictureUnreadable })
  .max(PICTURE_BASE64_MAX, M.pictureTooLarge)
  .optional();

export const message = z.object({
  id: z.number().int(),
  /** user: the person; operator: the centre's staff */
  author: z.enum(['user', 'operator']),
  /** the staff member's name as the person sees it (the centre's name and role); empty for the person */
  authorName: z.string(),
  /** plain text: shown as text, never as HTML */
  text: z.string(),
  /** the attached picture's id (read with the picture call), or null */
  pictureId: z.number().int().nullable(),
  /** ISO instant */
  sentAt: z.string(),
});

export const threadSummary = z.object({
  id: z.number().int(),
  kind: threadKind,
  kindName: z.string(),
  sysCenterId: z.string(),
  centreName: z.string(),
  /** the report asked about (报告解读), else null */
  reportId: z.number().int().nullable(),
  /** what the thread is about: the first words asked, or the report's name */
  title: z.string(),
  /** the latest message's words (图片 for a picture alone) */
  lastText: z.string(),
  lastAuthor: z.enum(['user', 'operator']),
  /** ISO instant of the latest message */
  lastAt: z.string(),
  /** messages the reader has not seen: the person's of the centre's, or the centre's of the person's */
  unread: z.number().int(),
  /** the centre has replied at least once */
  answered: z.boolean(),
});

export const threadDetail = threadSummary.extend({
  /** oldest first */
  messages: z.array(message),
});

const threadList = z.object({
  list: z.array(threadSummary),
  /** unread messages over every thread listed */
  unreadTotal: z.number().int(),
});

export const picture = z.object({
  id: z.number().int(),
  type: z.enum(PICTURE_TYPES),
  /** the bytes, base64 */
  data: z.string(),
});

export const listThreads = endpoint({
  id: 'listThreads',
  method: 'GET',
  path: '/wx/communication/thread/list.json',
  tag: 'communication',
  summary:
    '本人的在线沟通：全部或某一类（咨询、健康、建议、报告解读），有未读回复的在前，再按最新消息；answered=1 只列已回复的（咨询记录）',
  auth: true,
  query: z.object({
    kind: threadKind.optional(),
    answered: z.enum(['0', '1'], { error: '筛选条件不正确' }).optional(),
  }),
  data: threadList,
});

export const getThread = endpoint({
  id: 'getThread',
  method: 'GET',
  path: '/wx/communication/thread/detail.json',
  tag: 'communication',
  summary: '一条沟通记录及其全部消息（打开即标为已读）；他人的或不存在的答“该沟通记录不存在”',
  auth: true,
  query: z.object({ id: threadIdField }),
  data: threadDetail,
});

export const getCentreThread = endpoint({
  id: 'getCentreThread',
  method: 'GET',
  path: '/wx/communication/thread/centre.json',
  tag: 'communication',
  summary: '与一家体检中心的咨询沟通（打开即标为已读）；尚未开始时 thread 为 null；中心是否开通在线沟通',
  auth: true,
  query: z.object({ sysCenterId: centreId }),
  data: z.object({
    sysCenterId: z.string(),
    centreName: z.string(),
    /** the centre's onlineFlag: whether a new question can be sent */
    online: z.boolean(),
    thread: threadDetail.nullable(),
  }),
});

export const listOnlineCentres = endpoint({
  id: 'listOnlineCentres',
  method: 'GET',
  path: '/wx/communication/centres.json',
  tag: 'communication',
  summary: '开通在线沟通的体检中心（centerConfigMenu.onlineFlag 为 1），按城市',
  data: z.object({
    list: z.array(z.object({ sysCenterId: z.string(), name: z.string(), cityName: z.string() })),
  }),
});

export const startThread = endpoint({
  id: 'startThread',
  method: 'POST',
  path: '/wx/communication/thread/start.json',
  tag: 'communication',
  summary:
    '向体检中心提问、提建议或申请报告解读（报告解读发往报告所属的中心）；与同一中心的咨询、同一份报告的解读只有一条记录，再次提问续在其后',
  auth: true,
  bodyLimit: PICTURE_BODY_LIMIT,
  body: z
    .object({
      kind: threadKind,
      sysCenterId: centreId.optional(),
      reportId: z
        .number({ error: M.reportRequired })
        .int(M.reportRequired)
        .min(1, M.reportRequired)
        .optional(),
      text: messageText,
      picture: pictureInput,
    })
    .superRefine((b, ctx) => {
      if (b.kind === 'reportReading' && b.reportId === undefined)
        ctx.addIssue({ code: 'custom', message: M.reportRequired, path: ['reportId'] });
      if (b.kind !== 'reportReading' && b.sysCenterId === undefined)
        ctx.addIssue({ code: 'custom', message: '请选择体检中心', path: ['sysCenterId'] });
    }),
  data: threadDetail,
});

export const sendMessage = endpoint({
  id: 'sendMessage',
  method: 'POST',
  path: '/wx/communication/message/send.json',
  tag: 'communication',
  summary: `在本人的沟通记录中发送一条消息：文字（不超过${MESSAGE_MAX_CHARS}字）和/或一张图片（JPG、PNG、WebP，不超过 2 MB，按内容识别）`,
  auth: true,
  bodyLimit: PICTURE_BODY_LIMIT,
  body: z.object({ threadId: threadIdBody, text: messageText, picture: pictureInput }),
  data: message,
});

export const getPicture = endpoint({
  id: 'getPicture',
  method: 'GET',
  path: '/wx/communication/picture.json',
  tag: 'communication',
  summary: '本人沟通记录中的一张图片（base64）；他人的或不存在的答“该图片不存在”',
  auth: true,
  query: z.object({ id: wholeNumber(M.pictureIdInvalid, 1, MAX_THREAD_ID) }),
  data: picture,
});

// The centre's side (咨询回复): desk, doctor and manager of the centre.

export const operatorListThreads = endpoint({
  id: 'operatorListThreads',
  method: 'GET',
  path: '/operator/communication/threads.json',
  tag: 'operator',
  summary: '中心的在线沟通（前台、医生、管理员）：有未读消息的在前，再按最新消息，附提问人（手机号打码）',
  auth: 'operator',
  query: z.object({ sysCenterId: centreId }),
  data: z.object({
    list: z.array(threadSummary.extend({ askerName: z.string(), askerPhone: z.string() })),
    unreadTotal: z.number().int(),
  }),
});

export const operatorGetThread = endpoint({
  id: 'operatorGetThread',
  method: 'GET',
  path: '/operator/communication/thread.json',
  tag: 'operator',
  summary: '一条沟通记录及其全部消息（中心打开即标为已读；前台、医生、管理员）',
  auth: 'operator',
  query: z.object({ id: threadIdField }),
  data: threadDetail.extend({ askerName: z.string(), askerPhone: z.string() }),
});

export const operatorReply = endpoint({
  id: 'operatorReply',
  method: 'POST',
  path: '/operator/communication/reply.json',
  tag: 'operator',
  summary: `回复一条沟通记录（前台、医生、管理员）：文字（不超过${MESSAGE_MAX_CHARS}字）和/或一张图片`,
  auth: 'operator',
  bodyLimit: PICTURE_BODY_LIMIT,
  body: z.object({ threadId: threadIdBody, text: messageText, picture: pictureInput }),
  data: message,
});

export const operatorGetPicture = endpoint({
  id: 'operatorGetPicture',
  method: 'GET',
  path: '/operator/communication/picture.json',
  tag: 'operator',
  summary: '本中心沟通记录中的一张图片（base64）',
  auth: 'operator',
  query: z.object({ id: wholeNumber(M.pictureIdInvalid, 1, MAX_THREAD_ID) }),
  data: picture,
});

export type ThreadKind = z.output<typeof threadKind>;
export type Message = z.output<typeof message>;
export type ThreadSummary = z.output<typeof threadSummary>;
export type ThreadDetail = z.output<typeof threadDetail>;
export type ThreadList = DataOf<typeof listThreads>;
export type CentreThread = DataOf<typeof getCentreThread>;
export type OnlineCentres = DataOf<typeof listOnlineCentres>;
export type Picture = z.output<typeof picture>;
export type OperatorThreadList = DataOf<typeof operatorListThreads>;
export type OperatorThread = DataOf<typeof operatorGetThread>;
