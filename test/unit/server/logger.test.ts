import { Writable } from 'node:stream';
import Fastify from 'fastify';
import t from 'tap';
import { loggerOptions } from '../../../server/logger.ts';

t.test('request logs never hold a token, from the query or the Authorization header', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('info');
  const app = Fastify({ logger: { ...(options as object), stream } });
  app.get('/api/ws', async () => ({ ok: true }));
  t.teardown(() => app.close());

  await app.inject({ url: '/api/ws?token=secret-access-token&x=1', headers: { authorization: 'Bearer secret-bearer' } });
  const log = lines.join('');
  t.match(log, '/api/ws?token=[redacted]&x=1');
  t.notMatch(log, 'secret-access-token');
  t.notMatch(log, 'secret-bearer');
});
