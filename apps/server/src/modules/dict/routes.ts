import { examinee } from '@tijian/contract';
import { OPTION_LISTS, type OptionItem, type OptionListType } from '@tijian/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

/** The option lists of spec 3: fixed data of the domain package, the same object every time (so cached bytes). */
export async function dictRoutes(app: FastifyInstance) {
  route(app, examinee.getDictList, ({ query }) => OPTION_LISTS[query.type as OptionListType] as OptionItem[]);
}
