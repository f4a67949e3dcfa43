import type { communication as contract } from '@tijian/contract';
import {
  CommunicationMessages as M,
  maskName,
  maskPhone,
  messageError,
  type PictureType,
  pictureError,
  pictureTypeOf,
  THREAD_KIND_NAMES,
  type ThreadKind,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import { transaction } from '../../db/transaction.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import type { CentresService } from '../centres/service.ts';
import type { OperatorRole } from '../operators/schema.ts';
import type { Operator } from '../operators/service.ts';
import type { ReportsService } from '../reports/service.ts';
import type { UsersService } from '../users/service.ts';
import {
  type MessageRow,
  communicationRepository as repo,
  type ThreadRow,
  type ThreadWithLast,
} from './repository.ts';

/** What a message carries in, checked: its words and its picture's bytes. */
interface Outgoing {
  text: string;
  picture?: string | undefined;
}

interface CheckedMessage {
  text: string;
  picture: { bytes: Buffer; type: PictureType } | null;
}

const TITLE_CHARS = 40;
const PICTURE_ONLY = '[图片]';
const FILE_AREA = 'communication';
const EXTENSIONS: Record<PictureType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const ROLE_TITLES: Record<OperatorRole, string> = { desk: '前台', doctor: '医生', manager: '客服' };

/** Base64 with or without a data: prefix (its declared type is ignored), or null when it is not base64. */
function decodeBase64(input: string): Buffer | null {
  const body = input.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) return null;
  return Buffer.from(body, 'base64');
}

/** The words trimmed and the picture recognised by its content, or the Chinese reason it cannot be sent. */
export function checkMessage(input: Outgoing): CheckedMessage {
  const hasPicture = input.picture !== undefined;
  const textError = messageError(input.text, hasPicture);
  if (textError) throw invalid(textError);
  if (input.picture === undefined) return { text: input.text.trim(), picture: null };
  const bytes = decodeBase64(input.picture);
  if (bytes === null) throw invalid(M.pictureUnreadable);
  const error = pictureError(bytes);
  if (error) throw invalid(error);
  return { text: input.text.trim(), picture: { bytes, type: pictureTypeOf(bytes)! } };
}

const titleOf = (message: CheckedMessage) => {
  const chars = [...message.text.replace(/\s+/g, ' ')];
  if (chars.length === 0) return PICTURE_ONLY;
  return chars.length > TITLE_CHARS ? `${chars.slice(0, TITLE_CHARS).join('')}…` : chars.join('');
};

const toMessage = (row: MessageRow): contract.Message => ({
  id: row.id,
  author: row.author,
  authorName: row.authorName,
  text: row.text,
  pictureId: row.pictureKey ? row.id : null,
  sentAt: row.sentAt.toISOString(),
});

export interface CommunicationDeps {
  db: Db;
  clock: () => Date;
  files: FileStore;
  centres: Pick<CentresService, 'centre' | 'cityTree'>;
  reports: Pick<ReportsService, 'readableReport'>;
  users: Pick<UsersService, 'profile'>;
}

/**
 * Online communication between a person and a centre. The person reaches only their own threads and
 * pictures; a centre's staff only their centre's; anything else answers as missing.
 */
