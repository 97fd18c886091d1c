import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValueListsService } from '../services/value-lists.service.ts';
import { WorkspaceSettingsService } from '../services/workspace-settings.service.ts';

/** Workspace settings and value lists: the services the settings routes and the batch engine share. */
export default fp(
  async function settingsPlugin(app: FastifyInstance) {
    app.decorate('workspaceSettings', new WorkspaceSettingsService(app.store));
    app.decorate('valueLists', new ValueListsService(app.store));
  },
  { name: 'settings', dependencies: ['db'] },
);
