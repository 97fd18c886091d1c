import type { FieldPlan, SourceColumns } from '../../../engine/enrich/types.ts';
import type { CheckedCopy, CopyRequest } from '../../../engine/generate/checked-copy.ts';
import type { Usage } from '../../assistant/types.ts';
import type { Grouped } from '../../lib/grouped.ts';
import type { StoredCell } from '../../repositories/batch-values.repository.ts';
import type { BatchRow, ProductRow } from '../../repositories/batches.repository.ts';
import type { RunChannel } from './channel-cells.ts';
import type { ProductOutcome } from './chunk-executor.ts';
import type { Fingerprints } from './fingerprint.ts';
import type { RunInput } from '../../lib/run-input.ts';

/** What a run needs, built once from its template snapshot, the workspace settings and the file. */
export interface RunContext {
  batch: BatchRow;
  plans: FieldPlan[];
  rowPlans: FieldPlan[];
  sources: SourceColumns;
  search: { blacklist: string[]; whitelist: string[] };
  /**
   * What the run sells, by run product number (docs/batch-runs.md "Products and variants"), as far
   * as this process knows it: the whole file's, or in a cluster worker the products of the chunks it
   * was given, each with its product's own cells.
   */
  input: RunInput;
  /** Copy written once per file product and shared by its variants, by file product, while it is written or kept. */
  sharedCopy: Map<number, Promise<Record<string, StoredCell>>>;
  /** Every output field, in order: a first pass computes them all. */
  fields: string[];
  fingerprints: Fingerprints;
  /** Whether the cells it computes are kept for later runs (the workspace's setting when it started). */
  useCache: boolean;
  /** The columns the template reads: all a model is shown of a product. */
  readColumns: string[];
  /** The assistant's work not yet added to the run's row. */
  usage: Usage;
  /** The channel whose file the run writes, if any: its cells are held to its rules. */
  channel: RunChannel | null;
  /** By product, its cells as computed, before the channel's repairs, until recorded (the cache keeps these). */
  computed: Map<number, Record<string, StoredCell>>;
  /** Products in this pass, and the run's products settled before it (a rerun's untouched ones). */
  passTotal: number;
  settledBefore: number;
  /** Products' outcomes, written together when they finish together (runner.ts `record`). */
  settlements: Grouped<Settled>;
  /** Products' generated texts to write offline or check, sent to the pool together when asked together. */
  copies: Grouped<CopyRequest, CheckedCopy>;
}

/** A product's outcome, waiting to be written with the others that finished with it. */
export interface Settled {
  row: ProductRow;
  outcome: ProductOutcome;
}

/** A run product's cell fingerprints when the run keeps its cells (its shared copy's are its product's). */
export function cellPrints(context: RunContext, rowIndex: number): Map<string, string> {
  const { products, numbers, groupProducts, groups } = context.input;
  const product = products[rowIndex];
  if (!context.useCache || !product) return new Map();
  return context.fingerprints.of(product, numbers, groupProducts[groups[rowIndex] ?? -1]);
}

/** The fields a product's pass computes: those a rerun named, else all. */
export function passFields(context: RunContext, row: ProductRow): Set<string> {
  return new Set(row.pendingFields ?? context.fields);
}
