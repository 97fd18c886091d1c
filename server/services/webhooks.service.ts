import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, lte, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { affectedRows, type DbStore } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import type { BatchView } from '../../domain/batch.ts';
import { type CreatedWebhook, type DeliveryView, MAX_WEBHOOKS, type WebhookEvent, type WebhookView } from '../../domain/webhook.ts';
import { ApiError, notFound } from '../lib/api-error.ts';
import { leadsPrivate, safePost } from '../search/safe-fetch.ts';

/** Waits before each retry: 5 attempts over about an hour. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 40 * 60_000];

/** The whole of one attempt, when WEBHOOK_TIMEOUT_SECONDS does not say. */
const ATTEMPT_MS = 10_000;

/** A claim outlasts its attempt's deadline by this much: the time to record the attempt's result. */
const CLAIM_MARGIN_MS = 30_000;

/** Attempts one process makes at once for one workspace: a slow receiver holds only these. */
export const SENDS_PER_WORKSPACE = 4;

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
  private closed = false;
  /** The look for due deliveries under way (one at a time), and whether another was asked for meanwhile. */
  private pass: Promise<void> | undefined;
  private passAgain = false;
  /** Attempts under way, and how many per workspace. */
  private readonly sends = new Set<Promise<void>>();
  private readonly busy = new Map<string, number>();

  constructor(
    private readonly store: DbStore,
    private readonly deps: {
      fetch: { allowPrivate: boolean; allowedHosts: readonly string[] };
      log: FastifyBaseLogger;
      retryDelaysMs?: readonly number[];
      /** How often due deliveries are looked for. */
      pollMs?: number;
      /** The whole of one attempt (WEBHOOK_TIMEOUT_SECONDS). */
      timeoutMs?: number;
    },
  ) {}

  async list(workspaceId: string): Promise<WebhookView[]> {
    const rows = await this.store.run((db) => db.select().from(webhooks).where(eq(webhooks.workspaceId, workspaceId)).orderBy(asc(webhooks.createdAt)));
    return rows.map(viewOf);
  }

  async create(workspaceId: string, input: { url: string; events: WebhookEvent[] }): Promise<CreatedWebhook> {
    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      throw new ApiError('webhook_address_invalid');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ApiError('webhook_address_invalid');
    if (!this.deps.fetch.allowPrivate && (await leadsPrivate(url))) throw new ApiError('webhook_address_private');
    if ((await this.list(workspaceId)).length >= MAX_WEBHOOKS) throw new ApiError('too_many_webhooks');
    const [row] = await this.store.run((db) =>
      db
        .insert(webhooks)
        .values({ id: randomUUID(), workspaceId, url: url.href, secret: newSecret(), events: [...new Set(input.events)] })
        .returning(),
    );
    return createdOf(row);
  }

  /** A new secret for the webhook: deliveries signed from now on use it. */
  async rotateSecret(workspaceId: string, id: string): Promise<CreatedWebhook> {
    const [row] = await this.store.run((db) =>
      db
        .update(webhooks)
        .set({ secret: newSecret() })
        .where(and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.id, id)))
        .returning(),
    );
    if (!row) throw notFound();
    return createdOf(row);
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    const result = await this.store.run((db) => db.delete(webhooks).where(and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.id, id))));
    if (affectedRows(result) === 0) throw notFound();
  }

  async deliveries(workspaceId: string, id: string): Promise<DeliveryView[]> {
    if (!(await this.list(workspaceId)).some((hook) => hook.id === id)) throw notFound();
    const rows = await this.store.run((db) => db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, id)).orderBy(desc(webhookDeliveries.createdAt)).limit(50));
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
    this.closed = true;
    clearInterval(this.timer);
    await this.pass;
    await Promise.all(this.sends);
  }

  /**
   * Looks for due deliveries and starts their attempts without waiting for them: each attempt goes on
   * its own, at most SENDS_PER_WORKSPACE at once per workspace, so a slow receiver delays no other
   * workspace. One look at a time; one asked for meanwhile follows it. Never rejects (a failed look
   * is logged, the next poll goes on); answers once the look has started its attempts.
   */
  sendDue(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.pass) {
      this.passAgain = true;
      return this.pass;
    }
    this.pass = this.startDue()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'webhook deliveries could not be sent'))
      .finally(() => {
        this.pass = undefined;
        if (this.passAgain) {
          this.passAgain = false;
          void this.sendDue();
        }
      });
    return this.pass;
  }

  private async startDue(): Promise<void> {
    const full = [...this.busy].filter(([, sending]) => sending >= SENDS_PER_WORKSPACE).map(([workspaceId]) => workspaceId);
    const due = await this.store.run((db) =>
      db
        .select({ delivery: webhookDeliveries, workspaceId: webhooks.workspaceId, url: webhooks.url, secret: webhooks.secret })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, Date.now()), full.length > 0 ? notInArray(webhooks.workspaceId, full) : undefined))
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(100),
    );
    for (const { delivery, workspaceId, url, secret } of due) {
      // A workspace's other due deliveries wait for a free place: the end of each attempt looks again.
      if ((this.busy.get(workspaceId) ?? 0) >= SENDS_PER_WORKSPACE) continue;
      const claimedUntil = await this.claim(delivery.id, delivery.nextAttemptAt);
      if (claimedUntil === undefined) continue;
      this.busy.set(workspaceId, (this.busy.get(workspaceId) ?? 0) + 1);
      const send: Promise<void> = this.attempt(delivery, url, secret, claimedUntil)
        .catch((error: unknown) => this.deps.log.error({ err: error, webhook: delivery.webhookId }, 'webhook delivery could not be recorded'))
        .finally(() => {
          const left = (this.busy.get(workspaceId) ?? 1) - 1;
          if (left > 0) this.busy.set(workspaceId, left);
          else this.busy.delete(workspaceId);
          this.sends.delete(send);
          void this.sendDue();
        });
      this.sends.add(send);
    }
  }

  /**
   * Claims a delivery due at `dueAt` for one attempt, across every process on the database (servers,
   * workers, the CLI's run): one conditional update moves its next attempt past the attempt's
   * deadline, so of several processes that saw it due one only sends it, and a claimer that died
   * leaves it due again once the claim has run out. Answers the claim's end (which the attempt's
   * result must find unchanged to be recorded), or undefined when another process claimed it first.
   */
  async claim(id: string, dueAt: number): Promise<number | undefined> {
    const claimedUntil = Date.now() + (this.deps.timeoutMs ?? ATTEMPT_MS) + CLAIM_MARGIN_MS;
    const claimed = await this.store.run((db) =>
      db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: claimedUntil })
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending'), eq(webhookDeliveries.nextAttemptAt, dueAt))),
    );
    return affectedRows(claimed) === 1 ? claimedUntil : undefined;
  }

  private async attempt(delivery: typeof webhookDeliveries.$inferSelect, url: string, secret: string, claimedUntil: number): Promise<void> {
    const seconds = Math.floor(Date.now() / 1000);
    let result: string;
    let delivered = false;
    try {
      const headers = { 'fiche-signature': signature(secret, delivery.body, seconds), 'fiche-event': delivery.event };
      const status = await safePost(url, delivery.body, headers, { ...this.deps.fetch, timeoutMs: this.deps.timeoutMs ?? ATTEMPT_MS });
      delivered = status >= 200 && status < 300;
      result = `HTTP ${status}`;
    } catch (error) {
      result = (error as Error).message.slice(0, 200);
    }
    const attempts = delivery.attempts + 1;
    const delays = this.deps.retryDelaysMs ?? RETRY_DELAYS_MS;
    const status = delivered ? 'delivered' : attempts > delays.length ? 'failed' : 'pending';
    const nextAttemptAt = Date.now() + (delays[attempts - 1] ?? 0);
    const recorded = await this.store.run((db) =>
      db
        .update(webhookDeliveries)
        .set({ status, attempts, lastResult: result, nextAttemptAt })
        .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending'), eq(webhookDeliveries.nextAttemptAt, claimedUntil))),
    );
    if (affectedRows(recorded) === 0) this.deps.log.warn({ webhook: delivery.webhookId, result }, 'webhook delivery no longer claimed (its webhook deleted, or claimed again): result not recorded');
    else if (!delivered) this.deps.log.info({ webhook: delivery.webhookId, result, attempts }, 'webhook delivery failed');
  }
}

function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

function viewOf(row: typeof webhooks.$inferSelect): WebhookView {
  return { id: row.id, url: row.url, events: row.events as WebhookEvent[], created_at: row.createdAt };
}

function createdOf(row: typeof webhooks.$inferSelect): CreatedWebhook {
  return { ...viewOf(row), secret: row.secret };
}
