import t from 'tap';
import type { StoredCell } from '../../../../../server/repositories/batch-values.repository.ts';
import type { BatchRow, ProductRow } from '../../../../../server/repositories/batches.repository.ts';
import { valueCell } from '../../../../../server/services/batches/cells.ts';
import type { RunPlan } from '../../../../../server/services/batches/run-context.ts';
import { RunProgress, type RunRecords } from '../../../../../server/services/batches/settlement.ts';

const batch = { id: 'b', workspaceId: 'w', nbProducts: 3, passProducts: null } as BatchRow;
const plan = { batch, plans: [{ action: 'COPY', output: 'Name', source: 'Name', defaultValue: null }], fields: ['Name'], input: { products: [], groups: [0, 1, 2] }, useCache: false, channel: null } as unknown as RunPlan;
const row = (rowIndex: number, pendingFields: string[] | null = null) => ({ rowIndex, pendingFields, attempts: 0 }) as ProductRow;
const done = (name: string) => {
  const cells: Record<string, StoredCell> = { Name: valueCell(name, null) };
  return { status: 'done' as const, cells, computed: cells, attempts: 1 };
};

/** Records that keep the cells written, and take a product only while `pending` holds it. */
function records(pending: Set<number>) {
  const saved = new Map<number, Record<string, StoredCell>>();
  const fake = {
    store: { transaction: (work: () => Promise<unknown>) => work() },
    batches: {
      settleProducts: async (_id: string, results: { rowIndex: number }[]) => new Set(results.map((result) => result.rowIndex).filter((index) => pending.delete(index))),
      recordProgress: async () => {},
    },
    values: {
      saveMany: async (_id: string, products: { rowIndex: number; cells: Record<string, StoredCell> }[]) => {
        for (const product of products) saved.set(product.rowIndex, product.cells);
      },
    },
    cache: { saveMany: async () => {} },
    credits: { refund: async () => {} },
  };
  return { records: fake as unknown as RunRecords, saved };
}

t.test('a run whose every product this process recorded in its first pass is handed over as stored', async (t) => {
  const { records: kept, saved } = records(new Set([0, 1, 2]));
  const progress = new RunProgress(kept, plan, () => {});
  const rows = [row(0), row(1), row(2)];
  await Promise.all(rows.map((product, index) => progress.settle(product, done(`P${index}`))));
  t.same(progress.cellsOfRun(batch, rows), saved);
  t.equal(progress.cellsOfRun({ ...batch, passProducts: 1 }, rows), undefined, 'a rerun since: the stored cells are the run’s');
});

t.test('a run some of whose cells this process did not record reads them back', async (t) => {
  const rows = [row(0), row(1), row(2)];
  const partly = records(new Set([0, 1]));
  const progress = new RunProgress(partly.records, plan, () => {});
  await Promise.all(rows.map((product) => progress.settle(product, done('P'))));
  t.equal(progress.cellsOfRun(batch, rows), undefined, 'a product another worker recorded first');
  const cached = new RunProgress(records(new Set([0, 1, 2])).records, plan, () => {});
  const fromCache = [row(0), row(1, ['Name']), row(2)];
  await Promise.all(fromCache.map((product) => cached.settle(product, done('P'))));
  t.equal(cached.cellsOfRun(batch, fromCache), undefined, 'a product whose pass computed some fields (its others from the cache)');
});
