import { examDay } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { openEventStream } from '../../http/event-stream.ts';
import { route, STREAMING, type Streaming } from '../../http/route.ts';
import { operatorRoute } from '../operators/operator-route.ts';
import { createDayWatch } from './day-watch.ts';

/** The person's guide, and the same guide as a stream that follows the centre's queue. */
export async function examDayRoutes(app: FastifyInstance) {
  const watch = createDayWatch({
    versions: (days) => app.examDay.versions(days),
    onError: (error) => app.log.warn({ err: error }, 'exam-day versions could not be read'),
  });
  const open = new Set<() => void>();
  // Streams never end on their own: closing the server ends them, or it would wait for them.
  app.addHook('onClose', async () => {
    for (const close of [...open]) close();
    watch.stop();
  });

  route(app, examDay.getExamDayGuide, async ({ query, request }) => {
    const { guide } = await app.examDay.guide(request.user!.userId, query.orderId);
    return guide;
  });

  route(app, examDay.examDayStream, async ({ query, request, reply }): Promise<Streaming> => {
    const userId = request.user!.userId;
    // Not the owner's: refused here, as a JSON envelope, before anything is streamed.
    const first = await app.examDay.guide(userId, query.orderId);
    let unwatch = () => {};
    const stream = openEventStream(request, reply, {
      onClose: () => {
        unwatch();
        open.delete(stream.close);
      },
    });
    open.add(stream.close);
    if (!first.guide) {
      stream.send('end', null);
      stream.close();
      return STREAMING;
    }
    let sending = Promise.resolve();
    const resend = () => {
      // One read at a time, in order: a burst of changes sends the last state last.
      sending = sending.then(async () => {
        if (stream.closed) return;
        try {
          const { guide } = await app.examDay.guide(userId, query.orderId);
          stream.send(guide ? 'guide' : 'end', guide);
          if (!guide) stream.close();
        } catch (error) {
          request.log.warn({ err: error }, 'exam-day guide could not be read');
        }
      });
    };
    const watching = watch.watch(first.day, resend);
    unwatch = watching.unwatch;
    await watching.ready;
    // The state as of the version now known (the first read may be older).
    resend();
    return STREAMING;
  });
}

const STATION_ROLES = ['desk', 'manager'] as const;

/** 分诊叫号: a station's queue, calling the next, done and skip. */
export async function operatorStationRoutes(app: FastifyInstance) {
  const centreOf = async (input: { sysCenterId: string; station: string }) => ({
    centreId: input.sysCenterId,
    targetId: `${input.sysCenterId}/${input.station}`,
  });
  operatorRoute(
    app,
    examDay.operatorStationQueue,
    {
      action: 'station.queue',
      targetType: 'centre',
      roles: STATION_ROLES,
      target: ({ query }) => centreOf(query),
    },
    ({ query }) => app.examDay.queue(query.sysCenterId, query.station),
  );
  operatorRoute(
    app,
    examDay.operatorStationCall,
    {
      action: 'station.call',
      targetType: 'centre',
      roles: STATION_ROLES,
      target: ({ body }) => centreOf(body),
    },
    ({ body }) => app.examDay.callNext(body.sysCenterId, body.station),
  );
  operatorRoute(
    app,
    examDay.operatorStationMark,
    {
      action: 'station.mark',
      targetType: 'order',
      roles: STATION_ROLES,
      target: async ({ body }) => ({ centreId: body.sysCenterId, targetId: String(body.orderId) }),
    },
    ({ body }) => app.examDay.mark(body.sysCenterId, body.station, body.orderId, body.state),
  );
}
