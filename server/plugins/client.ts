import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './errors.ts';

/**
 * Serves the built client; any other GET that wants a page gets index.html so the
 * client's router can take it. Unknown /api routes answer the error envelope.
 */
export default fp(
  async function clientPlugin(app: FastifyInstance) {
    const root = app.config.clientDir;
    const hasClient = fs.existsSync(path.join(root, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Our cache rules only: @fastify/static's own header (public, max-age=0) would be written over them.
        cacheControl: false,
        setHeaders(response, file) {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn(`No built client in ${root}: run "npm run build" to serve the web interface.`);
    }

    app.setNotFoundHandler((request, reply) => {
      // A missing file (an asset of an older build, say) is a 404, never the page in its place.
      const urlPath = request.url.split('?')[0];
      const wantsPage = request.method === 'GET' && !urlPath.startsWith('/api') && !/\.\w+$/.test(urlPath) && hasClient;
      if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply.status(404).send(envelope('not_found'));
    });
  },
  { name: 'client', decorators: { fastify: ['config'] } },
);
