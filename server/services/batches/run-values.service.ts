import type { DbStore } from '../../../db/client.ts';
import type { BatchView, StoredRunSnapshot } from '../../../domain/batch.ts';
import { isNumericType, type MappingEntry, parseMapping, sharedByVariants } from '../../../domain/mapping.ts';
import type { CatalogConfig } from '../../../domain/template.ts';
import type { AcceptValueRequest, CELL_STATUSES, CellValue, EditValueRequest, RerunPrediction, RerunRequest, ValueCell, ValueColumn, ValuesPage } from '../../../domain/values.ts';
import { parseNumber, readsTwoWays } from '../../../engine/quantities/number.ts';
import { ApiError, notFound } from '../../lib/api-error.ts';
import type { BatchValuesRepository, StoredCell, ValuesQuery } from '../../repositories/batch-values.repository.ts';
import type { BatchesRepository, BatchRow } from '../../repositories/batches.repository.ts';
import type { CreditsService } from '../credits.service.ts';
import { leadsItsProduct, productCharge, productGroups } from './cells.ts';
import { applyChannel, runChannel } from './channel-cells.ts';
import type { BatchEvents } from './events.ts';
import { readSnapshot } from './run-snapshot.ts';
import { toView } from './views.ts';

/** A cell as the API answers it: `error` only when failed. */
function cellView(cell: StoredCell): ValueCell {
  const { error, ...rest } = cell;
  return error ? { ...rest, error } : rest;
}

/** Which cells of each product a rerun recomputes. */
type Selection = Map<number, string[]>;

/**
 * The review of a run (docs/batch-runs.md "Review"): its stored values page by page, a user's edit
 * of one cell (the output files rewritten), and reruns of chosen cells, charged like a run for
 * those cells only.
 */
export class RunValuesService {
  constructor(
    private readonly store: DbStore,
    private readonly deps: {
      batches: BatchesRepository;
      values: BatchValuesRepository;
      credits: CreditsService;
      events: BatchEvents;
      /** How an edit's evidence names the user who made it. */
      userName: (userId: string) => Promise<string>;
      runner: { enqueue(batchId: string): void; rewriteOutputs(batch: BatchRow): void; recountIssues(batchId: string): Promise<void>; recountOutcome(batch: BatchRow): Promise<void> };
      /** The run's template as it is now, if it still exists: a rerun reads its fields' settings. */
      currentTemplate: (workspaceId: string, name: string) => Promise<CatalogConfig | undefined>;
    },
  ) {}

  async page(workspaceId: string, id: string, query: ValuesQuery): Promise<ValuesPage> {
    const batch = await this.run(workspaceId, id);
    const entries = readSnapshot(batch).entries;
    const lacking = runChannel(batch.destination, entries)?.missing.map((field) => field.name) ?? [];
    if (query.field !== undefined && !lacking.includes(query.field)) this.entry(entries, query.field, 'bad_request');
    const { total, products } = await this.deps.values.page(batch.id, query);
    const columns = await this.columns(batch, entries, lacking);
    return {
      total,
      fields: query.field === undefined ? columns.map((column) => column.name) : [query.field],
      rows: products.map((product) => ({
        product: product.rowIndex,
        key: product.key,
        name: product.name,
        group: product.group,
        state: product.state,
        cells: Object.fromEntries(Object.entries(product.cells).map(([field, cell]) => [field, cellView(cell)])),
      })),
      columns,
    };
  }

  /**
   * A user's value for one cell of a finished run (for a GENERATE field, the cell of every variant of
   * its product); the output files are rewritten (a download waits for them).
   */
  async edit(workspaceId: string, userId: string, id: string, request: EditValueRequest): Promise<ValueCell> {
    const batch = await this.run(workspaceId, id);
    const entry = this.entry(readSnapshot(batch).entries, request.field, 'not_found');
    if (!Number.isInteger(request.product) || request.product < 0 || request.product >= batch.nbProducts) throw new ApiError('not_found', 'There is no such product in this run');
    const value = typedValue(entry, request.value);
    const cell: StoredCell = { value, status: 'edited', source: { kind: 'manual', user: await this.deps.userName(userId), at: new Date().toISOString() }, error: null };
    // A run writing a channel's file holds the user's value to the channel's rule too.
    const channel = runChannel(batch.destination, readSnapshot(batch).entries);
    if (channel) applyChannel(channel, { [request.field]: cell }, new Set());
    await this.store.transaction(
      async () => {
        if ((await this.deps.batches.findById(workspaceId, id))?.status !== 'done') throw new ApiError('conflict', 'Values can be edited once the run is done');
        // Copy about a product is shared by its variants: the user's text is theirs too.
        const groups = sharedByVariants(entry) ? productGroups(await this.deps.batches.products(batch.id)) : [];
        const sharing = groups.flatMap((group, product) => (group === groups[request.product] ? [product] : []));
        for (const product of sharing.length > 0 ? sharing : [request.product]) await this.deps.values.save(batch.id, product, { [request.field]: cell });
      },
      { everyone: true, run: batch.id },
    );
    if (channel) await this.deps.runner.recountIssues(batch.id);
    await this.deps.runner.recountOutcome(batch);
    this.deps.runner.rewriteOutputs(batch);
    return cellView(cell);
  }

