import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { BatchStatus } from '../../domain/batch.ts';
import { batchProducts, catalogBatches, files, workspaces } from '../../db/schema.ts';

export type BatchRow = typeof catalogBatches.$inferSelect;
export type NewBatch = typeof catalogBatches.$inferInsert;
export type ProductRow = typeof batchProducts.$inferSelect;

/** A parsed listing filter (see services/batches/filters.ts). */
export type BatchFilter =
  | { field: 'catalog_config_name' | 'status'; op: 'eq'; value: string }
  | { field: 'status'; op: 'in'; values: BatchStatus[] }
  | { field: 'start_date'; op: 'after'; value: string }
  | { field: 'downloaded_once'; op: 'eq'; value: boolean };

/** Batch runs and their products; every read of owned rows takes the workspace first. */
export class BatchesRepository {
  private readonly saveProductStmt;
  private readonly setProgressStmt;
  private readonly byIdStmt;

  constructor(private readonly db: Db) {
    this.saveProductStmt = db
      .update(batchProducts)
      .set({
        status: sql.placeholder('status') as unknown as 'done',
        pendingFields: null,
        error: sql`${sql.placeholder('error')}`,
        attempts: sql`${sql.placeholder('attempts')}`,
      })
      .where(and(eq(batchProducts.batchId, sql.placeholder('batchId')), eq(batchProducts.rowIndex, sql.placeholder('rowIndex'))))
      .prepare();
    this.setProgressStmt = db
      .update(catalogBatches)
      .set({ progress: sql`${sql.placeholder('progress')}` })
      .where(eq(catalogBatches.id, sql.placeholder('id')))
      .prepare();
    this.byIdStmt = db
      .select()
      .from(catalogBatches)
      .where(and(eq(catalogBatches.workspaceId, sql.placeholder('workspaceId')), eq(catalogBatches.id, sql.placeholder('id'))))
      .prepare();
  }

  insert(batch: NewBatch, nbProducts: number): BatchRow {
    const row = this.db.insert(catalogBatches).values(batch).returning().get();
    const rows = Array.from({ length: nbProducts }, (_, rowIndex) => ({ batchId: row.id, rowIndex }));
    for (let i = 0; i < rows.length; i += 200) this.db.insert(batchProducts).values(rows.slice(i, i + 200)).run();
    return row;
  }

  findById(workspaceId: string, id: string): BatchRow | undefined {
    return this.byIdStmt.get({ workspaceId, id });
  }

