import { defineModule } from '../../module-system/define-module.ts';
import { webAppSite } from './routes.ts';

/** The mobile web app's pages, with the documents that paint the home banner and the submit screen early. */
export const webAppModule = defineModule({ name: 'webApp', site: webAppSite });
