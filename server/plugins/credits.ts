import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CreditsService } from '../services/credits.service.ts';

/** Subscriptions and credits; at start, workspaces from before subscriptions get the default plan. */
export default fp(
  async function creditsPlugin(app: FastifyInstance) {
    const credits = new CreditsService(app.store);
    const given = await credits.ensureDefaultPlans(app.config.defaultCredits);
    if (given > 0) app.log.info(`Gave ${given} workspace(s) the default monthly plan of ${app.config.defaultCredits} credits`);
    app.decorate('credits', credits);
  },
  { name: 'credits', dependencies: ['db'] },
);