  findByIdempotencyKey(workspaceId: string, key: string): BatchRow | undefined {
    return this.db
      .select()
      .from(catalogBatches)
      .where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.idempotencyKey, key)))
      .get();
  }

  list(workspaceId: string, filters: BatchFilter[], page: { offset: number; limit: number; direction: 'asc' | 'desc' }) {
    const where = and(eq(catalogBatches.workspaceId, workspaceId), ...filters.map(condition));
    const total = this.db.select({ n: count() }).from(catalogBatches).where(where).get()?.n ?? 0;
    const order = page.direction === 'asc' ? asc : desc;
    const rows = this.db
      .select()
      .from(catalogBatches)
      .where(where)
      .orderBy(order(catalogBatches.startDate), order(catalogBatches.id))
      .limit(page.limit)
      .offset(page.offset)
      .all();
    return { rows, total };
  }

  /** Each template name runs used, with the label it had at its latest run (the name when none was kept). */
  configOptions(workspaceId: string): { value: string; label: string }[] {
    const rows = this.db
      .select({ value: catalogBatches.catalogConfigName, label: sql<string | null>`json_extract(${catalogBatches.configSnapshot}, '$.label')` })
      .from(catalogBatches)
      .where(eq(catalogBatches.workspaceId, workspaceId))
      .orderBy(desc(catalogBatches.startDate))
      .all();
    const latest = new Map<string, string>();
    for (const row of rows) if (!latest.has(row.value)) latest.set(row.value, row.label ?? row.value);
    return [...latest].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }

  configNames(workspaceId: string): string[] {
    return this.db
      .selectDistinct({ name: catalogBatches.catalogConfigName })
      .from(catalogBatches)
      .where(eq(catalogBatches.workspaceId, workspaceId))
      .orderBy(asc(catalogBatches.catalogConfigName))
      .all()
      .map((row) => row.name);
  }

  /** Done or errored runs not downloaded yet: the bell's count. */
  countNew(workspaceId: string): number {
    return (
      this.db
        .select({ n: count() })
        .from(catalogBatches)
        .where(
          and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.downloadedOnce, false), inArray(catalogBatches.status, ['done', 'error'])),
        )
        .get()?.n ?? 0
    );
  }

  setDownloaded(workspaceId: string, id: string): void {
    this.db
      .update(catalogBatches)
      .set({ downloadedOnce: true })
      .where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.id, id)))
      .run();
  }

  delete(workspaceId: string, id: string): void {
    this.db.delete(catalogBatches).where(and(eq(catalogBatches.workspaceId, workspaceId), eq(catalogBatches.id, id))).run();
  }

  /** Per workspace (by name), the runs started since `since` and the assistant's work they cost: the operators' usage report. */
  usageByWorkspace(since: string) {
    return this.db
      .select({
        workspace: workspaces.name,
        runs: count(),
        modelCalls: sql<number>`sum(${catalogBatches.modelCalls})`,
        promptTokens: sql<number>`sum(${catalogBatches.promptTokens})`,
        completionTokens: sql<number>`sum(${catalogBatches.completionTokens})`,
        cachedCells: sql<number>`sum(${catalogBatches.cachedCells})`,
      })
      .from(catalogBatches)
      .innerJoin(workspaces, eq(workspaces.id, catalogBatches.workspaceId))
      .where(gte(catalogBatches.startDate, since))
      .groupBy(workspaces.name)
      .orderBy(asc(workspaces.name))
      .all();
  }

  // ——— For the runner (all workspaces) ———

  unfinishedIds(): string[] {
    return this.db
      .select({ id: catalogBatches.id })
      .from(catalogBatches)
      .where(inArray(catalogBatches.status, ['creating', 'in_progress', 'finalizing']))
      .orderBy(asc(catalogBatches.startDate))
      .all()
      .map((row) => row.id);
  }

  byIdAnyWorkspace(id: string): BatchRow | undefined {
    return this.db.select().from(catalogBatches).where(eq(catalogBatches.id, id)).get();
  }

  /** The run's input file (stored name, extension), if it is still there. */
  inputFile(batch: BatchRow): { storedName: string; extension: string } | undefined {
    if (!batch.fileId) return undefined;
    return this.db
      .select({ storedName: files.storedName, extension: files.extension })
      .from(files)
      .where(and(eq(files.workspaceId, batch.workspaceId), eq(files.id, batch.fileId)))
      .get();
  }

  products(batchId: string): ProductRow[] {
    return this.db.select().from(batchProducts).where(eq(batchProducts.batchId, batchId)).orderBy(asc(batchProducts.rowIndex)).all();
  }

  /** A product's outcome in the current pass; its cells are saved beside it (BatchValuesRepository). */
  saveProduct(batchId: string, rowIndex: number, result: { status: 'done' | 'failed'; error: string | null; attempts: number }): void {
    this.saveProductStmt.run({ batchId, rowIndex, status: result.status, error: result.error, attempts: result.attempts });
  }

  /** Each product's identifier or name, for the review grid (null where the file gives none). */
  setKeys(batchId: string, keys: readonly (string | null)[]): void {
    const stmt = this.db.$client.prepare('UPDATE batch_products SET key = ? WHERE batch_id = ? AND row_index = ?');
    keys.forEach((key, rowIndex) => {
      stmt.run(key, batchId, rowIndex);
    });
  }

  /** Adds the assistant's work to the run's totals. */
  addUsage(id: string, usage: { model_calls: number; prompt_tokens: number; completion_tokens: number }): void {
    this.db
      .update(catalogBatches)
      .set({
        modelCalls: sql`${catalogBatches.modelCalls} + ${usage.model_calls}`,
        promptTokens: sql`${catalogBatches.promptTokens} + ${usage.prompt_tokens}`,
        completionTokens: sql`${catalogBatches.completionTokens} + ${usage.completion_tokens}`,
      })
      .where(eq(catalogBatches.id, id))
      .run();
  }

  /** A product some of whose cells were taken from the cache: what is left to compute (nothing: done). */
  setRemaining(batchId: string, rowIndex: number, fields: readonly string[]): void {
    this.db
      .update(batchProducts)
      .set({ pendingFields: [...fields], status: fields.length === 0 ? 'done' : 'pending' })
      .where(and(eq(batchProducts.batchId, batchId), eq(batchProducts.rowIndex, rowIndex)))
      .run();
  }

  /** Products back to pending for a rerun of the given fields of each, and the run back to work. */
  startPass(batchId: string, fieldsByProduct: ReadonlyMap<number, string[]>): void {
    const stmt = this.db.$client.prepare("UPDATE batch_products SET status = 'pending', pending_fields = ?, error = NULL, attempts = 0 WHERE batch_id = ? AND row_index = ?");
    for (const [rowIndex, fields] of fieldsByProduct) stmt.run(JSON.stringify(fields), batchId, rowIndex);
    this.update(batchId, { status: 'in_progress', progress: 0, error: null, finishedAt: null, passProducts: fieldsByProduct.size });
  }

  setProgress(id: string, progress: number): void {
    this.setProgressStmt.run({ id, progress });
  }

  update(id: string, set: Partial<Pick<BatchRow, 'status' | 'progress' | 'results' | 'error' | 'finishedAt' | 'passProducts' | 'validationErrors' | 'validationWarnings'>>): void {
    this.db.update(catalogBatches).set(set).where(eq(catalogBatches.id, id)).run();
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
