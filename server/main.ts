import { isTransientDatabaseError } from '../db/transient.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createServer } from './server.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  const server = await createServer(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.log.info(`${signal} received, closing`);
    const forced = setTimeout(() => process.exit(1), 10_000);
    forced.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // The job queue marks a job done or failed without waiting for it: when the database is away at that
  // moment, the job's lease runs out and it is taken again. Any other promise left failing ends the process, as Node does.
  process.on('unhandledRejection', (reason) => {
    if (!isTransientDatabaseError(reason)) throw reason;
    server.log.warn({ err: reason }, 'a database call nobody waited for failed while the database was away');
  });

  // A worker process serves no HTTP: it takes batch jobs from the queue until stopped.
  if (config.role === 'worker') server.log.info('worker ready: taking batch jobs');
  else await server.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
