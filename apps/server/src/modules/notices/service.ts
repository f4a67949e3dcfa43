import {
  examEveDay,
  examEveNotice,
  type NoticeKind,
  recheckNotice,
  reportReadyNotice,
  teamInviteNotice,
} from '@tijian/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { WechatConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { SmsProvider } from '../../sms/sms-provider.ts';
import type { BookedSinceQuery, NoticeOrder } from '../orders/service.ts';
import type { WechatClient } from '../wechat/wechat-client.ts';
import { type NoticeSettingsRow, noticesRepository as repo } from './repository.ts';
import type { NoticeChannel, NoticeRow } from './schema.ts';
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
      orders(ids: readonly number[]): Promise<Map<number, NoticeOrder>>;
      /** an order booked since, for the person at the centre: the re-check is booked */
      bookedSince(q: BookedSinceQuery): Promise<boolean>;
      order(id: number, tx?: DbOrTx): Promise<NoticeOrder | null>;
    };
  };
  users: {
    openidsOf(userIds: readonly number[]): Promise<Map<number, string>>;
    profile(userId: number): Promise<{ mobilePhone: string }>;
  };
  /** who consented to be booked for by an order's account: its reminders go to that account too */
  parentConsents: {
    consented(people: readonly { userId: number; idCardNo: string }[], tx?: DbOrTx): Promise<Set<string>>;
  };
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Orders read per page when a day's reminders are planned. */
const PLAN_PAGE = 1000;
/** A claim older than this belongs to a worker that died: the notice is taken again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Sending is tried this many times, a minute apart and then longer, before the notice is given up. */
const MAX_ATTEMPTS = 5;
const retryDelayMs = (attempt: number) => 60_000 * 2 ** (attempt - 1);
/** Notices one sender claims at a time: few queries per notice, and a batch ends well within the lease. */
const SEND_BATCH = 200;
/** Notices of a batch in flight at once: the gateways answer in tens of milliseconds, so they overlap. */
const SEND_PARALLEL = 25;
/**
 * Due notices per sender the dispatcher starts, and the most it starts in a minute: more than one
 * worker process takes at once (5), so an evening's reminders keep two workers busy.
 */
const SENDER_SHARE = 500;
const MAX_SENDERS = 10;
/** A sender stops taking batches after this long, within its job's expiry and its claims' lease (5 min). */
const SENDER_MS = 4 * 60_000;

/** How a claimed notice ended, as finishMany writes it. */
type End = Pick<NoticeRow, 'id' | 'claimedAt'> & {
  status: 'sent' | 'skipped' | 'failed';
  at: Date;
  channel?: NoticeChannel;
  detail: string;
};

const ALL_ON: NoticeSettingsRow = { examEve: true, reportReady: true, recheck: true };

/**
 * The notices the product sends on its own (domain notices.ts): the reminder the evening before an
 * examination and the report's publication. Planned as rows (one per key, whatever runs it), sent by
 * whoever claims them, by WeChat where the person signed in through it and the account has the
 * template, else by SMS; each order is checked again just before sending.
 */
