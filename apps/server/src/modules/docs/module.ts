import { defineModule } from '../../module-system/define-module.ts';
import { openApiRoutes, referencePageRoutes } from './routes.ts';

const APP_VERSION = '0.1.0';

/** The API's OpenAPI document at /m/openapi.json, and its reference page outside production. */
export const docsModule = defineModule({
  name: 'docs',
  routes: {
    customer: (app, { config }) => openApiRoutes(app, { production: !config.demoMode, version: APP_VERSION }),
  },
  site: async (app, { config }) => {
    if (!config.production) await referencePageRoutes(app);
  },
});
