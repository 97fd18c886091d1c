import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import t from 'tap';
import app from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../helpers/server.ts';

// GET /api/openapi.json describes every /api route with its schemas; /api/docs renders it.
t.test('every /api route is in the OpenAPI document, with its request and response schemas', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fiche-openapi-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const server = Fastify();
  const routes: { method: string; url: string }[] = [];
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await server.register(app, { config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }) });
  await server.ready();
  t.teardown(() => server.close());
  const document = (await server.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  t.equal(document.openapi, '3.1.0');
  // The WebSocket (an upgrade, not a request and an answer) and the description's own pages aside.
  const api = routes.filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !route.url.startsWith('/api/docs') && !['/api/openapi.json', '/api/ws'].includes(route.url));
  t.ok(api.length >= 45, `${api.length} routes`);
  const described = (url: string, method: string) => {
    const key = url.replace(/:(\w+)/g, '{$1}');
    return document.paths[key]?.[method] ?? document.paths[`${key}/`]?.[method];
  };
  const missing = api.filter((route) => !described(route.url, route.method.toLowerCase()));
  t.same(missing, [], 'no route is missing from the document');
  const start = described('/api/catalog/batch', 'post');
  t.ok(start.requestBody.content['application/json'].schema.properties.catalog_config_name, 'request bodies');
  t.ok(start.responses['201'] && start.responses['401'], 'responses and the error envelope');
  t.same(document.components.securitySchemes.bearer, { type: 'http', scheme: 'bearer' });
});

t.test('the document and its page are public; the API itself is not', async (t) => {
  const server = await startServer(t);
  t.equal((await fetch(`${server.url}/api/openapi.json`)).status, 200);
  const page = await fetch(`${server.url}/api/docs/`);
  t.equal(page.status, 200);
  t.match(await page.text(), /swagger/i);
  t.equal((await fetch(`${server.url}/api/catalog/batch`)).status, 401);
});

t.test('finding 7: public routes need no token; routes refusing API keys say 403; every route may answer 421', async (t) => {
  const server = await startServer(t);
  const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    security: unknown[];
    paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
  };
  for (const [path, method] of [
    ['/api/auth/login', 'post'],
    ['/api/auth/refresh', 'post'],
    ['/api/auth/logout', 'post'],
    ['/api/healthcheck', 'get'],
  ] as const) {
    t.same(document.paths[path]?.[method]?.security, [], `${method} ${path} needs no token`);
  }
  t.same(document.security, [{ bearer: [] }], 'the others need one');
  t.equal(document.paths['/api/auth/me']?.get?.security, undefined, 'GET /api/auth/me keeps the document’s bearer');
  t.ok(document.paths['/api/auth/api-keys']?.post?.responses['403'], 'API keys may not make keys: 403');
  t.ok(document.paths['/api/workspace/webhooks/{id}/secret']?.post?.responses['403'], 'nor rotate a webhook secret: 403');
  t.notOk(document.paths['/api/auth/me']?.get?.responses['403'], 'a route open to keys says no 403');
  const without421 = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => !operation.responses['421'])
      .map(([method]) => `${method} ${path}`),
  );
  t.same(without421, [], 'every route may answer 421 host_not_allowed');
});