  /**
   * A value the run found (status ok), accepted by a user as it is: its evidence says who and when;
   * the value, its status and the output files stay as they are.
   */
  async accept(workspaceId: string, userId: string, id: string, request: AcceptValueRequest): Promise<ValueCell> {
    const batch = await this.run(workspaceId, id);
    this.entry(readSnapshot(batch).entries, request.field, 'not_found');
    const reviewed = { user: await this.deps.userName(userId), at: new Date().toISOString() };
    return this.store.transaction(
      async () => {
        if ((await this.deps.batches.findById(workspaceId, id))?.status !== 'done') throw new ApiError('conflict', 'Values can be accepted once the run is done');
        const cell = await this.deps.values.cell(batch.id, request.product, request.field);
        if (!cell) throw new ApiError('not_found', 'There is no such product in this run');
        if (cell.status !== 'ok' || !cell.source) throw new ApiError('conflict', 'Only a value the run found can be accepted; an edited value is already yours');
        const accepted: StoredCell = { ...cell, source: { ...cell.source, reviewed } };
        await this.deps.values.save(batch.id, request.product, { [request.field]: accepted });
        return cellView(accepted);
      },
      { everyone: true, run: batch.id },
    );
  }

  async predict(workspaceId: string, id: string, request: RerunRequest): Promise<RerunPrediction> {
    const batch = await this.run(workspaceId, id);
    const current = await this.currentSnapshot(batch);
    const selection = await this.selection(batch, request, current);
    return {
      required_credits: await this.cost(batch, selection),
      cells: [...selection.values()].reduce((sum, fields) => sum + fields.length, 0),
      products: selection.size,
      changed_fields: current.changed,
    };
  }

  /**
   * Puts the chosen cells back to work in the same run, with the template's fields as they are now
   * (the advice an empty cell gave then works), charging what they may cost (refunded where they
   * deliver nothing). An empty cell whose field did not change would come out the same: it is not
   * recomputed nor charged.
   */
  async rerun(workspaceId: string, id: string, request: RerunRequest): Promise<BatchView> {
    const batch = await this.run(workspaceId, id);
    if (!(await this.deps.batches.inputFile(batch))) throw new ApiError('file_not_found', 'The product file of this run is no longer there');
    const current = await this.currentSnapshot(batch);
    const selection = await this.selection(batch, request, current);
    const cost = await this.cost(batch, selection);
    const started = await this.store.transaction(
      async () => {
        const running = await this.deps.batches.findById(workspaceId, id);
        if (running?.status !== 'done' && running?.status !== 'error') throw new ApiError('conflict', 'The run is still working');
        await this.deps.credits.debit(workspaceId, cost, id, new Date(), true);
        if (current.changed.length > 0) await this.deps.batches.update(id, { configSnapshot: current.snapshot });
        await this.deps.batches.startPass(id, selection);
        return (await this.deps.batches.findById(workspaceId, id)) as BatchRow;
      },
      { everyone: true, run: id },
    );
    this.deps.events.updated(started);
    this.deps.runner.enqueue(id);
    return toView(started);
  }

  /**
   * The run's snapshot with each of its fields as the template has it now (fields the template lost
   * or gained are left as the run had them), and the fields whose settings changed.
   */
  private async currentSnapshot(batch: BatchRow): Promise<{ snapshot: StoredRunSnapshot; changed: string[] }> {
    const template = await this.deps.currentTemplate(batch.workspaceId, batch.catalogConfigName);
    if (!template) return { snapshot: batch.configSnapshot, changed: [] };
    const now = new Map(parseMapping(template.ownFormatMapping).entries.map((entry) => [entry.dest_property, entry]));
    const changed: string[] = [];
    const entries = readSnapshot(batch).entries.map((entry) => {
      const edited = now.get(entry.dest_property);
      if (!edited || JSON.stringify(edited) === JSON.stringify(entry)) return entry;
      changed.push(entry.dest_property);
      // The column the run read stays: the file is the run's, however the template names it now.
      return edited.batch_action === 'COPY' && entry.batch_action === 'COPY' ? { ...edited, source_column: entry.source_column } : edited;
    });
    return { snapshot: { ...batch.configSnapshot, ownFormatMapping: entries }, changed };
  }

  private async run(workspaceId: string, id: string): Promise<BatchRow> {
    const batch = await this.deps.batches.findById(workspaceId, id);
    if (!batch) throw notFound();
    return batch;
  }

  private entry(entries: readonly MappingEntry[], field: string, code: 'bad_request' | 'not_found'): MappingEntry {
    const entry = entries.find((candidate) => candidate.dest_property === field);
    if (!entry) throw new ApiError(code, `This run has no output field “${field}”`);
    return entry;
  }

