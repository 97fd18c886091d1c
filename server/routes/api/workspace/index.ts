import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticatedErrors } from '../../../schemas/common.ts';
import { WorkspaceSettingsBodySchema, WorkspaceSettingsSchema } from '../../../schemas/settings.ts';

/** The caller's workspace settings (docs/product.md Workspace and value lists). */
const workspaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: WorkspaceSettingsSchema, ...authenticatedErrors } } }, async (request) => app.workspaceSettings.getSettings(request.user.ws));

  app.put('/', { schema: { body: WorkspaceSettingsBodySchema, response: { 200: WorkspaceSettingsSchema, ...authenticatedErrors } } }, async (request) => app.workspaceSettings.saveSettings(request.user.ws, request.body));
};

export default workspaceRoutes;
