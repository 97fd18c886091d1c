import { and, asc, count, countDistinct, eq, gte, inArray, isNotNull, lt, max, type SQL, sql } from 'drizzle-orm';
import type { Db, DbStore } from '../../db/client.ts';
import { driverValues, placeholders } from '../../db/driver-values.ts';
import { batchProducts, batchValues } from '../../db/schema.ts';
import type { CellReason } from '../../domain/cell-reasons.ts';
import type { CellIssue, CellSource, CellStatus, CellValue, ProductState, ValueCell } from '../../domain/values.ts';

export type StoredCell = Omit<ValueCell, 'error'> & { error: string | null };

/** A product of a run with its cells (those of one field only when asked). */
export interface ProductValues {
  rowIndex: number;
  key: string | null;
  /** The name of the file product it sells. */
  name: string | null;
  /** The file product it sells (itself, or the product it is a variant of). */
  group: number;
  state: ProductState;
  cells: Record<string, StoredCell>;
}

/** Which products a page lists: those with a cell in `status` (of `field` when given), else all. */
export interface ValuesQuery {
  offset: number;
  limit: number;
  status?: CellStatus;
  /** Only products with a cell its channel has something to say about. */
  issues?: boolean;
  /** Only products with an empty or failed cell of this reason code. */
  reason?: string;
  field?: string;
}

type CellRow = { value: CellValue | null; status: CellStatus; source: CellSource | null; error: string | null; issues: CellIssue[] | null; reason: CellReason | null; channelValue: CellValue | null };

const toCell = (row: CellRow): StoredCell => ({
  value: row.value ?? null,
  status: row.status,
  source: row.source ?? null,
  error: row.error,
  ...(row.issues && row.issues.length > 0 ? { issues: row.issues } : {}),
  ...(row.channelValue !== null && row.channelValue !== undefined ? { channel_value: row.channelValue } : {}),
  ...(row.reason && row.status !== 'ok' && row.status !== 'edited' ? { reason: row.reason } : {}),
});

/** Cells per insert: 11 parameters each, well within SQLite's and PostgreSQL's bound-parameter limits. */
const ROWS_PER_INSERT = 500;
/** Products whose cells one read of a whole run takes. */
const PRODUCTS_PER_READ = 100;

const CELL_COLUMNS = ['batchId', 'rowIndex', 'field', 'value', 'status', 'source', 'error', 'issues', 'channelValue', 'reason', 'reasonCode'] as const;

/** Cells written, or written again over the same product's field. */
const upsertCells = (db: Db, rows: (typeof batchValues.$inferInsert)[] | Record<(typeof CELL_COLUMNS)[number], SQL>[]) =>
  db
    .insert(batchValues)
    .values(rows)
    .onConflictDoUpdate({
      target: [batchValues.batchId, batchValues.rowIndex, batchValues.field],
      set: {
        value: sql`excluded.value`,
        status: sql`excluded.status`,
        source: sql`excluded.source`,
        error: sql`excluded.error`,
        issues: sql`excluded.issues`,
        channelValue: sql`excluded.channel_value`,
        reason: sql`excluded.reason`,
        reasonCode: sql`excluded.reason_code`,
      },
    });

/**
 * A run's stored values: one row per product × output field, written in the transaction that records
 * the product. Reads take a run id the caller has already checked against the workspace.
 */
export class BatchValuesRepository {
  constructor(private readonly store: DbStore) {}

  async save(batchId: string, rowIndex: number, cells: Record<string, StoredCell>): Promise<void> {
    await this.saveMany(batchId, [{ rowIndex, cells }]);
  }

  /** Several products' cells, in as few statements as the database's parameter budget allows. */
  async saveMany(batchId: string, products: readonly { rowIndex: number; cells: Record<string, StoredCell> }[]): Promise<void> {
    const rows = products.flatMap(({ rowIndex, cells }) =>
      Object.entries(cells).map(([field, cell]) => ({
        batchId,
        rowIndex,
        field,
        value: cell.value,
        status: cell.status,
        source: cell.source,
        error: cell.error,
        issues: cell.issues && cell.issues.length > 0 ? cell.issues : null,
        channelValue: cell.channel_value ?? null,
        reason: cell.reason ?? null,
        reasonCode: cell.reason?.code ?? null,
      })),
    );
    if (rows.length === 0) return;
    await this.store.run(async (db) => {
      const kept = this.store.kept('batch_values.upsert', (conn) => upsertCells(conn, [placeholders(CELL_COLUMNS)]).prepare());
      if (kept) for (const row of rows) kept.run(driverValues(batchValues, row));
      else for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await upsertCells(db, rows.slice(i, i + ROWS_PER_INSERT));
    });
  }

  async cell(batchId: string, rowIndex: number, field: string): Promise<StoredCell | undefined> {
    const rows = await this.store.run((db) =>
      db
        .select()
        .from(batchValues)
        .where(and(eq(batchValues.batchId, batchId), eq(batchValues.rowIndex, rowIndex), eq(batchValues.field, field)))
        .limit(1),
    );
    return rows[0] ? toCell(rows[0]) : undefined;
  }

  /** One product's cells. */
  async productCells(batchId: string, rowIndex: number): Promise<Record<string, StoredCell>> {
    const rows = await this.store.run((db) =>
      db
        .select()
        .from(batchValues)
        .where(and(eq(batchValues.batchId, batchId), eq(batchValues.rowIndex, rowIndex))),
    );
    return Object.fromEntries(rows.map((row) => [row.field, toCell(row)]));
  }

