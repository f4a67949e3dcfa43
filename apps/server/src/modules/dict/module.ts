import { defineModule } from '../../module-system/define-module.ts';
import { dictRoutes } from './routes.ts';

/** The option lists (sex, marital state, ethnic groups…), from the domain. */
export const dictModule = defineModule({ name: 'dict', routes: { customer: dictRoutes } });
