import type { DbStore } from '../../db/client.ts';
import { type Frequency, isActive, isoDay, type Plan, periodAt } from '../../domain/periods.ts';
import type { ActiveSubscription, CreditLine, CreditPeriod, SubscriptionSummary } from '../../domain/subscription.ts';
import { ApiError } from '../lib/api-error.ts';
import { CreditLedgerRepository } from '../repositories/credit-ledger.repository.ts';
import { labelOf } from './batches/views.ts';
import { type Subscription, SubscriptionsRepository } from '../repositories/subscriptions.repository.ts';

/** The policy name of plans Fiche creates itself (new workspaces, the operator CLI). */
export const STANDARD_POLICY = 'standard';

export interface NewPlan {
  creditsPerPeriod: number;
  frequency: Frequency;
  startDate: string;
  endDate: string | null;
  policy?: string;
}

const asPlan = (s: Subscription): Plan => ({ frequency: s.frequency, startDate: s.startDate, endDate: s.endDate });

const DAY_MS = 86_400_000;
const dayBefore = (date: string) => isoDay(new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS));

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`a credit amount is a whole number ≥ 0 (got ${amount})`);
}

/**
 * Subscriptions and credits of a workspace (docs/decisions.md "Credits and subscriptions").
 *
 * The balance of the current period is computed from the ledger, never stored:
 * `available = credits_per_period + grants − debits + refunds` of that period, floored at 0. Only
 * entries recorded against the current period count, so credits reset at each period start.
 *
 * For the batch engine: call `debit` when a run starts and `refund` for the products that failed,
 * both INSIDE your own `store.transaction(…)` (it takes the write lock up front) together with the
 * batch change, so the balance check and the ledger entry cannot interleave with another start and
 * a failed insert rolls the debit back. Both reject with a plain Error when called outside a transaction.
 *
 *   await store.transaction(async () => {
 *     const batch = await batches.insert(…);
 *     await credits.debit(workspaceId, cost, batch.id);   // ApiError('insufficient_credits') → rollback
 *   });
 */
export class CreditsService {
  private readonly subscriptions: SubscriptionsRepository;
  private readonly ledger: CreditLedgerRepository;

  constructor(private readonly store: DbStore) {
    this.subscriptions = new SubscriptionsRepository(store);
    this.ledger = new CreditLedgerRepository(store);
  }

  /** The first active subscription (started, not ended), the most recently started first. */
  async activeSubscription(workspaceId: string, now = new Date()): Promise<Subscription | undefined> {
    return (await this.subscriptions.list(workspaceId)).find((s) => isActive(asPlan(s), now));
  }

  /** The current period of the first active subscription, or null when none is active. */
  async currentPeriod(workspaceId: string, now = new Date()): Promise<CreditPeriod | null> {
    const subscription = await this.activeSubscription(workspaceId, now);
    return subscription ? this.periodOf(subscription, now) : null;
  }

  /** Every plan of the workspace with its current period while active (GET /api/subscription/). */
  async list(workspaceId: string, now = new Date()): Promise<SubscriptionSummary[]> {
    const plans = await this.subscriptions.list(workspaceId);
    return Promise.all(plans.map((s) => this.summaryOf(s, now)));
  }

  /** The first active plan with its credits used and available this period (GET /api/subscription/active). */
  async activeSummary(workspaceId: string, now = new Date()): Promise<SubscriptionSummary | null> {
    const subscription = await this.activeSubscription(workspaceId, now);
    return subscription ? this.summaryOf(subscription, now) : null;
  }

  private async summaryOf(s: Subscription, now: Date): Promise<SubscriptionSummary> {
    const period = await this.periodOf(s, now);
    return {
      ...toActiveSubscription(s),
      available_credits: period?.available_credits ?? 0,
      used_credits: period?.used_credits ?? 0,
      current_period: period,
    };
  }

