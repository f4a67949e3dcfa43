import type { ThreadKind } from '@tijian/domain';
import type { Db } from '../db/client.ts';
import { communicationRepository as repo } from '../modules/communication/repository.ts';
import { reportsRepository } from '../modules/reports/repository.ts';

const HOUR = 3600_000;

interface DemoMessage {
  author: 'user' | 'operator';
  authorName?: string;
  text: string;
  /** hours before the seed */
  hoursAgo: number;
}

interface DemoThread {
  kind: ThreadKind;
  centreId: string;
  title: string;
  /** the demo report it reads (报告解读), by number */
  reportNo?: string;
  messages: DemoMessage[];
  /** the person has read up to this many of the centre's messages; the rest are unread */
  userRead: number;
  /** the centre has read this many of the person's messages */
  centreRead: number;
}

const DESK = '北京朝阳健康体检中心前台';
const DOCTOR = '北京朝阳健康体检中心医生';

/**
 * The demo account's threads: a consultation at 00-1 answered twice, its latest reply not yet read;
 * a reading of the 2023 report, answered by a doctor; and a health question at 00-30 that waits for
 * the centre (its staff see it unread in 咨询回复).
 */
const DEMO_THREADS: DemoThread[] = [
  {
    kind: 'consult',
    centreId: '00-1',
    title: '体检前一天晚上几点以后不能吃东西？',
    userRead: 1,
    centreRead: 2,
    messages: [
      { author: 'user', text: '体检前一天晚上几点以后不能吃东西？', hoursAgo: 50 },
      {
        author: 'operator',
        authorName: DESK,
        text: '您好，体检前一天晚上10点以后请不要进食，可以少量喝白开水；第二天早上空腹来院，抽血和腹部B超完成后再用早餐。',
        hoursAgo: 49,
      },
      { author: 'user', text: '明白了，谢谢。请问可以带孩子一起来吗？', hoursAgo: 3 },
      {
        author: 'operator',
        authorName: DESK,
        text: '可以的。体检区有放射检查，孩子请在二楼等候区由家人陪同，不要进入检查室。',
        hoursAgo: 2,
      },
    ],
  },
  {
    kind: 'reportReading',
    centreId: '00-1',
    reportNo: 'BG-DEMO-2023',
    title: '2023-04-15 的体检报告解读',
    userRead: 1,
    centreRead: 1,
    messages: [
      { author: 'user', text: '请帮我解读一下这份报告，脂肪肝和血压需要注意什么？', hoursAgo: 120 },
      {
        author: 'operator',
        authorName: DOCTOR,
        text: '您的报告提示中度脂肪肝，血压处于正常高值。建议控制饮食总热量、减少油炸和甜食，每周至少150分钟中等强度运动，3个月后复查肝功能和腹部B超；血压请每周自测两次并记录。',
        hoursAgo: 118,
      },
    ],
  },
  {
    kind: 'health',
    centreId: '00-30',
    title: '最近经常失眠，体检能查出原因吗？',
    userRead: 0,
    centreRead: 0,
    messages: [{ author: 'user', text: '最近经常失眠，体检能查出原因吗？', hoursAgo: 5 }],
  },
];

/** Writes the demo account's threads once; an account that has threads already keeps its own. */
export async function seedCommunication(db: Db, userId: number, now = new Date()): Promise<void> {
  if (await repo.hasThreads(db, userId)) return;
  for (const demo of DEMO_THREADS) {
    const report = demo.reportNo ? await reportsRepository.byReportNo(db, demo.reportNo) : undefined;
    if (demo.reportNo && !report) continue;
    const first = new Date(now.getTime() - demo.messages[0]!.hoursAgo * HOUR);
    const thread = await repo.insertThread(db, {
      userId,
      centreId: demo.centreId,
      kind: demo.kind,
      reportId: report?.id ?? null,
      title: report ? `${report.examDate} ${report.name}的${report.packageName ?? '体检报告'}` : demo.title,
      createdAt: first,
      lastAt: first,
    });
    if (!thread) continue;
    for (const m of demo.messages) {
      await repo.addMessage(db, {
        threadId: thread.id,
        author: m.author,
        operatorId: null,
        authorName: m.authorName ?? '',
        text: m.text,
        pictureKey: null,
        pictureType: null,
        pictureBytes: null,
        sentAt: new Date(now.getTime() - m.hoursAgo * HOUR),
      });
    }
    const fromCentre = demo.messages.filter((m) => m.author === 'operator').length;
    const fromUser = demo.messages.length - fromCentre;
    await repo.setUnread(db, thread.id, {
      userUnread: fromCentre - demo.userRead,
      centreUnread: fromUser - demo.centreRead,
    });
  }
}
