import { defineModule } from '../../module-system/define-module.ts';
import { createFileStore } from '../../storage/file-store.ts';
import { centresModule } from '../centres/module.ts';
import { operatorsModule } from '../operators/module.ts';
import { reportsModule } from '../reports/module.ts';
import { usersModule } from '../users/module.ts';
import { communicationRoutes, communicationStaffRoutes } from './routes.ts';
import { createCommunicationService } from './service.ts';

/**
 * Online communication (在线沟通, issue 22): a person's threads with a centre — consultations, health
 * questions, suggestions, report readings — with pictures kept in the file store, and the centre's
 * replies from the console (咨询回复).
 */
export const communicationModule = defineModule({
  name: 'communication',
  needs: [centresModule, reportsModule, usersModule, operatorsModule],
  service: ({ db, clock, config, centres, reports, users }) =>
    createCommunicationService({
      db,
      clock,
      files: createFileStore(config.filesDir),
      centres,
      reports,
      users,
    }),
  routes: { customer: communicationRoutes, staff: communicationStaffRoutes },
});
