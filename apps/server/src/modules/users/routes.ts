import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validate.ts';
import { toProfile, usersService } from './service.ts';

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).optional().nullable();
const optionalNumber = z.union([z.number(), z.string().trim()]).optional().nullable();

const updateUserBody = z.object({
  _BIZCODE: z.literal('0004', { error: '业务编码不正确' }),
  callName: optionalText(20, '称呼不能大于20个字符'),
  name: optionalText(20, '姓名不能大于20个字符'),
  idCardNo: optionalText(18, '身份证格式有误'),
  identityCardNo: optionalText(18, '身份证格式有误'),
  sexCode: optionalText(10, '请选择性别'),
  age: optionalNumber,
  marryStateCode: optionalText(10, '请选择婚姻状况'),
  folkId: optionalNumber,
  height: optionalNumber,
  weight: optionalNumber,
  // Sent by the client for the record; the server derives both itself from the ID number.
  sexFromId: z.unknown().optional(),
  ageFromId: z.unknown().optional(),
});

const tabStatsQuery = z.object({ sysCenterId: z.string().max(20, '体检中心编号不正确').optional() });

export async function usersRoutes(app: FastifyInstance, opts: { clock: () => Date }) {
  app.get('/wx/user/getUser.json', { preHandler: app.requireUser }, async (request) => {
    const row = await usersService.findById(app.db, request.user!.userId);
    return ok(toProfile(row!));
  });

  app.post('/wx/system/updateuser.json', { preHandler: app.requireUser }, async (request) => {
    const { idCardNo, identityCardNo, ...rest } = parseInput(updateUserBody, request.body);
    const profile = await usersService.updateProfile(
      app.db,
      request.user!.userId,
      { ...rest, idCardNo: idCardNo ?? identityCardNo },
      opts.clock(),
    );
    return ok(profile);
  });

  // Health cards, check-up cards and coupons arrive with their own areas; until then the user owns none.
  app.get('/center-service/personal/personalTabStats', { preHandler: app.requireUser }, async (request) => {
    parseInput(tabStatsQuery, request.query);
    return ok({ healthtCard: 0, cardCount: 0, couponCount: 0 });
  });
}
