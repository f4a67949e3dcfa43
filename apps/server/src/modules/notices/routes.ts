import { notices } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

/** 消息提醒: the account's choice of notices. */
export async function noticesRoutes(app: FastifyInstance) {
  route(app, notices.getNoticeSettings, ({ request }) => app.notices.settings(request.user!.userId));
  route(app, notices.saveNoticeSettings, ({ body, request }) =>
    app.notices.saveSettings(request.user!.userId, body),
  );
}
