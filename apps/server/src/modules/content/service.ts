import { DEFAULT_SID } from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { notFound } from '../../http/app-error.ts';
import type { CentresService } from '../centres/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { QuestionnaireService } from '../questionnaire/service.ts';
import { type ArticleRow, contentRepository } from './repository.ts';

/** The row that holds the platform's own counters. */
export const PLATFORM_STATS_ID = DEFAULT_SID;

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** Centres live in Asia/Shanghai, so times go out with that offset whatever the server's own zone. */
function shanghaiIso(date: Date): string {
  return `${new Date(date.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19)}+08:00`;
}

/** 00-0 (or nothing) means no centre was chosen: the platform's content. */
const centreOf = (sid: string | undefined) => (sid && sid !== DEFAULT_SID ? sid : undefined);

type ArticleSummary = Omit<ArticleRow, 'centreId' | 'content'>;

function toArticleSummary(row: ArticleSummary) {
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    picUrl: row.picUrl,
    linkUrl: row.linkUrl || null,
    summary: row.summary,
    publishTime: shanghaiIso(row.publishTime),
  };
}

export interface ContentDeps {
  db: Db;
  /** Banners and news change rarely and every visit reads them. */
  cache: ReadCache;
  /** Visit counters exist for real centres only: the centres module says which ids are real. */
  centres: Pick<CentresService, 'centre'>;
  /** The figures on the entrance are counted from what people did: their bookings… */
  orders: Pick<OrdersService, 'countBookings'>;
  /** …and the assessments they took. */
  questionnaire: Pick<QuestionnaireService, 'countAssessments'>;
}

export function createContentService({ db, cache, centres, orders, questionnaire }: ContentDeps) {
  /** Counters are kept for real centres and the platform only; an unknown id is refused, not counted. */
  async function statsId(sid: string | undefined): Promise<string> {
    const centreId = centreOf(sid);
    if (!centreId) return PLATFORM_STATS_ID;
    await centres.centre(centreId);
    return centreId;
  }

  /** The platform's row counts everything; a centre's only its own. */
  const centreOfStats = (id: string) => (id === PLATFORM_STATS_ID ? undefined : id);

  return {
    /** The centre's own banners when it has any, else the platform's (home shows the first two). */
    banners(sid: string | undefined) {
      const centreId = centreOf(sid);
      return cache.read(`banners:${centreId ?? ''}`, async () => {
        let rows = centreId ? await contentRepository.listBanners(db, centreId) : [];
        if (rows.length === 0) rows = await contentRepository.listBanners(db, undefined);
        return rows.map((b) => ({ id: b.id, title: b.title, imageUrl: b.imageUrl, linkUrl: b.linkUrl }));
      });
    },

    /** Newest first; with a centre, its own news together with the platform's. */
    searchArticles(q: { paginationNo: number; paginationSize: number; sid?: string }) {
      const centreId = centreOf(q.sid);
      return cache.read(`articles:${centreId ?? ''}:${q.paginationNo}:${q.paginationSize}`, async () => {
        const { rows, total } = await contentRepository.searchArticles(db, {
          centreId,
          limit: q.paginationSize,
          offset: (q.paginationNo - 1) * q.paginationSize,
        });
        return {
          list: rows.map(toArticleSummary),
          total,
          paginationNo: q.paginationNo,
          paginationSize: q.paginationSize,
        };
      });
    },

    article(id: number) {
      return cache.read(`article:${id}`, async () => {
        const row = await contentRepository.findArticle(db, id);
        if (!row) throw notFound('未找到该资讯');
        return { ...toArticleSummary(row), content: row.content };
      });
    },

    /**
     * Health-tool tiles (spec 7): "1" bookings, "2" assessments, "3" consultations, each counted from
     * what exists, at the centre or (no centre) on the whole platform. No consultation is stored
     * anywhere yet (online consultation is not built), so "3" is honestly 0 until it is.
     */
    async healthToolCounts(sid: string | undefined) {
      const centreId = centreOfStats(await statsId(sid));
      const [bookings, assessments] = await Promise.all([
        orders.countBookings(centreId),
        questionnaire.countAssessments(centreId),
      ]);
      return { '1': bookings, '2': assessments, '3': 0 };
    },

    /** Counts one visit of the entrance and answers the figures including it. */
    async countVisit(sid: string | undefined) {
      const id = await statsId(sid);
      const [row, bookings] = await Promise.all([
        contentRepository.countVisit(db, id),
        orders.countBookings(centreOfStats(id)),
      ]);
      return { visits: row.visits, bookings };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
