import type { SearchOptions } from '../../../domain/search.ts';
import type { FieldPlan, SourceColumns } from '../../../engine/enrich/types.ts';
import { addToInput, emptyInput, type RunInput, type RunInputSlice } from '../../lib/run-input.ts';
import type { BatchRow, ProductRow } from '../../repositories/batches.repository.ts';
import { type RunChannel, runChannel } from './channel-cells.ts';
import type { Fingerprints } from './fingerprint.ts';
import type { RunCopy } from './generated-copy.ts';
import type { RunPlans } from './run-setup.ts';
import type { RunSnapshot } from './run-snapshot.ts';
import type { RunProgress } from './settlement.ts';

/** What a run does, fixed when a process prepares it: from its template snapshot, the workspace settings and the file. */
export interface RunPlan {
  readonly batch: BatchRow;
  readonly plans: FieldPlan[];
  /** The plans a product's row alone answers (a pool task): all but GENERATE. */
  readonly rowPlans: FieldPlan[];
  readonly sources: SourceColumns;
  readonly search: SearchOptions;
  /**
   * What the run sells, by run product number (docs/batch-runs.md "Products and variants"), as far
   * as this process knows it: the whole file's, or in a cluster worker the products of the chunks it
   * was given, each with its product's own cells. A chunk adds its products (`addToInput`); a product
   * known is never changed.
   */
  readonly input: RunInput;
  /** Every output field, in order: a first pass computes them all. */
  readonly fields: readonly string[];
  readonly fingerprints: Fingerprints;
  /** Whether the cells it computes are kept for later runs (the workspace's setting when it started). */
  readonly useCache: boolean;
  /** The columns the template reads: all a model is shown of a product. */
  readonly readColumns: string[];
  /** The channel whose file the run writes, if any: its cells are held to its rules. */
  readonly channel: RunChannel | null;
}

/**
 * A run as this process works on it: its plan, fixed; how far it got, which only settlement.ts
 * changes; and its generated copy in flight (generated-copy.ts).
 */
export interface RunContext {
  readonly plan: RunPlan;
  readonly progress: RunProgress;
  readonly copy: RunCopy;
}

/** A run's plan, from its snapshot, its plans (run-setup.ts) and the products known so far. */
export function runPlan(batch: BatchRow, snapshot: RunSnapshot, { plans, settings, search, fingerprints }: RunPlans, known: RunInput | RunInputSlice): RunPlan {
  const input = emptyInput(known.numbers);
  addToInput(input, known);
  return {
    batch,
    plans,
    rowPlans: plans.filter((plan) => plan.action !== 'GENERATE'),
    sources: snapshot.sources,
    search,
    input,
    fields: plans.map((plan) => plan.output),
    fingerprints,
    useCache: settings.use_cache !== false,
    readColumns: snapshot.readColumns,
    channel: runChannel(batch.destination, snapshot.entries),
  };
}

/** A run product's cell fingerprints when the run keeps its cells (its shared copy's are its product's). */
export function cellPrints(plan: RunPlan, rowIndex: number): Map<string, string> {
  const { products, numbers, groupProducts, groups } = plan.input;
  const product = products[rowIndex];
  if (!plan.useCache || !product) return new Map();
  return plan.fingerprints.of(product, numbers, groupProducts[groups[rowIndex] ?? -1]);
}

/** The fields a product's pass computes: those a rerun (or the cache at start) left, else all. */
export function passFields(plan: RunPlan, row: ProductRow): Set<string> {
  return new Set(row.pendingFields ?? plan.fields);
}

/**
 * The contexts a process keeps between a run's chunks (`limit` runs at most), each for one pass of
 * its run: a rerun may change the plans, and its shared copy and progress are its own, so a pass
 * never works from another's context. A chunk read before a rerun's start (an older pass) builds
 * its own and leaves the newer one kept.
 */
export class RunContexts {
  private readonly kept = new Map<string, { pass: number; context: Promise<RunContext> }>();

  constructor(private readonly limit: number) {}

  /** The context of the run's current pass, built by `build` unless kept; an older pass's is dropped. */
  of(batch: BatchRow, build: () => Promise<RunContext>): Promise<RunContext> {
    const kept = this.kept.get(batch.id);
    if (kept?.pass === batch.pass) return kept.context;
    if (kept && kept.pass > batch.pass) return build();
    const entry = { pass: batch.pass, context: build() };
    entry.context.catch(() => {
      if (this.kept.get(batch.id) === entry) this.kept.delete(batch.id);
    });
    this.kept.delete(batch.id);
    this.kept.set(batch.id, entry);
    // A process serving many runs builds the older ones again.
    if (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value as string);
    return entry.context;
  }

  /** The context kept for the run's current pass, if any. */
  held(batch: BatchRow): Promise<RunContext> | undefined {
    const kept = this.kept.get(batch.id);
    return kept?.pass === batch.pass ? kept.context : undefined;
  }

  /** Drops the run's context: its pass is over. */
  drop(batchId: string): void {
    this.kept.delete(batchId);
  }
}
