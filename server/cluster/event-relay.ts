import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ServerEvent } from '../../domain/events.ts';
import type { EventHub, EventRelay } from '../lib/event-hub.ts';

const CHANNEL = 'fiche_events';
/** Waits before listening again after the listening connection was lost. */
const RECONNECT_MS = 1000;

interface Relayed {
  workspaceId: string;
  event: ServerEvent;
}

/**
 * Live events across processes through PostgreSQL LISTEN/NOTIFY: a process publishes with
 * pg_notify, every process (itself included) hears it on its own listening connection and delivers
 * it to its sockets of that workspace. Events are a few hundred bytes, far below NOTIFY's 8000.
 */
export class PostgresEventRelay implements EventRelay {
  private listener: pg.Client | undefined;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly hub: EventHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.listen();
    this.hub.relayThrough(this);
  }

  send(workspaceId: string, event: ServerEvent): void {
    const payload = JSON.stringify({ workspaceId, event } satisfies Relayed);
    this.pool.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch((error: unknown) => this.log.warn({ err: error }, 'a live event could not be relayed'));
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const { workspaceId, event } = JSON.parse(message.payload) as Relayed;
      this.hub.deliver(workspaceId, event);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'the live-event connection was lost; listening again');
      void client.end().catch(() => {});
      this.listenAgain();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  private listenAgain(): void {
    if (this.closed) return;
    setTimeout(() => {
      this.listen().catch((error: unknown) => {
        this.log.warn({ err: error }, 'cannot listen for live events yet');
        this.listenAgain();
      });
    }, RECONNECT_MS).unref();
  }
}