export function createNoticesService(deps: NoticesDeps) {
  const { db, clock, sms, wechatClient, wechat, orders, users, parentConsents, log } = deps;
  const personKey = (o: Pick<NoticeOrder, 'userId' | 'idCardNo'>) =>
    `${o.userId}:${o.idCardNo.toUpperCase()}`;

  /** What the notice says now, or why it is no longer sent, from what its batch read beforehand. */
  function compose(
    row: NoticeRow,
    order: NoticeOrder | undefined,
    off: ReadonlySet<number>,
    facts: Pick<BatchFacts, 'consented' | 'bookerPhones' | 'rebooked'>,
  ): { skip: string } | { text: string; params: Record<string, string>; phone: string; page: string } {
    if (!order) return { skip: '订单不存在' };
    if (off.has(row.userId)) return { skip: '用户已关闭该提醒' };
    let phone = order.phone;
    if (row.recipient === 'booker') {
      // The copy for the family member who booked stops when the consent is withdrawn.
      if (!facts.consented.has(personKey(order))) return { skip: '家人已取消代约授权' };
      const booker = facts.bookerPhones.get(row.userId);
      if (!booker || booker === order.phone) return { skip: '预约人即体检人手机' };
      phone = booker;
    }
    if (row.kind === 'recheck') {
      if (facts.rebooked.has(row.id)) return { skip: '已预约复查' };
      const n = recheckNotice({ name: order.name, centreName: order.centreName, date: row.examDate ?? '' });
      return { ...n, phone, page: '/report/list' };
    }
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
      return { ...n, phone, page: `/order/personal/${order.centreId}/${order.orderId}` };
    }
    const n = reportReadyNotice({ name: order.name, centreName: order.centreName });
    return { ...n, phone, page: '/report/list' };
  }

  type Outcome = { end: End } | { retry: string };

  /** Sends one claimed notice: WeChat when it can, else SMS; says how it ended, or why to try again. */
  async function deliver(row: NoticeRow, facts: BatchFacts): Promise<Outcome> {
    const end = (status: End['status'], detail: string, channel?: NoticeChannel): Outcome => ({
      end: {
        id: row.id,
        claimedAt: row.claimedAt,
        status,
        at: clock(),
        detail,
        ...(channel ? { channel } : {}),
      },
    });
    try {
      const order = facts.orders.get(row.orderId);
      const c = compose(row, order, facts.off[row.kind], facts);
      if ('skip' in c) return end('skipped', c.skip);
      const templateId = wechat.subscribeTemplates[row.kind];
      // The account's WeChat is the booker's: a consenting parent's own notice goes by SMS to them.
      const forParent = row.recipient === 'examinee' && order && facts.consented.has(personKey(order));
      const openid = forParent ? undefined : facts.openids.get(row.userId);
      if (templateId && wechatClient && openid) {
        const answer = await wechatClient.sendSubscribeMessage({
          openid,
          templateId,
          data: wechatDataOf(row.kind, c.params),
          page: c.page,
        });
        if (answer === 'sent') return end('sent', c.text, 'wechat');
      }
      if (!sms.sendsNotice(row.kind)) return end('skipped', '未配置该提醒的短信模板');
      await sms.sendNotice(c.phone, { kind: row.kind, params: c.params, text: c.text });
      return end('sent', c.text, 'sms');
    } catch (error) {
      const why = error instanceof Error ? error.message.slice(0, 200) : 'error';
      if (row.attempts >= MAX_ATTEMPTS) {
        log.error({ notice: row.id, kind: row.kind }, 'notice given up after retries');
        return end('failed', why);
      }
      return { retry: why };
    }
  }

  interface BatchFacts {
    orders: Map<number, NoticeOrder>;
    off: Record<NoticeKind, ReadonlySet<number>>;
    openids: Map<number, string>;
    /** the re-check reminders whose person booked at the centre since the reminder was planned */
    rebooked: ReadonlySet<number>;
    /** `${userId}:${idCardNo}` of the examinees who consented to be booked for by the order's account */
    consented: ReadonlySet<string>;
    /** the booking accounts' phones, for the notices addressed to them */
    bookerPhones: Map<number, string>;
  }

  /** What composing a batch needs, read in a few queries for the whole batch rather than per notice. */
  async function factsOf(rows: readonly NoticeRow[]): Promise<BatchFacts> {
    const usersOf = (kind: NoticeKind) => rows.filter((r) => r.kind === kind).map((r) => r.userId);
    const wechatOn = wechatClient !== null && rows.some((r) => wechat.subscribeTemplates[r.kind]);
    const [byId, offEve, offReport, offRecheck, openids] = await Promise.all([
      orders.notices.orders(rows.map((r) => r.orderId)),
      repo.turnedOff(db, 'examEve', usersOf('examEve')),
      repo.turnedOff(db, 'reportReady', usersOf('reportReady')),
      repo.turnedOff(db, 'recheck', usersOf('recheck')),
      wechatOn ? users.openidsOf(rows.map((r) => r.userId)) : new Map<number, string>(),
    ]);
    // Few a day (one per published report with a re-check), so one look each is cheap enough.
    const rebooked = new Set<number>();
    for (const row of rows) {
      const order = byId.get(row.orderId);
      if (row.kind !== 'recheck' || !order) continue;
      const booked = await orders.notices.bookedSince({
        userId: row.userId,
        idCardNo: order.idCardNo,
        centreId: order.centreId,
        since: row.createdAt,
        projectIds: row.projectIds ?? [],
      });
      if (booked) rebooked.add(row.id);
    }
    const consented = await parentConsents.consented([...byId.values()]);
    const bookers = [...new Set(rows.filter((r) => r.recipient === 'booker').map((r) => r.userId))];
    const bookerPhones = new Map(
      await Promise.all(bookers.map(async (id) => [id, (await users.profile(id)).mobilePhone] as const)),
    );
    return {
      orders: byId,
      off: { examEve: offEve, reportReady: offReport, recheck: offRecheck },
      openids,
      rebooked,
      consented,
      bookerPhones,
    };
  }

  /**
   * Delivers a claimed batch, `parallel` at a time, then marks the ended ones in one statement (only
   * where the claim still holds); a notice that could not be sent goes back in line for later.
   */
  async function deliverBatch(rows: readonly NoticeRow[], parallel: number) {
    const facts = await factsOf(rows);
    const outcomes: Outcome[] = new Array(rows.length);
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < rows.length; i = next++) outcomes[i] = await deliver(rows[i]!, facts);
    };
    await Promise.all(Array.from({ length: Math.min(parallel, rows.length) }, lane));
    const ends = outcomes.flatMap((o) => ('end' in o ? [o.end] : []));
    await repo.finishMany(db, ends);
    const tally = { sent: 0, skipped: 0, failed: 0, retry: 0 };
    for (const e of ends) tally[e.status] += 1;
    for (const [i, o] of outcomes.entries()) {
      if (!('retry' in o)) continue;
      const row = rows[i]!;
      tally.retry += 1;
      await repo.retryAt(db, row, new Date(clock().getTime() + retryDelayMs(row.attempts)), o.retry);
      log.warn(
        { notice: row.id, kind: row.kind, attempts: row.attempts },
        'notice not sent; tried again later',
      );
    }
    return tally;
  }

  /**
   * Sends what is due, `batch` notices claimed at a time, `parallel` of them in flight, until none
   * is due, `max` were taken or the clock passes `until`. Any number of processes may drain at
   * once: each notice is claimed by one. Answers what happened to them.
   */
  async function drain(opts: { batch?: number; parallel?: number; max?: number; until?: Date } = {}) {
    const batch = opts.batch ?? SEND_BATCH;
    const parallel = opts.parallel ?? SEND_PARALLEL;
    const max = opts.max ?? Number.POSITIVE_INFINITY;
    const tally = { sent: 0, skipped: 0, failed: 0, retry: 0 };
    for (let taken = 0; taken < max && !(opts.until && clock() >= opts.until); ) {
      const rows = await repo.claim(db, clock(), CLAIM_LEASE_MS, Math.min(batch, max - taken));
      if (rows.length === 0) break;
      taken += rows.length;
      const done = await deliverBatch(rows, parallel);
      for (const k of Object.keys(tally) as (keyof typeof tally)[]) tally[k] += done[k];
    }
    return tally;
  }

  return {
    /**
     * Plans the reminders of a day's examinations (by default the one due at this instant: tomorrow,
     * between 18:00 and 21:00), skipping people who turned them off. Runs again harmlessly: a
     * reminder already planned is not planned twice. Answers how many were new.
     */
    /**
     * An HR administrator's reminder to book (team module): sent at once by SMS; false when no SMS
     * template is set up for it or the gateway refused (the caller counts it as not sent).
     */
    async sendTeamInvite(
      phone: string,
      facts: { name: string; companyName: string; centreName: string; windowEnd: string },
    ): Promise<boolean> {
      if (!sms.sendsNotice('teamInvite')) return false;
      try {
        await sms.sendNotice(phone, { kind: 'teamInvite', ...teamInviteNotice(facts) });
        return true;
      } catch (error) {
        log.warn({ err: error }, 'team reminder not sent');
        return false;
      }
    },

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
        const on = page.filter((o) => !off.has(o.userId));
        const consented = await parentConsents.consented(on);
        planned += await repo.plan(
          db,
          on.flatMap((o) => {
            const row = {
              kind: 'examEve' as const,
              key: `examEve:${o.orderId}:${day}`,
              userId: o.userId,
              orderId: o.orderId,
              examDate: day,
              dueAt: now,
            };
            // A parent booked for with their consent: the family member who booked is told too.
            return consented.has(personKey(o))
              ? [row, { ...row, key: `${row.key}:booker`, recipient: 'booker' as const }]
              : [row];
          }),
        );
        if (page.length < PLAN_PAGE) break;
      }
      return planned;
    },

    /** The report of this order was published: its notice, in the publishing transaction. */
    async planReportReady(tx: DbOrTx, order: { id: number; userId: number }): Promise<void> {
      const row = {
        kind: 'reportReady' as const,
        key: `reportReady:${order.id}`,
        userId: order.userId,
        orderId: order.id,
        examDate: null,
        dueAt: clock(),
      };
      // Read in the publishing transaction: outside it, an embedded database would wait on itself.
      const examined = await orders.notices.order(order.id, tx);
      const consented = examined ? await parentConsents.consented([examined], tx) : new Set<string>();
      const booker = examined && consented.has(personKey(examined));
      await repo.plan(tx, booker ? [row, { ...row, key: `${row.key}:booker`, recipient: 'booker' }] : [row]);
    },

    /**
     * The re-check reminder of a published report (modules/recheck), in the publishing transaction:
     * due at `dueAt` (a week before the advised day), and skipped then if the person booked at the
     * centre since with one of the items it proposes. `day` is the advised day, which the reminder names.
     */
    async planRecheck(
      tx: DbOrTx,
      r: {
        reportId: number;
        orderId: number;
        userId: number;
        day: string;
        dueAt: Date;
        projectIds: string[];
      },
    ): Promise<void> {
      await repo.plan(tx, [
        {
          kind: 'recheck',
          key: `recheck:${r.reportId}`,
          userId: r.userId,
          orderId: r.orderId,
          examDate: r.day,
          dueAt: r.dueAt,
          projectIds: r.projectIds,
          createdAt: clock(),
        },
      ]);
    },

    drain,

    /**
     * How many senders the notices due now need: one per SENDER_SHARE of them, at most MAX_SENDERS,
     * so a day's reminders are spread over every worker process while a quiet minute starts none.
     */
    async sendersNeeded(): Promise<number> {
      const due = await repo.countDue(db, clock(), CLAIM_LEASE_MS, SENDER_SHARE * MAX_SENDERS);
      return Math.min(MAX_SENDERS, Math.ceil(due / SENDER_SHARE));
    },

    /** One sender's share of the work: drains until nothing is due, for at most SENDER_MS. */
    sendShare: () => drain({ until: new Date(clock().getTime() + SENDER_MS) }),

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
