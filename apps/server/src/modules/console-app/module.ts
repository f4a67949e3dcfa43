import { defineModule } from '../../module-system/define-module.ts';
import { consoleAppSite } from './routes.ts';

/** The staff console's pages (apps/console), under /console, beside the mobile app. */
export const consoleAppModule = defineModule({ name: 'consoleApp', site: consoleAppSite });
