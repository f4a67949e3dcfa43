import { catalogue } from '@tijian/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';

export async function catalogueRoutes(app: FastifyInstance) {
  route(app, catalogue.getProjectMerge, ({ query }) => app.catalogue.projectMerge(query.sysCenterId));

  route(app, catalogue.getProjectData, ({ query }) => app.catalogue.projectData(query.sysCenterId));

  route(app, catalogue.getPricingRules, ({ params }) => app.catalogue.pricingRules(params.sysCenterId));

  route(app, catalogue.getBaseProjects, ({ query: { sysCenterId, ...examinee } }) =>
    app.catalogue.baseProjects(sysCenterId, examinee),
  );

  route(app, catalogue.getUpgrades, ({ params }) => app.catalogue.upgrades(params.centreId));

  route(app, catalogue.getMaterialsFee, ({ query }) =>
    app.catalogue.materialsFee(query.sysCenterId, query.combCodes),
  );

  route(app, catalogue.getClassifyList, ({ query }) => app.catalogue.classifyList(query.sysCenterId));

  route(app, catalogue.getProducts, ({ query: { sysCenterId, ...filter } }) =>
    app.catalogue.products(sysCenterId, filter),
  );

  route(app, catalogue.getProduct, ({ params }) => app.catalogue.product(params.productId));
}
