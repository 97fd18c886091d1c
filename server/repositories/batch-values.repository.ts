import { and, asc, count, countDistinct, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { batchProducts, batchValues } from '../../db/schema.ts';
import type { CellIssue, CellSource, CellStatus, CellValue, ProductState, ValueCell } from '../../domain/values.ts';

export type StoredCell = Omit<ValueCell, 'error'> & { error: string | null };

/** A product of a run with its cells (those of one field only when asked). */
export interface ProductValues {
  rowIndex: number;
  key: string | null;
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
  field?: string;
}

const toCell = (row: { value: CellValue | null; status: CellStatus; source: CellSource | null; error: string | null; issues: CellIssue[] | null }): StoredCell => ({
  value: row.value ?? null,
  status: row.status,
  source: row.source ?? null,
  error: row.error,
  ...(row.issues && row.issues.length > 0 ? { issues: row.issues } : {}),
});

/**
 * A run's stored values: one row per product × output field, written in the transaction that records
 * the product. Reads take a run id the caller has already checked against the workspace.
 */
export class BatchValuesRepository {
  private readonly upsertStmt;

  constructor(private readonly db: Db) {
    this.upsertStmt = db.$client.prepare(
      `INSERT INTO batch_values (batch_id, row_index, field, value, status, source, error, issues) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (batch_id, row_index, field) DO UPDATE SET value = excluded.value, status = excluded.status, source = excluded.source, error = excluded.error, issues = excluded.issues`,
    );
  }

  save(batchId: string, rowIndex: number, cells: Record<string, StoredCell>): void {
    for (const [field, cell] of Object.entries(cells)) {
      const value = cell.value === null ? null : JSON.stringify(cell.value);
      const issues = cell.issues && cell.issues.length > 0 ? JSON.stringify(cell.issues) : null;
      this.upsertStmt.run(batchId, rowIndex, field, value, cell.status, cell.source ? JSON.stringify(cell.source) : null, cell.error, issues);
    }
  }

  cell(batchId: string, rowIndex: number, field: string): StoredCell | undefined {
    const row = this.db
      .select()
      .from(batchValues)
      .where(and(eq(batchValues.batchId, batchId), eq(batchValues.rowIndex, rowIndex), eq(batchValues.field, field)))
      .get();
    return row ? toCell(row) : undefined;
  }

  /** One product's cells. */
  productCells(batchId: string, rowIndex: number): Record<string, StoredCell> {
    const rows = this.db.select().from(batchValues).where(and(eq(batchValues.batchId, batchId), eq(batchValues.rowIndex, rowIndex))).all();
    return Object.fromEntries(rows.map((row) => [row.field, toCell(row)]));
  }

  /** Every cell of the run by product, in row order: what the output files are written from. */
  all(batchId: string): Map<number, Record<string, StoredCell>> {
    const byProduct = new Map<number, Record<string, StoredCell>>();
    const rows = this.db.select().from(batchValues).where(eq(batchValues.batchId, batchId)).orderBy(asc(batchValues.rowIndex)).all();
    for (const row of rows) {
      const cells = byProduct.get(row.rowIndex) ?? {};
      cells[row.field] = toCell(row);
      byProduct.set(row.rowIndex, cells);
    }
    return byProduct;
  }

  /** Channel errors and warnings over the run's cells. */
  issueCounts(batchId: string): { errors: number; warnings: number } {
    const row = this.db.$client
      .prepare(
        `SELECT coalesce(sum(CASE WHEN json_extract(issue.value, '$.severity') = 'error' THEN 1 ELSE 0 END), 0) AS errors,
                coalesce(sum(CASE WHEN json_extract(issue.value, '$.severity') = 'warning' THEN 1 ELSE 0 END), 0) AS warnings
         FROM batch_values, json_each(batch_values.issues) AS issue WHERE batch_values.batch_id = ? AND batch_values.issues IS NOT NULL`,
      )
      .get(batchId) as { errors: number; warnings: number };
    return row;
  }

  /** How many cells of each field are in each status. */
  counts(batchId: string): { field: string; status: CellStatus; n: number }[] {
    return this.db
      .select({ field: batchValues.field, status: batchValues.status, n: count() })
      .from(batchValues)
      .where(eq(batchValues.batchId, batchId))
      .groupBy(batchValues.field, batchValues.status)
      .all();
  }

  /** One page of products with their cells, and how many products the filter matches. */
  page(batchId: string, query: ValuesQuery): { total: number; products: ProductValues[] } {
    const ofField = query.field === undefined ? undefined : eq(batchValues.field, query.field);
    let total: number;
    let products: { rowIndex: number; key: string | null; status: ProductState }[];
    const cellFilter = query.status ? eq(batchValues.status, query.status) : query.issues ? isNotNull(batchValues.issues) : undefined;
    if (cellFilter) {
      const matching = and(eq(batchValues.batchId, batchId), cellFilter, ofField);
      total = this.db.select({ n: countDistinct(batchValues.rowIndex) }).from(batchValues).where(matching).get()?.n ?? 0;
      const rowIndexes = this.db
        .selectDistinct({ rowIndex: batchValues.rowIndex })
        .from(batchValues)
        .where(matching)
        .orderBy(asc(batchValues.rowIndex))
        .limit(query.limit)
        .offset(query.offset);
      products = this.productRows(and(eq(batchProducts.batchId, batchId), inArray(batchProducts.rowIndex, rowIndexes)));
    } else {
      total = this.db.select({ n: count() }).from(batchProducts).where(eq(batchProducts.batchId, batchId)).get()?.n ?? 0;
      products = this.productRows(eq(batchProducts.batchId, batchId), query);
    }
    const cells = new Map<number, Record<string, StoredCell>>();
    if (products.length > 0) {
      const rowIndexes = products.map((product) => product.rowIndex);
      const rows = this.db
        .select()
        .from(batchValues)
        .where(and(eq(batchValues.batchId, batchId), inArray(batchValues.rowIndex, rowIndexes), ofField))
        .all();
      for (const row of rows) {
        const own = cells.get(row.rowIndex) ?? {};
        own[row.field] = toCell(row);
        cells.set(row.rowIndex, own);
      }
    }
    return {
      total,
      products: products.map((product) => ({ rowIndex: product.rowIndex, key: product.key, state: product.status, cells: cells.get(product.rowIndex) ?? {} })),
    };
  }

  private productRows(where: SQL | undefined, page?: { offset: number; limit: number }) {
    const select = this.db
      .select({ rowIndex: batchProducts.rowIndex, key: batchProducts.key, status: batchProducts.status })
      .from(batchProducts)
      .where(where)
      .orderBy(asc(batchProducts.rowIndex));
    return page ? select.limit(page.limit).offset(page.offset).all() : select.all();
  }
}