  /** Every cell of the run by product, in row order: what the output files are written from. */
  async all(batchId: string): Promise<Map<number, Record<string, StoredCell>>> {
    const byProduct = new Map<number, Record<string, StoredCell>>();
    const [last] = await this.store.run((db) =>
      db
        .select({ row: max(batchValues.rowIndex) })
        .from(batchValues)
        .where(eq(batchValues.batchId, batchId)),
    );
    // Read some products at a time, each read a unit of work of its own: other work (and the event loop) goes between them.
    for (let from = 0; from <= (last?.row ?? -1); from += PRODUCTS_PER_READ) {
      const rows = await this.store.run((db) =>
        db
          .select()
          .from(batchValues)
          .where(and(eq(batchValues.batchId, batchId), gte(batchValues.rowIndex, from), lt(batchValues.rowIndex, from + PRODUCTS_PER_READ)))
          .orderBy(asc(batchValues.rowIndex)),
      );
      for (const row of rows) {
        const cells = byProduct.get(row.rowIndex) ?? {};
        cells[row.field] = toCell(row);
        byProduct.set(row.rowIndex, cells);
      }
    }
    return byProduct;
  }

  /** Channel errors and warnings over the run's cells. */
  async issueCounts(batchId: string): Promise<{ errors: number; warnings: number }> {
    const rows = await this.store.run((db) =>
      db
        .select({ issues: batchValues.issues })
        .from(batchValues)
        .where(and(eq(batchValues.batchId, batchId), isNotNull(batchValues.issues))),
    );
    const counts = { errors: 0, warnings: 0 };
    for (const issue of rows.flatMap((row) => row.issues ?? [])) {
      if (issue.severity === 'error') counts.errors++;
      else if (issue.severity === 'warning') counts.warnings++;
    }
    return counts;
  }

  /** How many cells of each field are in each status. */
  async counts(batchId: string): Promise<{ field: string; status: CellStatus; n: number }[]> {
    return this.store.run((db) => db.select({ field: batchValues.field, status: batchValues.status, n: count() }).from(batchValues).where(eq(batchValues.batchId, batchId)).groupBy(batchValues.field, batchValues.status));
  }

  /** How many cells of each field carry an issue. */
  async flaggedCounts(batchId: string): Promise<{ field: string; n: number }[]> {
    return this.store.run((db) =>
      db
        .select({ field: batchValues.field, n: count() })
        .from(batchValues)
        .where(and(eq(batchValues.batchId, batchId), isNotNull(batchValues.issues)))
        .groupBy(batchValues.field),
    );
  }

  /** How many empty and failed cells of each field each reason explains. */
  async reasonCounts(batchId: string): Promise<{ field: string; code: string; n: number }[]> {
    const rows = await this.store.run((db) =>
      db
        .select({ field: batchValues.field, code: batchValues.reasonCode, n: count() })
        .from(batchValues)
        .where(and(eq(batchValues.batchId, batchId), isNotNull(batchValues.reasonCode), inArray(batchValues.status, ['empty', 'failed'])))
        .groupBy(batchValues.field, batchValues.reasonCode),
    );
    return rows.flatMap((row) => (row.code ? [{ field: row.field, code: row.code, n: row.n }] : []));
  }

  /** One page of products with their cells, and how many products the filter matches. */
  async page(batchId: string, query: ValuesQuery): Promise<{ total: number; products: ProductValues[] }> {
    const ofField = query.field === undefined ? undefined : eq(batchValues.field, query.field);
    const cellFilter = query.reason ? and(eq(batchValues.reasonCode, query.reason), inArray(batchValues.status, ['empty', 'failed'])) : query.status ? eq(batchValues.status, query.status) : query.issues ? isNotNull(batchValues.issues) : undefined;
    return this.store.run(async (db) => {
      let total: number;
      let products: { rowIndex: number; key: string | null; name: string | null; group: number | null; status: ProductState }[];
      if (cellFilter) {
        const matching = and(eq(batchValues.batchId, batchId), cellFilter, ofField);
        total =
          (
            await db
              .select({ n: countDistinct(batchValues.rowIndex) })
              .from(batchValues)
              .where(matching)
          )[0]?.n ?? 0;
        const rowIndexes = db.selectDistinct({ rowIndex: batchValues.rowIndex }).from(batchValues).where(matching).orderBy(asc(batchValues.rowIndex)).limit(query.limit).offset(query.offset);
        products = await this.productRows(and(eq(batchProducts.batchId, batchId), inArray(batchProducts.rowIndex, rowIndexes)));
      } else {
        total = (await db.select({ n: count() }).from(batchProducts).where(eq(batchProducts.batchId, batchId)))[0]?.n ?? 0;
        products = await this.productRows(eq(batchProducts.batchId, batchId), query);
      }
      const cells = new Map<number, Record<string, StoredCell>>();
      if (products.length > 0) {
        const rowIndexes = products.map((product) => product.rowIndex);
        const rows = await db
          .select()
          .from(batchValues)
          .where(and(eq(batchValues.batchId, batchId), inArray(batchValues.rowIndex, rowIndexes), ofField));
        for (const row of rows) {
          const own = cells.get(row.rowIndex) ?? {};
          own[row.field] = toCell(row);
          cells.set(row.rowIndex, own);
        }
      }
      return {
        total,
        products: products.map(({ group, status, ...product }) => ({ ...product, group: group ?? product.rowIndex, state: status, cells: cells.get(product.rowIndex) ?? {} })),
      };
    });
  }

  private async productRows(where: SQL | undefined, page?: { offset: number; limit: number }) {
    return this.store.run((db) => {
      const select = db.select({ rowIndex: batchProducts.rowIndex, key: batchProducts.key, name: batchProducts.name, group: batchProducts.productGroup, status: batchProducts.status }).from(batchProducts).where(where).orderBy(asc(batchProducts.rowIndex));
      return page ? select.limit(page.limit).offset(page.offset) : select;
    });
  }
}
