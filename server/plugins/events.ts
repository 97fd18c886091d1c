import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EventHub } from '../lib/event-hub.ts';

export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    const hub = new EventHub();
    app.decorate('events', hub);
    app.addHook('preClose', async () => hub.closeAll());
  },
  { name: 'events' },
);