  /**
   * Charges `amount` credits for the run `batchId` to the current period. Must run inside the
   * caller's transaction. Rejects with ApiError `insufficient_credits` (409, with the required and
   * available credits in its message) when the period cannot cover it or no subscription is active.
   * Idempotent per batch: a second debit of the same batch charges nothing and returns the balance,
   * unless `again` (a rerun of some of the run's cells, charged on its own).
   * Returns the period after the debit.
   */
  async debit(workspaceId: string, amount: number, batchId: string, now = new Date(), again = false): Promise<CreditPeriod> {
    this.assertInTransaction('debit');
    checkAmount(amount);
    const subscription = await this.activeSubscription(workspaceId, now);
    const period = subscription ? await this.periodOf(subscription, now) : null;
    const available = period?.available_credits ?? 0;
    if (!subscription || !period) throw insufficient(amount, 0);
    if (!again && (await this.ledger.forBatch(workspaceId, batchId)).some((e) => e.kind === 'debit')) return period;
    if (amount > available) throw insufficient(amount, available);
    if (amount > 0) {
      await this.ledger.insert({
        workspaceId,
        subscriptionId: subscription.id,
        periodStart: period.start_date,
        kind: 'debit',
        amount: -amount,
        batchId,
      });
    }
    return { ...period, used_credits: period.used_credits + amount, available_credits: available - amount };
  }

  /**
   * Gives back up to `amount` credits of the run `batchId` (its failed products), into the period the
   * run was charged to. Must run inside the caller's transaction. Never returns more than was
   * debited for that batch in total, so repeating a refund is harmless. Returns the credits refunded.
   */
  async refund(workspaceId: string, amount: number, batchId: string): Promise<number> {
    this.assertInTransaction('refund');
    checkAmount(amount);
    const entries = await this.ledger.forBatch(workspaceId, batchId);
    // Into the period of the latest charge: a rerun's failures give back what that rerun took.
    const debit = entries.findLast((e) => e.kind === 'debit');
    if (!debit) return 0;
    const outstanding = entries.reduce((sum, e) => (e.kind === 'grant' ? sum : sum - e.amount), 0);
    const refunded = Math.min(amount, outstanding);
    if (refunded <= 0) return 0;
    await this.ledger.insert({
      workspaceId,
      subscriptionId: debit.subscriptionId,
      periodStart: debit.periodStart,
      kind: 'refund',
      amount: refunded,
      batchId,
    });
    return refunded;
  }

  /** What the run `batchId` cost: credits debited less refunded, and those refunded. */
  async runTotals(workspaceId: string, batchId: string): Promise<{ charged: number; refunded: number }> {
    const entries = await this.ledger.forBatch(workspaceId, batchId);
    const debited = entries.reduce((sum, entry) => (entry.kind === 'debit' ? sum - entry.amount : sum), 0);
    const refunded = entries.reduce((sum, entry) => (entry.kind === 'refund' ? sum + entry.amount : sum), 0);
    return { charged: debited - refunded, refunded };
  }

  /** Gives back everything the run `batchId` still has charged (its outputs could not be written). Inside the caller's transaction. */
  async refundAll(workspaceId: string, batchId: string): Promise<number> {
    return this.refund(workspaceId, Number.MAX_SAFE_INTEGER, batchId);
  }

  /** An operator's extra credits for the current period. Returns the period after the grant. */
  async grant(workspaceId: string, amount: number, note: string | null, now = new Date()): Promise<CreditPeriod> {
    checkAmount(amount);
    return this.store.transaction(async () => {
      const subscription = await this.activeSubscription(workspaceId, now);
      const period = subscription && (await this.periodOf(subscription, now));
      if (!subscription || !period) throw new Error('the workspace has no active subscription to grant credits to');
      await this.ledger.insert({
        workspaceId,
        subscriptionId: subscription.id,
        periodStart: period.start_date,
        kind: 'grant',
        amount,
        note,
      });
      return { ...period, available_credits: period.available_credits + amount };
    });
  }

