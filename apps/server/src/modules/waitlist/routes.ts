import { waitlist } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

/** 候补: join a full day, the account's entries, leave, and book the held place. */
export async function waitlistRoutes(app: FastifyInstance) {
  route(app, waitlist.joinWaitlist, ({ body, request }) => app.waitlist.join(request.user!.userId, body));
  route(app, waitlist.getWaitlist, ({ request }) => app.waitlist.list(request.user!.userId));
  route(app, waitlist.leaveWaitlist, ({ body, request }) =>
    app.waitlist.leave(request.user!.userId, body.id),
  );
  route(app, waitlist.bookWaitlistHold, ({ body, request }) => app.waitlist.book(request.user!.userId, body));
}
