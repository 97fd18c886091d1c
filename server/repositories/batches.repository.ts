import { and, asc, count, desc, eq, gte, inArray, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { affectedRows, type Db, type DbStore } from '../../db/client.ts';
import { placeholders } from '../../db/driver-values.ts';
import { batchProducts, catalogBatches, files, workspaces } from '../../db/schema.ts';
import type { BatchStatus, RunNotifications } from '../../domain/batch.ts';

export type BatchRow = typeof catalogBatches.$inferSelect;
export type NewBatch = typeof catalogBatches.$inferInsert;
export type ProductRow = typeof batchProducts.$inferSelect;
/** A run product as its run starts: the file product it sells, and how the review and the channel files name it. */
export interface RunProduct {
  group: number;
  key: string | null;
  name: string | null;
  options: [string, string][];
}
export type BatchChange = Partial<Pick<BatchRow, 'status' | 'progress' | 'results' | 'error' | 'finishedAt' | 'passProducts' | 'validationErrors' | 'validationWarnings' | 'storedBytes' | 'outcome' | 'configSnapshot'>>;

/** A parsed listing filter (see services/batches/filters.ts). */
export type BatchFilter = { field: 'catalog_config_name' | 'status'; op: 'eq'; value: string } | { field: 'status'; op: 'in'; values: BatchStatus[] } | { field: 'start_date'; op: 'after'; value: string } | { field: 'downloaded_once'; op: 'eq'; value: boolean };

/** A product's outcome in its pass, as `settleProducts` records it. */
export interface ProductOutcomeRow {
  rowIndex: number;
  status: 'done' | 'failed';
  error: string | null;
  attempts: number;
}

const SETTLED_VALUES = ['batchId', 'rowIndex', 'status', 'error', 'attempts'] as const;

/** An outcome written to the products of `rows` that are pending; those it wrote, returned. */
const settlePending = (db: Db, values: Record<Exclude<(typeof SETTLED_VALUES)[number], 'rowIndex'>, unknown>, rows: SQL | undefined) =>
  db
    .update(batchProducts)
    .set({ status: sql`${values.status}`, pendingFields: null, error: sql`${values.error}`, attempts: sql`${values.attempts}` })
    .where(and(eq(batchProducts.batchId, sql`${values.batchId}`), rows, eq(batchProducts.status, 'pending')))
    .returning({ rowIndex: batchProducts.rowIndex });

const PROGRESS_VALUES = ['id', 'settledBefore', 'products', 'modelCalls', 'promptTokens', 'completionTokens'] as const;

/** The run's progress: its products settled, less those settled before its pass, over its pass's products (at most 1); its usage added. */
const progressOf = (db: Db, values: Record<(typeof PROGRESS_VALUES)[number], unknown>) => {
  const finished = sql`((select count(*) from ${batchProducts} where ${batchProducts.batchId} = ${catalogBatches.id} and ${batchProducts.status} <> 'pending') - ${values.settledBefore})`;
  return db
    .update(catalogBatches)
    .set({
      progress: sql`case when ${finished} >= ${values.products} then 1.0 else ${finished} * 1.0 / ${values.products} end`,
      modelCalls: sql`${catalogBatches.modelCalls} + ${values.modelCalls}`,
      promptTokens: sql`${catalogBatches.promptTokens} + ${values.promptTokens}`,
      completionTokens: sql`${catalogBatches.completionTokens} + ${values.completionTokens}`,
    })
    .where(eq(catalogBatches.id, sql`${values.id}`));
};

/** Batch runs and their products; every read of owned rows takes the workspace first. */
export class BatchesRepository {
  constructor(private readonly store: DbStore) {}

  /** A run and its products. */
  async insert(batch: NewBatch, products: readonly RunProduct[]): Promise<BatchRow> {
    return this.store.transaction(async () => {
      const [row] = await this.store.run((db) => db.insert(catalogBatches).values(batch).returning());
      const rows = products.map(({ group, key, name, options }, rowIndex) => ({ batchId: row.id, rowIndex, productGroup: group, key, name, options: options.length > 0 ? options : null }));
      for (let i = 0; i < rows.length; i += 100) await this.store.run((db) => db.insert(batchProducts).values(rows.slice(i, i + 100)));
      return row;
    });
  }

  async findById(workspaceId: string, id: string): Promise<BatchRow | undefined> {
    return this.store.run(
      async (db) =>
        (
          await db
            .select()
            .from(catalogBatches)
            .where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.id, id)))
            .limit(1)
        )[0],
    );
  }

  async findByIdempotencyKey(workspaceId: string, key: string): Promise<BatchRow | undefined> {
    return this.store.run(
      async (db) =>
        (
          await db
            .select()
            .from(catalogBatches)
            .where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.idempotencyKey, key)))
            .limit(1)
        )[0],
    );
  }

  async list(workspaceId: string, filters: BatchFilter[], page: { offset: number; limit: number; direction: 'asc' | 'desc' }) {
    const where = and(eq(catalogBatches.workspaceId, workspaceId), ...filters.map(condition));
    const order = page.direction === 'asc' ? asc : desc;
    return this.store.run(async (db) => {
      const total = (await db.select({ n: count() }).from(catalogBatches).where(where))[0]?.n ?? 0;
      const rows = await db.select().from(catalogBatches).where(where).orderBy(order(catalogBatches.startDate), order(catalogBatches.id)).limit(page.limit).offset(page.offset);
      return { rows, total };
    });
  }

  /** Each template name runs used, with the label it had at its latest run (the name when none was kept). */
  async configOptions(workspaceId: string): Promise<{ value: string; label: string }[]> {
    const latest = alias(catalogBatches, 'latest');
    // Each name's latest run only: snapshots are large.
    const rows = await this.store.run((db) => {
      const latestStart = db
        .select({ at: max(latest.startDate) })
        .from(latest)
        .where(and(eq(latest.workspaceId, catalogBatches.workspaceId), eq(latest.catalogConfigName, catalogBatches.catalogConfigName)));
      return db
        .select({ value: catalogBatches.catalogConfigName, snapshot: catalogBatches.configSnapshot })
        .from(catalogBatches)
        .where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.startDate, latestStart)));
    });
    const labels = new Map<string, string>();
    for (const row of rows) if (!labels.has(row.value)) labels.set(row.value, row.snapshot.label ?? row.value);
    return [...labels].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }

  async configNames(workspaceId: string): Promise<string[]> {
    const rows = await this.store.run((db) => db.selectDistinct({ name: catalogBatches.catalogConfigName }).from(catalogBatches).where(eq(catalogBatches.workspaceId, workspaceId)).orderBy(asc(catalogBatches.catalogConfigName)));
    return rows.map((row) => row.name);
  }

  /** Done or errored runs not downloaded yet: the bell's count. */
  /** The runs ended and not yet seen (the bell's count), and how many cells the done ones left empty or failed. */
  async newRuns(workspaceId: string): Promise<RunNotifications> {
    const rows = await this.store.run((db) =>
      db
        .select({ status: catalogBatches.status, outcome: catalogBatches.outcome })
        .from(catalogBatches)
        .where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.downloadedOnce, false), inArray(catalogBatches.status, ['done', 'error']))),
    );
    const gaps = rows.reduce((sum, row) => sum + (row.status === 'done' && row.outcome ? row.outcome.empty + row.outcome.failed : 0), 0);
    return { count: rows.length, gaps };
  }

  async setDownloaded(workspaceId: string, id: string): Promise<void> {
    await this.store.run((db) =>
      db
        .update(catalogBatches)
        .set({ downloadedOnce: true })
        .where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.id, id))),
    );
  }

  async delete(workspaceId: string, id: string): Promise<void> {
    await this.store.run((db) => db.delete(catalogBatches).where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.id, id))));
  }

  /** Per workspace (by name), the runs started since `since` and the assistant's work they cost: the operators' usage report. */
  async usageByWorkspace(since: string) {
    return this.store.run((db) =>
      db
        .select({
          workspace: workspaces.name,
          runs: count(),
          modelCalls: sql<number>`sum(${catalogBatches.modelCalls})`.mapWith(Number),
          promptTokens: sql<number>`sum(${catalogBatches.promptTokens})`.mapWith(Number),
          completionTokens: sql<number>`sum(${catalogBatches.completionTokens})`.mapWith(Number),
          cachedCells: sql<number>`sum(${catalogBatches.cachedCells})`.mapWith(Number),
        })
        .from(catalogBatches)
        .innerJoin(workspaces, eq(workspaces.id, catalogBatches.workspaceId))
        .where(gte(catalogBatches.startDate, since))
        .groupBy(workspaces.name)
        .orderBy(asc(workspaces.name)),
    );
  }

  // ——— For the runner (all workspaces) ———

  async unfinishedIds(): Promise<string[]> {
    const rows = await this.store.run((db) =>
      db
        .select({ id: catalogBatches.id })
        .from(catalogBatches)
        .where(inArray(catalogBatches.status, ['creating', 'in_progress', 'finalizing']))
        .orderBy(asc(catalogBatches.startDate)),
    );
    return rows.map((row) => row.id);
  }

  async byIdAnyWorkspace(id: string): Promise<BatchRow | undefined> {
    return this.store.run(async (db) => (await db.select().from(catalogBatches).where(eq(catalogBatches.id, id)).limit(1))[0]);
  }

  /** The run's input file (stored name, extension), if it is still there. */
  async inputFile(batch: BatchRow): Promise<{ storedName: string; extension: string } | undefined> {
    const { fileId } = batch;
    if (!fileId) return undefined;
    return this.store.run(
      async (db) =>
        (
          await db
            .select({ storedName: files.storedName, extension: files.extension })
            .from(files)
            .where(and(eq(files.workspaceId, batch.workspaceId), eq(files.id, fileId)))
            .limit(1)
        )[0],
    );
  }

  async products(batchId: string): Promise<ProductRow[]> {
    return this.store.run((db) => db.select().from(batchProducts).where(eq(batchProducts.batchId, batchId)).orderBy(asc(batchProducts.rowIndex)));
  }

  /** A product's outcome in the current pass; its cells are saved beside it (BatchValuesRepository). */
  async saveProduct(batchId: string, rowIndex: number, result: { status: 'done' | 'failed'; error: string | null; attempts: number }): Promise<void> {
    await this.store.run((db) =>
      db
        .update(batchProducts)
        .set({ status: result.status, pendingFields: null, error: result.error, attempts: result.attempts })
        .where(and(eq(batchProducts.batchId, batchId), eq(batchProducts.rowIndex, rowIndex))),
    );
  }

  /** Records products' outcomes, each only while it is still pending: the products it recorded. */
  async settleProducts(batchId: string, results: readonly ProductOutcomeRow[]): Promise<Set<number>> {
    const settled = new Set<number>();
    await this.store.run(async (db) => {
      const kept = this.store.kept('batch_products.settle', (conn) => {
        const values = placeholders(SETTLED_VALUES);
        return settlePending(conn, values, eq(batchProducts.rowIndex, values.rowIndex)).prepare();
      });
      if (kept) {
        for (const result of results) for (const row of kept.all({ ...result, batchId })) settled.add(row.rowIndex);
        return;
      }
      // Products with the same outcome (most often all of them) in one statement.
      const alike = new Map<string, ProductOutcomeRow[]>();
      for (const result of results) {
        const outcome = JSON.stringify([result.status, result.error, result.attempts]);
        alike.set(outcome, [...(alike.get(outcome) ?? []), result]);
      }
      for (const [first, ...others] of alike.values()) {
        const rows = inArray(batchProducts.rowIndex, [first, ...others].map((result) => result.rowIndex));
        for (const row of await settlePending(db, { ...first, batchId }, rows)) settled.add(row.rowIndex);
      }
    });
    return settled;
  }

  /** Products of the run not pending any more. */
  async settledCount(batchId: string): Promise<number> {
    const [row] = await this.store.run((db) =>
      db
        .select({ n: count() })
        .from(batchProducts)
        .where(and(eq(batchProducts.batchId, batchId), sql`${batchProducts.status} <> 'pending'`)),
    );
    return row?.n ?? 0;
  }

  /**
   * The run's progress through its pass, from its products settled (counted by the statement), and
   * the assistant's work added to its totals: one statement.
   */
  async recordProgress(id: string, pass: { settledBefore: number; products: number }, usage: { model_calls: number; prompt_tokens: number; completion_tokens: number }): Promise<void> {
    const values = { id, ...pass, modelCalls: usage.model_calls, promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens };
    await this.store.run(async (db) => {
      const kept = this.store.kept('catalog_batches.progress', (conn) => progressOf(conn, placeholders(PROGRESS_VALUES)).prepare());
      if (kept) kept.run(values);
      else await progressOf(db, values);
    });
  }

  /** A product some of whose cells were taken from the cache: what is left to compute (nothing: done). */
  async setRemaining(batchId: string, rowIndex: number, fields: readonly string[]): Promise<void> {
    await this.store.run((db) =>
      db
        .update(batchProducts)
        .set({ pendingFields: [...fields], status: fields.length === 0 ? 'done' : 'pending' })
        .where(and(eq(batchProducts.batchId, batchId), eq(batchProducts.rowIndex, rowIndex))),
    );
  }

  /** Products back to pending for a rerun of the given fields of each, and the run back to work in its next pass. */
  async startPass(batchId: string, fieldsByProduct: ReadonlyMap<number, string[]>): Promise<void> {
    await this.store.run(async (db) => {
      for (const [rowIndex, fields] of fieldsByProduct) {
        await db
          .update(batchProducts)
          .set({ status: 'pending', pendingFields: fields, error: null, attempts: 0 })
          .where(and(eq(batchProducts.batchId, batchId), eq(batchProducts.rowIndex, rowIndex)));
      }
      await db
        .update(catalogBatches)
        .set({ status: 'in_progress', progress: 0, error: null, finishedAt: null, passProducts: fieldsByProduct.size, pass: sql`${catalogBatches.pass} + 1` })
        .where(eq(catalogBatches.id, batchId));
    });
  }

  async update(id: string, set: BatchChange): Promise<void> {
    await this.store.run((db) => db.update(catalogBatches).set(set).where(eq(catalogBatches.id, id)));
  }

  /** Changes the run only while its status is one of `from`; false when another process moved it first. */
  async transition(id: string, from: readonly BatchStatus[], set: BatchChange): Promise<boolean> {
    const updated = await this.store.run((db) =>
      db
        .update(catalogBatches)
        .set(set)
        .where(and(eq(catalogBatches.id, id), inArray(catalogBatches.status, [...from]))),
    );
    return affectedRows(updated) === 1;
  }
}

function condition(filter: BatchFilter): SQL | undefined {
  switch (filter.field) {
    case 'catalog_config_name':
      return eq(catalogBatches.catalogConfigName, filter.value);
    case 'status':
      return filter.op === 'in' ? inArray(catalogBatches.status, filter.values) : eq(catalogBatches.status, filter.value as BatchStatus);
    case 'start_date':
      return gte(catalogBatches.startDate, filter.value);
    case 'downloaded_once':
      return eq(catalogBatches.downloadedOnce, filter.value);
  }
}
