import { communication } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { operatorRoute } from '../operators/operator-route.ts';
import type { OperatorRole } from '../operators/schema.ts';

/** The signed-in person's threads: the user is the session's, never the input's. */
export async function communicationRoutes(app: FastifyInstance) {
  route(app, communication.listThreads, ({ query, request }) =>
    app.communication.list(request.user!.userId, {
      ...(query.kind ? { kind: query.kind } : {}),
      answered: query.answered === '1',
    }),
  );

  route(app, communication.getThread, ({ query, request }) =>
    app.communication.thread(request.user!.userId, query.id),
  );

  route(app, communication.getCentreThread, ({ query, request }) =>
    app.communication.centreThread(request.user!.userId, query.sysCenterId),
  );

  route(app, communication.listOnlineCentres, () => app.communication.onlineCentres());

  route(app, communication.startThread, ({ body, request }) =>
    app.communication.start(request.user!.userId, body),
  );

  route(app, communication.sendMessage, ({ body, request }) =>
    app.communication.send(request.user!.userId, body),
  );

  route(app, communication.getPicture, ({ query, request }) =>
    app.communication.picture(request.user!.userId, query.id),
  );
}

/** Every role at the centre answers its people: the desk, the doctors and the manager (咨询回复). */
const REPLIERS: readonly OperatorRole[] = ['desk', 'doctor', 'manager'];

export async function communicationStaffRoutes(app: FastifyInstance) {
  // The list changes nothing and is not audited; opening a thread (it is marked read) and replying are.
  route(app, communication.operatorListThreads, ({ query, request }) => {
    app.operators.assertRole(request.operator!, query.sysCenterId, REPLIERS);
    return app.communication.operator.list(query.sysCenterId);
  });

  operatorRoute(
    app,
    communication.operatorGetThread,
    {
      action: 'communication.read',
      targetType: 'thread',
      roles: REPLIERS,
      target: ({ query }) => app.communication.operator.target(query.id),
    },
    ({ query }) => app.communication.operator.thread(query.id),
  );

  operatorRoute(
    app,
    communication.operatorReply,
    {
      action: 'communication.reply',
      targetType: 'thread',
      roles: REPLIERS,
      target: ({ body }) => app.communication.operator.target(body.threadId),
    },
    ({ body }, operator) => app.communication.operator.reply(operator, body),
  );

  route(app, communication.operatorGetPicture, async ({ query, request }) => {
    app.operators.assertRole(
      request.operator!,
      await app.communication.operator.pictureCentre(query.id),
      REPLIERS,
    );
    return app.communication.operator.picture(query.id);
  });
}
