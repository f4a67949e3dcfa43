import { isGeoPoint } from '@tijian/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cachedRead } from '../../db/read-cache.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validate.ts';
import { centresService } from './service.ts';

const centreId = z
  .string({ error: '请选择体检中心' })
  .trim()
  .regex(/^\d{2}-\d{1,4}$/, '体检中心编号不正确');

const cityListQuery = z.object({
  _BIZCODE: z.literal('0003', { error: '业务编码不正确' }),
  sid: z.string().max(20).optional(),
});
const centreQuery = z.object({
  _BIZCODE: z.literal('0002', { error: '业务编码不正确' }),
  sysCenterId: centreId,
});
const configQuery = z.object({
  _BIZCODE: z.literal('0001', { error: '业务编码不正确' }),
  sysCenterId: centreId,
  packageId: z.string().max(40).optional(),
});

const BAD_COORDINATES = '定位坐标不正确';
const coordinate = z
  .string({ error: BAD_COORDINATES })
  .trim()
  .max(40, BAD_COORDINATES)
  .regex(/^-?\d{1,3}(\.\d+)?$/, BAD_COORDINATES)
  .transform(Number);
const locationQuery = z
  .object({ latitude: coordinate, longitude: coordinate })
  .refine(isGeoPoint, { error: BAD_COORDINATES });

export async function centresRoutes(app: FastifyInstance) {
  app.get('/wx/2/system/center.json', async (request, reply) => {
    parseInput(cityListQuery, request.query);
    // Every visit asks for this list; answering the same serialised bytes saves the JSON work per call.
    const body = await cachedRead(app.db, 'city-tree:json', async () =>
      JSON.stringify(ok(await centresService.cityTree(app.db))),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/app/system/center.json', async (request) => {
    const { sysCenterId } = parseInput(centreQuery, request.query);
    return ok(await centresService.centre(app.db, sysCenterId));
  });

  app.get('/wx/1/appointment/configInfo.json', async (request) => {
    const { sysCenterId } = parseInput(configQuery, request.query);
    return ok(await centresService.centre(app.db, sysCenterId));
  });

  app.get('/center-service/v1/location/city', async (request) => {
    const point = parseInput(locationQuery, request.query);
    return ok(await centresService.nearestCity(app.db, point));
  });
}
