import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { affectedRows, type DbStore } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import type { BatchView } from '../../domain/batch.ts';
import { type DeliveryView, MAX_WEBHOOKS, type WebhookEvent, type WebhookView } from '../../domain/webhook.ts';
import { ApiError, notFound } from '../lib/api-error.ts';
import { safePost } from '../search/safe-fetch.ts';

/** Waits before each retry: 5 attempts over about an hour. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 40 * 60_000];

/** Longer than a delivery can take (safePost's own time limit). */
const CLAIM_MS = 2 * 60_000;

/** `Fiche-Signature`: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>. */
export function signature(secret: string, body: string, seconds: number): string {
  return `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex')}`;
}

/**
 * Workspace webhooks (docs/automation.md): each run that ends sends its event to the workspace's
 * webhooks that want it, as a signed JSON POST; failures are retried with backoff (5 attempts over
 * about an hour), deliveries are stored so a restart goes on, and the settings page shows them.
 * Addresses obey the web-fetch rules (private ones refused unless ALLOW_PRIVATE_FETCH).
 */
export class WebhooksService {
  private timer: NodeJS.Timeout | undefined;
  private sending: Promise<void> | undefined;

  constructor(
    private readonly store: DbStore,
    private readonly deps: {
      fetch: { allowPrivate: boolean; allowedHosts: readonly string[] };
      log: FastifyBaseLogger;
      retryDelaysMs?: readonly number[];
      /** How often due deliveries are looked for. */
      pollMs?: number;
    },
  ) {}

  async list(workspaceId: string): Promise<WebhookView[]> {
    const rows = await this.store.run((db) => db.select().from(webhooks).where(eq(webhooks.workspaceId, workspaceId)).orderBy(asc(webhooks.createdAt)));
    return rows.map(viewOf);
  }

  async create(workspaceId: string, input: { url: string; events: WebhookEvent[] }): Promise<WebhookView> {
    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      throw new ApiError('webhook_address_invalid');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ApiError('webhook_address_invalid');
    if ((await this.list(workspaceId)).length >= MAX_WEBHOOKS) throw new ApiError('too_many_webhooks');
    const [row] = await this.store.run((db) =>
      db
        .insert(webhooks)
        .values({ id: randomUUID(), workspaceId, url: url.href, secret: `whsec_${randomBytes(24).toString('base64url')}`, events: [...new Set(input.events)] })
        .returning(),
    );
    return viewOf(row);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    const result = await this.store.run((db) => db.delete(webhooks).where(and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.id, id))));
    if (affectedRows(result) === 0) throw notFound();
  }

  async deliveries(workspaceId: string, id: string): Promise<DeliveryView[]> {
    if (!(await this.list(workspaceId)).some((hook) => hook.id === id)) throw notFound();
    const rows = await this.store.run((db) =>
      db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id)).orderBy(desc(webhookDeliveries.createdAt)).limit(50),
    );
    return rows.map((row) => ({ id: row.id, event: row.event, status: row.status, attempts: row.attempts, last_result: row.lastResult, created_at: row.createdAt }));
  }

  /** A run ended: its event queued for every webhook of its workspace that wants it, and sent. */
  async runEnded(workspaceId: string, batch: BatchView): Promise<void> {
    const event: WebhookEvent = batch.status === 'error' ? 'batch.error' : batch.preview ? 'preview.done' : 'batch.done';
    const targets = (await this.list(workspaceId)).filter((hook) => hook.events.includes(event));
    if (targets.length === 0) return;
    const now = Date.now();
    const deliveries = targets.map((hook) => {
      const id = randomUUID();
      const body = JSON.stringify({ id, event, created_at: new Date(now).toISOString(), data: { batch } });
      return { id, webhookId: hook.id, event, body, nextAttemptAt: now };
    });
    await this.store.run((db) => db.insert(webhookDeliveries).values(deliveries));
    void this.sendDue();
  }

  /** Looks for due deliveries every `pollMs` (retries, and those left by a restart). */
  start(): void {
    this.timer = setInterval(() => void this.sendDue(), this.deps.pollMs ?? 15_000);
    this.timer.unref();
    void this.sendDue();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sending;
  }

  /** Sends what is due, one pass at a time; never rejects (a failed pass is logged, the next poll goes on). */
  sendDue(): Promise<void> {
    this.sending ??= this.sendDueNow()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'webhook deliveries could not be sent'))
      .finally(() => {
        this.sending = undefined;
      });
    return this.sending;
  }

  private async sendDueNow(): Promise<void> {
    const due = await this.store.run((db) =>
      db
        .select({ delivery: webhookDeliveries, url: webhooks.url, secret: webhooks.secret })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, Date.now())))
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(100),
    );
    await Promise.all(
      due.map(async ({ delivery, url, secret }) => {
        if (await this.claim(delivery)) await this.attempt(delivery, url, secret);
      }),
    );
  }

  /**
   * Moves a due delivery's next attempt past the time its sending may take, unless another process
   * on the same database (a server, the CLI's run) has just done so: each attempt is made once.
   */
  private async claim(delivery: typeof webhookDeliveries.$inferSelect): Promise<boolean> {
    const claimed = await this.store.run((db) =>
      db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: Date.now() + CLAIM_MS })
        .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending'), eq(webhookDeliveries.nextAttemptAt, delivery.nextAttemptAt))),
    );
    return affectedRows(claimed) === 1;
  }

  private async attempt(delivery: typeof webhookDeliveries.$inferSelect, url: string, secret: string): Promise<void> {
    const seconds = Math.floor(Date.now() / 1000);
    let result: string;
    let delivered = false;
    try {
      const status = await safePost(url, delivery.body, { 'fiche-signature': signature(secret, delivery.body, seconds), 'fiche-event': delivery.event }, this.deps.fetch);
      delivered = status >= 200 && status < 300;
      result = `HTTP ${status}`;
    } catch (error) {
      result = (error as Error).message.slice(0, 200);
    }
    const attempts = delivery.attempts + 1;
    const delays = this.deps.retryDelaysMs ?? RETRY_DELAYS_MS;
    const status = delivered ? 'delivered' : attempts > delays.length ? 'failed' : 'pending';
    const nextAttemptAt = Date.now() + (delays[attempts - 1] ?? 0);
    await this.store.run((db) => db.update(webhookDeliveries).set({ status, attempts, lastResult: result, nextAttemptAt }).where(eq(webhookDeliveries.id, delivery.id)));
    if (!delivered) this.deps.log.info({ webhook: delivery.webhookId, result, attempts }, 'webhook delivery failed');
  }
}

function viewOf(row: typeof webhooks.$inferSelect): WebhookView {
  return { id: row.id, url: row.url, secret: row.secret, events: row.events as WebhookEvent[], created_at: row.createdAt };
}
