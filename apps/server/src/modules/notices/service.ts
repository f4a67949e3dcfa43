import { examEveDay, examEveNotice, reportReadyNotice } from '@tijian/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { WechatConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SmsProvider } from '../../sms/sms-provider.ts';
import type { NoticeOrder } from '../orders/service.ts';
import type { WechatClient } from '../wechat/wechat-client.ts';
import { type NoticeSettingsRow, noticesRepository as repo } from './repository.ts';
import type { NoticeRow } from './schema.ts';
import { wechatDataOf } from './wechat-templates.ts';

export interface NoticesDeps {
  db: Db;
  clock: () => Date;
  sms: SmsProvider;
  wechatClient: WechatClient | null;
  wechat: Pick<WechatConfig, 'subscribeTemplates'>;
  orders: {
    notices: {
      awaitingExamOn(date: string, afterId: number, limit: number): Promise<NoticeOrder[]>;
      order(id: number): Promise<NoticeOrder | null>;
    };
  };
  users: { openidOf(userId: number): Promise<string | null> };
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Orders read per page when a day's reminders are planned. */
const PLAN_PAGE = 1000;
/** A claim older than this belongs to a worker that died: the notice is taken again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Sending is tried this many times, a minute apart and then longer, before the notice is given up. */
const MAX_ATTEMPTS = 5;
const retryDelayMs = (attempt: number) => 60_000 * 2 ** (attempt - 1);

const ALL_ON: NoticeSettingsRow = { examEve: true, reportReady: true };

/**
 * The notices the product sends on its own (domain notices.ts): the reminder the evening before an
 * examination and the report's publication. Planned as rows (one per key, whatever runs it), sent by
 * whoever claims them, by WeChat where the person signed in through it and the account has the
 * template, else by SMS; each order is checked again just before sending.
 */
export function createNoticesService(deps: NoticesDeps) {
  const { db, clock, sms, wechatClient, wechat, orders, users, log } = deps;

  /** What the notice says now, or why it is no longer sent. */
  async function compose(
    row: NoticeRow,
  ): Promise<
    { skip: string } | { text: string; params: Record<string, string>; phone: string; page: string }
  > {
    const order = await orders.notices.order(row.orderId);
    if (!order) return { skip: '订单不存在' };
    const off = await repo.turnedOff(db, row.kind, [row.userId]);
    if (off.has(row.userId)) return { skip: '用户已关闭该提醒' };
    if (row.kind === 'examEve') {
      if (order.status !== 'order_hospital_examination' || order.examDate !== row.examDate)
        return { skip: '订单已改期或取消' };
      const n = examEveNotice({
        name: order.name,
        centreName: order.centreName,
        date: order.examDate,
        slotTime: order.slotTime,
        fasting: order.fasting,
      });
      return { ...n, phone: order.phone, page: `/order/personal/${order.centreId}/${order.orderId}` };
    }
    const n = reportReadyNotice({ name: order.name, centreName: order.centreName });
    return { ...n, phone: order.phone, page: '/report/list' };
  }

  /** Sends one claimed notice: WeChat when it can, else SMS; ends it, or puts it back for later. */
  async function deliver(row: NoticeRow): Promise<'sent' | 'skipped' | 'failed' | 'retry'> {
    try {
      const c = await compose(row);
      if ('skip' in c) {
        await repo.finish(db, row, { status: 'skipped', at: clock(), detail: c.skip });
        return 'skipped';
      }
      const templateId = wechat.subscribeTemplates[row.kind];
      const openid = templateId && wechatClient ? await users.openidOf(row.userId) : null;
      if (templateId && wechatClient && openid) {
        const answer = await wechatClient.sendSubscribeMessage({
          openid,
          templateId,
          data: wechatDataOf(row.kind, c.params),
          page: c.page,
        });
        if (answer === 'sent') {
          await repo.finish(db, row, { status: 'sent', at: clock(), channel: 'wechat', detail: c.text });
          return 'sent';
        }
      }
      if (!sms.sendsNotice(row.kind)) {
        await repo.finish(db, row, { status: 'skipped', at: clock(), detail: '未配置该提醒的短信模板' });
        return 'skipped';
      }
      await sms.sendNotice(c.phone, { kind: row.kind, params: c.params, text: c.text });
      await repo.finish(db, row, { status: 'sent', at: clock(), channel: 'sms', detail: c.text });
      return 'sent';
    } catch (error) {
      const why = error instanceof Error ? error.message.slice(0, 200) : 'error';
      if (row.attempts >= MAX_ATTEMPTS) {
        await repo.finish(db, row, { status: 'failed', at: clock(), detail: why });
        log.error({ notice: row.id, kind: row.kind }, 'notice given up after retries');
        return 'failed';
      }
      await repo.retryAt(db, row, new Date(clock().getTime() + retryDelayMs(row.attempts)), why);
      log.warn(
        { notice: row.id, kind: row.kind, attempts: row.attempts },
        'notice not sent; tried again later',
      );
      return 'retry';
    }
  }

  return {
    /**
     * Plans the reminders of a day's examinations (by default the one due at this instant: tomorrow,
     * between 18:00 and 21:00), skipping people who turned them off. Runs again harmlessly: a
     * reminder already planned is not planned twice. Answers how many were new.
     */
    async planExamEve(day: string | null = examEveDay(clock())): Promise<number> {
      if (day === null) return 0;
      const now = clock();
      let planned = 0;
      for (let after = 0; ; ) {
        const page = await orders.notices.awaitingExamOn(day, after, PLAN_PAGE);
        if (page.length === 0) break;
        after = page[page.length - 1]!.orderId;
        const off = await repo.turnedOff(
          db,
          'examEve',
          page.map((o) => o.userId),
        );
        planned += await repo.plan(
          db,
          page
            .filter((o) => !off.has(o.userId))
            .map((o) => ({
              kind: 'examEve' as const,
              key: `examEve:${o.orderId}:${day}`,
              userId: o.userId,
              orderId: o.orderId,
              examDate: day,
              dueAt: now,
            })),
        );
        if (page.length < PLAN_PAGE) break;
      }
      return planned;
    },

    /** The report of this order was published: its notice, in the publishing transaction. */
    async planReportReady(tx: DbOrTx, order: { id: number; userId: number }): Promise<void> {
      await repo.plan(tx, [
        {
          kind: 'reportReady',
          key: `reportReady:${order.id}`,
          userId: order.userId,
          orderId: order.id,
          examDate: null,
          dueAt: clock(),
        },
      ]);
    },

    /**
     * Sends what is due, `batch` notices claimed at a time, `parallel` of them in flight, until none
     * is due or `max` were taken. Any number of processes may drain at once: each notice is claimed
     * by one. Answers what happened to them.
     */
    async drain(opts: { batch?: number; parallel?: number; max?: number } = {}) {
      const batch = opts.batch ?? 100;
      const parallel = opts.parallel ?? 10;
      const max = opts.max ?? Number.POSITIVE_INFINITY;
      const tally = { sent: 0, skipped: 0, failed: 0, retry: 0 };
      for (let taken = 0; taken < max; ) {
        const rows = await repo.claim(db, clock(), CLAIM_LEASE_MS, Math.min(batch, max - taken));
        if (rows.length === 0) break;
        taken += rows.length;
        for (let i = 0; i < rows.length; i += parallel) {
          const outcomes = await Promise.all(rows.slice(i, i + parallel).map(deliver));
          for (const o of outcomes) tally[o] += 1;
        }
      }
      return tally;
    },

    async settings(userId: number): Promise<NoticeSettingsRow> {
      return (await repo.settings(db, userId)) ?? ALL_ON;
    },

    async saveSettings(userId: number, settings: NoticeSettingsRow): Promise<NoticeSettingsRow> {
      await repo.saveSettings(db, userId, settings, clock());
      return settings;
    },

    /** The notices of an order, oldest first (tests, support). */
    ofOrder: (orderId: number) => repo.ofOrder(db, orderId),
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