  /** The template's fields, then those its channel requires that it lacks (`action` null), with their counts. */
  private async columns(batch: BatchRow, entries: readonly MappingEntry[], lacking: readonly string[]): Promise<ValueColumn[]> {
    const named: { name: string; action: ValueColumn['action'] }[] = [...entries.map((entry) => ({ name: entry.dest_property, action: entry.batch_action })), ...lacking.map((name) => ({ name, action: null }))];
    const counts = new Map<string, Record<(typeof CELL_STATUSES)[number], number>>();
    for (const { name } of named) counts.set(name, { ok: 0, empty: 0, failed: 0, edited: 0 });
    for (const row of await this.deps.values.counts(batch.id)) {
      const own = counts.get(row.field);
      if (own) own[row.status] = row.n;
    }
    const reasons = new Map<string, Record<string, number>>();
    for (const row of await this.deps.values.reasonCounts(batch.id)) reasons.set(row.field, { ...reasons.get(row.field), [row.code]: row.n });
    const flagged = new Map((await this.deps.values.flaggedCounts(batch.id)).map((row) => [row.field, row.n]));
    return named.map(({ name, action }) => ({
      name,
      action,
      counts: counts.get(name) ?? { ok: 0, empty: 0, failed: 0, edited: 0 },
      flagged: flagged.get(name) ?? 0,
      reasons: reasons.get(name) ?? {},
    }));
  }

  /**
   * The cells a rerun recomputes: the named products (all by default) × the named fields (all by
   * default), only failed ones with `failed_only`; an edited cell only when both lists name it.
   */
  private async selection(batch: BatchRow, request: RerunRequest, current: { changed: readonly string[] }): Promise<Selection> {
    const entries = readSnapshot(batch).entries;
    for (const field of request.fields ?? []) this.entry(entries, field, 'bad_request');
    const outOfRange = (request.products ?? []).find((product) => product < 0 || product >= batch.nbProducts);
    if (outOfRange !== undefined) throw new ApiError('bad_request', `There is no product ${outOfRange} in this run`);
    const fields = request.fields ?? entries.map((entry) => entry.dest_property);
    const products = request.products ?? Array.from({ length: batch.nbProducts }, (_, i) => i);
    const named = request.products !== undefined && request.fields !== undefined;
    const cells = await this.deps.values.all(batch.id);
    const takes = (product: number, field: string) => {
      const status = cells.get(product)?.[field]?.status;
      if (request.failed_only && status !== 'failed') return false;
      // Nothing changed for it: an empty cell would come out empty again.
      if (status === 'empty' && !current.changed.includes(field)) return false;
      return status !== 'edited' || named;
    };
    const selection: Selection = new Map();
    for (const product of new Set(products)) {
      const chosen = [...new Set(fields)].filter((field) => takes(product, field));
      if (chosen.length > 0) selection.set(product, chosen);
    }
    if (selection.size === 0) throw new ApiError('bad_request', 'There are no cells to re-run in this selection (an empty cell whose field did not change would stay empty)');
    // Copy a product's variants share is written again for all of them, charged to the first.
    const shared = new Set(entries.filter(sharedByVariants).map((entry) => entry.dest_property));
    const groups = productGroups(await this.deps.batches.products(batch.id));
    for (const [product, chosen] of [...selection]) {
      for (const field of chosen.filter((candidate) => shared.has(candidate))) {
        groups.forEach((group, other) => {
          if (group !== groups[product] || other === product || selection.get(other)?.includes(field)) return;
          if (named && cells.get(other)?.[field]?.status === 'edited') return;
          selection.set(other, [...(selection.get(other) ?? []), field]);
        });
      }
    }
    return new Map([...selection].sort(([a], [b]) => a - b));
  }

  private async cost(batch: BatchRow, selection: Selection): Promise<number> {
    const plans = readSnapshot(batch).entries.map((entry) => ({ output: entry.dest_property, action: entry.batch_action, shared: sharedByVariants(entry) }));
    const groups = productGroups(await this.deps.batches.products(batch.id));
    let cost = 0;
    for (const [product, fields] of selection) cost += productCharge(plans, new Set(fields), leadsItsProduct(groups, product));
    return cost;
  }
}

/** An edited value as the field's type wants it: a number for a numeric EXTRACT field, trimmed text otherwise; blank is empty. */
function typedValue(entry: MappingEntry, value: CellValue): CellValue {
  if (value === null) return null;
  const text = String(value).trim();
  if (text === '') return null;
  const numeric = entry.batch_action === 'EXTRACT' && isNumericType(entry.type) && !entry.value_list && !entry.value_list_id;
  if (!numeric) return text;
  // A number typed by hand has no file to say its decimal mark: one that reads two ways is asked again.
  if (typeof value !== 'number' && readsTwoWays(text)) throw new ApiError('bad_request', `“${entry.dest_property}”: “${text}” reads two ways (${parseNumber(text, ',')} or ${parseNumber(text, '.')}); write it so it reads one way only`);
  const number = typeof value === 'number' ? value : (parseNumber(text) ?? Number.NaN);
  if (!Number.isFinite(number)) throw new ApiError('bad_request', `“${entry.dest_property}” takes a number`);
  if (entry.type === 'integer' && !Number.isInteger(number)) throw new ApiError('bad_request', `“${entry.dest_property}” takes a whole number`);
  return number;
}