export function createCommunicationService(deps: CommunicationDeps) {
  const { db, clock, files, centres } = deps;

  const centreName = async (id: string) => (await centres.centre(id).catch(() => null))?.name ?? '';

  async function summary(row: ThreadRow, last: MessageRow | null, side: 'user' | 'centre') {
    return {
      id: row.id,
      kind: row.kind,
      kindName: THREAD_KIND_NAMES[row.kind],
      sysCenterId: row.centreId,
      centreName: await centreName(row.centreId),
      reportId: row.reportId,
      title: row.title,
      lastText: last ? last.text || PICTURE_ONLY : '',
      lastAuthor: last?.author ?? 'user',
      lastAt: (last?.sentAt ?? row.lastAt).toISOString(),
      unread: side === 'user' ? row.userUnread : row.centreUnread,
      answered: row.answered === 1,
    } satisfies contract.ThreadSummary;
  }

  const summaries = (rows: ThreadWithLast[], side: 'user' | 'centre') =>
    Promise.all(rows.map((r) => summary(r, r.last, side)));

  /** The thread as a side sees it on opening: its messages, and that side's unread cleared. */
  async function open(row: ThreadRow, side: 'user' | 'centre'): Promise<contract.ThreadDetail> {
    const messages = await repo.messagesOf(db, row.id);
    if ((side === 'user' ? row.userUnread : row.centreUnread) > 0) await repo.markRead(db, row.id, side);
    // What this side read is no longer unread, on the screen that opened it too.
    const opened = { ...row, ...(side === 'user' ? { userUnread: 0 } : { centreUnread: 0 }) };
    return { ...(await summary(opened, messages.at(-1) ?? null, side)), messages: messages.map(toMessage) };
  }

  async function ownThread(userId: number, id: number): Promise<ThreadRow> {
    const row = await repo.findThread(db, id);
    if (!row || row.userId !== userId) throw notFound(M.threadNotFound);
    return row;
  }

  async function onlineCentre(id: string) {
    const centre = await centres.centre(id);
    if (centre.centerConfigMenu.onlineFlag !== 1) throw invalid(M.centreOffline);
    return centre;
  }

  /**
   * The picture is written before the row that names it; when the row fails the file is removed, so
   * no stored file is left without a message.
   */
  async function post(
    threadId: number,
    message: CheckedMessage,
    author: { author: 'user' } | { author: 'operator'; operatorId: number; authorName: string },
  ): Promise<MessageRow> {
    const now = clock();
    const picture = message.picture;
    const key = picture ? await files.put(FILE_AREA, EXTENSIONS[picture.type], picture.bytes, now) : null;
    try {
      return await transaction(db, async (tx) => {
        const thread = await repo.lockThread(tx, threadId);
        if (!thread) throw notFound(M.threadNotFound);
        return repo.addMessage(tx, {
          threadId,
          author: author.author,
          operatorId: author.author === 'operator' ? author.operatorId : null,
          authorName: author.author === 'operator' ? author.authorName : '',
          text: message.text,
          pictureKey: key,
          pictureType: picture?.type ?? null,
          pictureBytes: picture?.bytes.length ?? null,
          sentAt: now,
        });
      });
    } catch (error) {
      if (key) await files.remove(key).catch(() => undefined);
      throw error;
    }
  }

  async function pictureOf(row: MessageRow): Promise<contract.Picture> {
    if (!row.pictureKey || !row.pictureType) throw notFound(M.pictureNotFound);
    const bytes = await files.get(row.pictureKey).catch(() => {
      throw notFound(M.pictureNotFound);
    });
    return { id: row.id, type: row.pictureType, data: bytes.toString('base64') };
  }

  async function asker(userId: number) {
    const profile = await deps.users.profile(userId).catch(() => null);
    const name = profile?.name ?? profile?.callName ?? '';
    return {
      askerName: name ? maskName(name) : '用户',
      askerPhone: profile?.mobilePhone ? maskPhone(profile.mobilePhone) : '',
    };
  }

  return {
    async list(
      userId: number,
      filter: { kind?: ThreadKind; answered?: boolean },
    ): Promise<contract.ThreadList> {
      const list = await summaries(await repo.threadsOfUser(db, userId, filter), 'user');
      return { list, unreadTotal: list.reduce((n, t) => n + t.unread, 0) };
    },

    async thread(userId: number, id: number): Promise<contract.ThreadDetail> {
      return open(await ownThread(userId, id), 'user');
    },

    async centreThread(userId: number, centreId: string): Promise<contract.CentreThread> {
      const centre = await centres.centre(centreId);
      const row = await repo.findConsult(db, userId, centreId);
      return {
        sysCenterId: centre.id,
        centreName: centre.name,
        online: centre.centerConfigMenu.onlineFlag === 1,
        thread: row ? await open(row, 'user') : null,
      };
    },

    async onlineCentres(): Promise<contract.OnlineCentres> {
      const cities = await centres.cityTree();
      return {
        list: cities.flatMap((city) =>
          city.children
            .filter((c) => c.centerConfigMenu.onlineFlag === 1)
            .map((c) => ({ sysCenterId: c.id, name: c.name, cityName: city.name })),
        ),
      };
    },

    /**
     * A new question, suggestion or reading request; the consultation with a centre and the reading of
     * a report are one thread each, so asking again goes on in the one there is.
     */
    async start(
      userId: number,
      input: { kind: ThreadKind; sysCenterId?: string; reportId?: number; text: string; picture?: string },
    ): Promise<contract.ThreadDetail> {
      const message = checkMessage(input);
      let centreId: string;
      let title = titleOf(message);
      let reportId: number | null = null;
      if (input.kind === 'reportReading') {
        const report = await deps.reports.readableReport(userId, input.reportId!);
        centreId = report.sysCenterId;
        title = report.title;
        reportId = report.id;
      } else {
        centreId = input.sysCenterId!;
      }
      await onlineCentre(centreId);
      const existing =
        input.kind === 'consult'
          ? () => repo.findConsult(db, userId, centreId)
          : input.kind === 'reportReading'
            ? () => repo.findReading(db, userId, reportId!)
            : async () => undefined;
      const now = clock();
      const thread =
        (await existing()) ??
        (await repo.insertThread(db, {
          userId,
          centreId,
          kind: input.kind,
          reportId,
          title,
          createdAt: now,
          lastAt: now,
        })) ??
        // Another request made it first.
        (await existing());
      if (!thread) throw notFound(M.threadNotFound);
      await post(thread.id, message, { author: 'user' });
      return open((await repo.findThread(db, thread.id))!, 'user');
    },

    async send(userId: number, input: { threadId: number } & Outgoing): Promise<contract.Message> {
      const message = checkMessage(input);
      const thread = await ownThread(userId, input.threadId);
      const sent = toMessage(await post(input.threadId, message, { author: 'user' }));
      // Writing back is reading: the centre's replies before it are no longer waiting.
      if (thread.userUnread > 0) await repo.markRead(db, thread.id, 'user');
      return sent;
    },

    async picture(userId: number, id: number): Promise<contract.Picture> {
      const found = await repo.findPicture(db, id);
      if (!found || found.thread.userId !== userId) throw notFound(M.pictureNotFound);
      return pictureOf(found.message);
    },

    operator: {
      /** Where a thread is, for the role check and the audit log (a missing one throws not,found). */
      async target(threadId: number) {
        const row = await repo.findThread(db, threadId);
        if (!row) throw notFound(M.threadNotFound);
        return { centreId: row.centreId, targetId: String(row.id) };
      },

      /** Where a picture's message is, for the role check (before whether it has a picture at all). */
      async pictureCentre(id: number): Promise<string> {
        const found = await repo.findPicture(db, id);
        if (!found) throw notFound(M.pictureNotFound);
        return found.thread.centreId;
      },

      async list(centreId: string): Promise<contract.OperatorThreadList> {
        const rows = await repo.threadsOfCentre(db, centreId);
        const list = await Promise.all(
          rows.map(async (r) => ({ ...(await summary(r, r.last, 'centre')), ...(await asker(r.userId)) })),
        );
        return { list, unreadTotal: list.reduce((n, t) => n + t.unread, 0) };
      },

      async thread(threadId: number): Promise<contract.OperatorThread> {
        const row = await repo.findThread(db, threadId);
        if (!row) throw notFound(M.threadNotFound);
        return { ...(await open(row, 'centre')), ...(await asker(row.userId)) };
      },

      async reply(operator: Operator, input: { threadId: number } & Outgoing): Promise<contract.Message> {
        const message = checkMessage(input);
        const row = await repo.findThread(db, input.threadId);
        if (!row) throw notFound(M.threadNotFound);
        const role = operator.roles.get(row.centreId) ?? 'manager';
        const authorName = `${await centreName(row.centreId)}${ROLE_TITLES[role]}`;
        const sent = await post(row.id, message, { author: 'operator', operatorId: operator.id, authorName });
        // Replying is reading: the person's messages before it are no longer waiting.
        await repo.markRead(db, row.id, 'centre');
        return toMessage(sent);
      },

      async picture(id: number): Promise<contract.Picture> {
        const found = await repo.findPicture(db, id);
        if (!found) throw notFound(M.pictureNotFound);
        return pictureOf(found.message);
      },
    },

    /** For the demo seed: whether this account has threads already. */
    hasThreads: (userId: number) => repo.hasThreads(db, userId),
  };
}

export type CommunicationService = ReturnType<typeof createCommunicationService>;
