import { defineModule } from '../../module-system/define-module.ts';
import { webAppSite } from './routes.ts';

/** The mobile web app's pages, with the home document that paints the first banner early. */
export const webAppModule = defineModule({ name: 'webApp', site: webAppSite });