  /**
   * Makes `plan` the workspace's plan from its start date: plans that started earlier end the day
   * before, plans that would start on or after it are cancelled (end the day before their own start,
   * kept for the ledger's sake). Returns the new plan and the plans it ended.
   */
  async setPlan(workspaceId: string, plan: NewPlan): Promise<{ created: Subscription; ended: Subscription[] }> {
    checkAmount(plan.creditsPerPeriod);
    if (plan.endDate !== null && plan.endDate < plan.startDate) throw new RangeError('the end date is before the start date');
    return this.store.transaction(async () => {
      const ended = await this.subscriptions.notEndedBy(workspaceId, plan.startDate);
      for (const old of ended) {
        const end = old.startDate < plan.startDate ? dayBefore(plan.startDate) : dayBefore(old.startDate);
        await this.subscriptions.setEndDate(workspaceId, old.id, end);
      }
      const created = await this.subscriptions.create({
        workspaceId,
        policy: plan.policy ?? STANDARD_POLICY,
        frequency: plan.frequency,
        startDate: plan.startDate,
        endDate: plan.endDate,
        creditsPerPeriod: plan.creditsPerPeriod,
      });
      return { created, ended };
    });
  }

  /** Gives every workspace that never had a plan the default monthly one, from today. */
  async ensureDefaultPlans(creditsPerPeriod: number, now = new Date()): Promise<number> {
    return this.store.transaction(async () => {
      const missing = await this.subscriptions.workspacesWithout();
      for (const workspaceId of missing) await startDefaultPlan(this.store, workspaceId, creditsPerPeriod, now);
      return missing.length;
    });
  }

  /**
   * The current period's credits history, newest first: per run one line for its charge and one for
   * all it gave back (refunds are made product by product), each grant a line of its own.
   */
  async history(workspaceId: string, now = new Date()): Promise<CreditLine[]> {
    const subscription = await this.activeSubscription(workspaceId, now);
    const period = subscription && periodAt(asPlan(subscription), now);
    if (!subscription || !period) return [];
    const lines = new Map<string, CreditLine>();
    for (const [index, entry] of (await this.ledger.ofPeriod(workspaceId, subscription.id, period.start)).entries()) {
      const key = entry.kind === 'grant' || !entry.batchId ? `${entry.kind}:${index}` : `${entry.kind}:${entry.batchId}`;
      const line = lines.get(key);
      if (line) line.credits += entry.amount;
      else {
        const { batchId, catalogConfigName, configSnapshot, file } = entry;
        const run = batchId && catalogConfigName !== null && configSnapshot !== null && file !== null ? { id: batchId, template: labelOf({ catalogConfigName, configSnapshot }), file } : null;
        lines.set(key, { kind: entry.kind, credits: entry.amount, at: entry.createdAt, run, note: entry.note });
      }
    }
    return [...lines.values()].reverse();
  }

  private async periodOf(subscription: Subscription, now: Date): Promise<CreditPeriod | null> {
    const period = periodAt(asPlan(subscription), now);
    if (!period) return null;
    const totals = await this.ledger.totals(subscription.workspaceId, subscription.id, period.start);
    const used = Math.max(0, totals.debited - totals.refunded);
    return {
      credits_per_period: subscription.creditsPerPeriod,
      used_credits: used,
      available_credits: Math.max(0, subscription.creditsPerPeriod + totals.granted - used),
      start_date: period.start,
      end_date: period.end,
      frequency: subscription.frequency,
    };
  }

  private assertInTransaction(what: string): void {
    if (!this.store.inTransaction()) throw new Error(`credits.${what} must run inside store.transaction`);
  }
}

/**
 * A new workspace's plan: DEFAULT_CREDITS a month from its creation day. Called by the accounts
 * service inside the transaction that creates the workspace.
 */
export async function startDefaultPlan(store: DbStore, workspaceId: string, creditsPerPeriod: number, now = new Date()): Promise<Subscription> {
  return new SubscriptionsRepository(store).create({
    workspaceId,
    policy: STANDARD_POLICY,
    frequency: 'MONTHLY',
    startDate: isoDay(now),
    endDate: null,
    creditsPerPeriod,
  });
}

export function toActiveSubscription(s: Subscription): ActiveSubscription {
  return {
    policy: s.policy,
    frequency: s.frequency,
    start_date: s.startDate,
    end_date: s.endDate,
    credits_per_period: s.creditsPerPeriod,
  };
}

function insufficient(required: number, available: number): ApiError {
  return new ApiError('insufficient_credits', `Insufficient credits to process this file. Required: ${required}, Available: ${available}`, undefined, { required, available });
}
