import { defineModule } from '../../module-system/define-module.ts';
import { devRoutes } from './routes.ts';

/** Demo mode's development windows: the SMS outbox, the picture code, the clock, WeChat's OAuth page. */
export const devModule = defineModule({ name: 'dev', routes: { customer: devRoutes } });
