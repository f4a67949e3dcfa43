import { content } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function contentRoutes(app: FastifyInstance) {
  route(app, content.getBanners, ({ query }) => app.content.banners(query.sysCenterId));

  // The spec writes the path with a trailing slash; the contract accepts the bare form too.
  route(app, content.searchArticles, ({ query }) =>
    app.content.searchArticles({
      paginationNo: query.paginationNo,
      paginationSize: query.paginationSize,
      sid: query.sysCenterId,
    }),
  );

  route(app, content.getArticle, ({ params }) => app.content.article(params.id));

  route(app, content.getHealthToolCounts, ({ query }) => app.content.healthToolCounts(query.sysCenterId));

  // Old pages post the centre in the body, newer ones in the query.
  route(app, content.recordVisit, ({ body, query }) =>
    app.content.countVisit(body?.sysCenterId ?? query.sysCenterId),
  );
}
