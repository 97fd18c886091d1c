import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
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
    private readonly db: Db,
    private readonly deps: {
      fetch: { allowPrivate: boolean; allowedHosts: readonly string[] };
      log: FastifyBaseLogger;
      retryDelaysMs?: readonly number[];
      /** How often due deliveries are looked for. */
      pollMs?: number;
    },
  ) {}

  list(workspaceId: string): WebhookView[] {
    return this.db.select().from(webhooks).where(eq(webhooks.workspaceId, workspaceId)).orderBy(asc(webhooks.createdAt)).all().map(viewOf);
  }

  create(workspaceId: string, input: { url: string; events: WebhookEvent[] }): WebhookView {
    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      throw new ApiError('webhook_address_invalid');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ApiError('webhook_address_invalid');
    if (this.list(workspaceId).length >= MAX_WEBHOOKS) throw new ApiError('too_many_webhooks');
    const row = this.db
      .insert(webhooks)
      .values({ id: randomUUID(), workspaceId, url: url.href, secret: `whsec_${randomBytes(24).toString('base64url')}`, events: [...new Set(input.events)] })
      .returning()
      .get();
    return viewOf(row);
  }

  delete(workspaceId: string, id: string): void {
    if (this.db.delete(webhooks).where(and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.id, id))).run().changes === 0) throw notFound();
  }

  deliveries(workspaceId: string, id: string): DeliveryView[] {
    if (!this.list(workspaceId).some((hook) => hook.id === id)) throw notFound();
    return this.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, id))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(50)
      .all()
      .map((row) => ({ id: row.id, event: row.event, status: row.status, attempts: row.attempts, last_result: row.lastResult, created_at: row.createdAt }));
  }

  /** A run ended: its event queued for every webhook of its workspace that wants it, and sent. */
  runEnded(workspaceId: string, batch: BatchView): void {
    const event: WebhookEvent = batch.status === 'error' ? 'batch.error' : batch.preview ? 'preview.done' : 'batch.done';
    const targets = this.list(workspaceId).filter((hook) => hook.events.includes(event));
    if (targets.length === 0) return;
    const now = Date.now();
    for (const hook of targets) {
      const id = randomUUID();
      const body = JSON.stringify({ id, event, created_at: new Date(now).toISOString(), data: { batch } });
      this.db.insert(webhookDeliveries).values({ id, webhookId: hook.id, event, body, nextAttemptAt: now }).run();
    }
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

  /** Sends what is due, one pass at a time. */
  sendDue(): Promise<void> {
    this.sending ??= this.sendDueNow().finally(() => {
      this.sending = undefined;
    });
    return this.sending;
  }

  private async sendDueNow(): Promise<void> {
    const due = this.db
      .select({ delivery: webhookDeliveries, url: webhooks.url, secret: webhooks.secret })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, Date.now())))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(100)
      .all();
    await Promise.all(due.filter(({ delivery }) => this.claim(delivery)).map(({ delivery, url, secret }) => this.attempt(delivery, url, secret)));
  }

  /**
   * Moves a due delivery's next attempt past the time its sending may take, unless another process
   * on the same database (a server, the CLI's run) has just done so: each attempt is made once.
   */
  private claim(delivery: typeof webhookDeliveries.$inferSelect): boolean {
    const claimed = this.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: Date.now() + CLAIM_MS })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending'), eq(webhookDeliveries.nextAttemptAt, delivery.nextAttemptAt)))
      .run();
    return claimed.changes === 1;
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
    this.db.update(webhookDeliveries).set({ status, attempts, lastResult: result, nextAttemptAt }).where(eq(webhookDeliveries.id, delivery.id)).run();
    if (!delivered) this.deps.log.info({ webhook: delivery.webhookId, result, attempts }, 'webhook delivery failed');
  }
}

function viewOf(row: typeof webhooks.$inferSelect): WebhookView {
  return { id: row.id, url: row.url, secret: row.secret, events: row.events as WebhookEvent[], created_at: row.createdAt };
}
