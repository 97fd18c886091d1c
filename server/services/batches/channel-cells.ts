import type { RunChannelView } from '../../../domain/batch.ts';
import { cellIssue } from '../../../domain/cell-issues.ts';
import { type Channel, type ChannelField, channelById, writtenByFiche } from '../../../domain/channels.ts';
import type { MappingEntry } from '../../../domain/mapping.ts';
import type { CellIssue } from '../../../domain/values.ts';
import { checkCell, handleOf, shortenText } from '../../../engine/channels/check.ts';
import { fedFields } from '../../../engine/channels/fields.ts';
import { categoryVerdict } from '../../../engine/channels/taxonomy/index.ts';
import { meaningOf } from '../../../engine/lexicon/names.ts';
import { languageOf } from '../../../engine/lexicon/words.ts';
import { markOf, type NumberConventions } from '../../../engine/quantities/conventions.ts';
import type { StoredCell } from '../../repositories/batch-values.repository.ts';

/** A channel a run writes a file for, and the rule of each of its output fields the channel takes. */
export interface RunChannel {
  channel: Channel;
  /** By output field name: the channel field it feeds (named so, or meaning the same: engine/channels/fields.ts). */
  fields: Map<string, ChannelField>;
  /** By channel field name: the output field feeding it. */
  fed: Map<string, string>;
  /** By output field name: the unit or currency of its bare numbers, as the template or the column's name says. */
  units: Map<string, string | undefined>;
  /** The fields the channel requires that the template does not feed: every product is reported for each. */
  missing: ChannelField[];
}

/** The unit an output field's bare numbers are in: an EXTRACT's, a COPY's stated one, else its column's name's ('Price (EUR)'). */
export function unitOf(entry: MappingEntry): string | undefined {
  if (entry.batch_action === 'EXTRACT') return entry.expected_unit ?? entry.source_unit ?? undefined;
  if (entry.batch_action === 'COPY') return entry.source_unit ?? meaningOf(entry.source_column).unit;
  return undefined;
}

/** The channels of a run's `marketplace` destinations, in the order given, each once. */
export function runChannels(destination: readonly { type: string; value?: string | null }[], entries: readonly MappingEntry[]): RunChannel[] {
  const ids = new Set(destination.filter((entry) => entry.type === 'marketplace').map((entry) => entry.value));
  return [...ids].flatMap((id) => {
    const channel = channelById(id);
    return channel ? [channelOf(channel, entries)] : [];
  });
}

/** Which output field feeds each field of the channels of `destination`, and the required ones none feeds, as the API says it. */
export function channelViews(destination: readonly { type: string; value?: string | null }[], entries: readonly MappingEntry[]): RunChannelView[] {
  return runChannels(destination, entries).map((run) => ({
    id: run.channel.id,
    name: run.channel.name,
    fed: [...run.fed].map(([field, from]) => ({ field, from })),
    missing: run.missing.map((field) => field.name),
  }));
}

/** The run's first channel: the one whose verdicts its cells keep (the review, the view's counts); the others are held to theirs as their files are written. */
export function runChannel(destination: readonly { type: string; value?: string | null }[], entries: readonly MappingEntry[]): RunChannel | null {
  return runChannels(destination, entries)[0] ?? null;
}

function channelOf(channel: Channel, entries: readonly MappingEntry[]): RunChannel {
  const fields = new Map<string, ChannelField>();
  const fed = new Map<string, string>();
  const units = new Map<string, string | undefined>();
  const byOutput = new Map(entries.map((entry) => [entry.dest_property, entry]));
  for (const { field, output } of fedFields(channel, entries)) {
    fields.set(output, field);
    fed.set(field.name, output);
    const entry = byOutput.get(output);
    units.set(output, entry ? unitOf(entry) : undefined);
  }
  // A handle is made from the field it follows when the template has none (channel-file.ts).
  const missing = channel.fields.filter((field) => field.required && !writtenByFiche(field) && !fed.has(field.name) && !(field.handle_from && fed.has(field.handle_from)));
  return { channel, fields, fed, units, missing };
}

/** The cells of the fields the template lacks, each empty with the channel's error. */
export function missingCells(run: RunChannel): Record<string, StoredCell> {
  const rule = (field: ChannelField) => ({ channel: run.channel.name, field: field.name });
  return Object.fromEntries(run.missing.map((field) => [field.name, { value: null, status: 'empty', source: null, error: null, issues: [cellIssue('required', 'error', 'required_missing', rule(field))] } satisfies StoredCell]));
}

/**
 * The channel's own category for a product, in a field the template does not feed (Google's
 * google_product_category, Shopify's Product Category): matched from the shop's category path (the
 * output feeding the field that reads the category) and the product's name, in their language;
 * the node and its score said as a note, and below the threshold empty with why.
 */
export function taxonomyCells(run: RunChannel, cells: Record<string, StoredCell>): Record<string, StoredCell> {
  const taxonomyFields = run.channel.fields.filter((field) => field.taxonomy && !run.fed.has(field.name));
  if (taxonomyFields.length === 0) return {};
  const text = (field: ChannelField | undefined) => {
    const output = field && run.fed.get(field.name);
    const value = output ? cells[output]?.value : undefined;
    return typeof value === 'string' ? value : undefined;
  };
  const path = text(run.channel.fields.find((field) => field.reads === 'category'));
  const name = text(run.channel.fields.find((field) => field.reads === 'name'));
  const language = languageOf(`${name ?? ''} ${path ?? ''}`) ?? 'en';
  const found: Record<string, StoredCell> = {};
  for (const field of taxonomyFields) {
    const taxonomy = field.taxonomy as 'google' | 'shopify';
    const verdict = categoryVerdict(taxonomy, { path, name, language });
    const rule = { channel: run.channel.name, field: field.name };
    if (verdict.match) {
      const node = verdict.match;
      found[field.name] = {
        value: taxonomy === 'google' ? node.id : node.path,
        status: 'ok',
        source: null,
        error: null,
        issues: [cellIssue('repaired', 'warning', 'category_matched', { ...rule, node: node.path, score: node.score.toFixed(2) })],
      };
    } else {
      const best = verdict.best ? `${verdict.best.path}, ${verdict.best.score.toFixed(2)}` : '-';
      found[field.name] = { value: null, status: 'empty', source: null, error: null, issues: [cellIssue('category_unmatched', 'warning', 'category_unmatched', { ...rule, best })] };
    }
  }
  return found;
}

/** Generated text over its channel's limit: the fields to write again, each with the limit it must fit. */
export function overLimit(run: RunChannel, cells: Record<string, StoredCell>): { output: string; maxChars: number }[] {
  const over: { output: string; maxChars: number }[] = [];
  for (const [output, field] of run.fields) {
    const cell = cells[output];
    if (field.max_length === undefined || cell?.source?.kind !== 'generated' || typeof cell.value !== 'string') continue;
    if (cell.value.length > field.max_length) over.push({ output, maxChars: field.max_length });
  }
  return over;
}

/**
 * Holds a product's cells to the channel's rules, in place: generated text still over the limit
 * after it was written again is cut at a sentence or a word (and said so), an empty handle is made
 * from the field it follows, then every cell is checked — a failed one too, when the channel
 * requires it — and the fields the template lacks are added, empty with their error. The value
 * stays as the own-format files write it; the channel's file writes `channel_value` when it differs
 * ('25.00 USD' for 25). `numbers`: the input file's decimal marks, which decide a number copied from
 * a column that reads two ways ('1,500'); without them such a number is an error, not a guess.
 */
export function applyChannel(run: RunChannel, cells: Record<string, StoredCell>, rewritten: ReadonlySet<string>, numbers?: NumberConventions): void {
  Object.assign(cells, missingCells(run));
  for (const [output, field] of run.fields) {
    const cell = cells[output];
    if (!cell) continue;
    if (cell.status === 'failed') {
      if (field.required) cell.issues = [cellIssue('required', 'error', 'required', { channel: run.channel.name, field: field.name })];
      continue;
    }
    const notes: CellIssue[] = [];
    const handleFrom = field.handle_from ? (run.fed.get(field.handle_from) ?? field.handle_from) : undefined;
    const from = handleFrom ? cells[handleFrom]?.value : undefined;
    if (handleFrom && (cell.value === null || cell.value === '') && typeof from === 'string' && handleOf(from) !== '') {
      cell.value = handleOf(from);
      cell.status = 'ok';
      cell.source = null;
      // As it is stored: a value says no reason (batch-values.repository.ts reads none back).
      delete cell.reason;
      notes.push(cellIssue('repaired', 'warning', 'made_from', { from: handleFrom }));
    }
    if (rewritten.has(output) && field.max_length !== undefined) notes.push(cellIssue('shortened', 'warning', 'written_again', { max: field.max_length }));
    if (field.max_length !== undefined && cell.source?.kind === 'generated' && typeof cell.value === 'string' && cell.value.length > field.max_length) {
      cell.value = shortenText(cell.value, field.max_length);
      notes.push(cellIssue('shortened', 'warning', 'cut_at_word', { max: field.max_length }));
    }
    const decimal = cell.source?.kind === 'column' ? markOf(numbers, cell.source.column) : undefined;
    const checked = checkCell(run.channel, field, cell.value, run.units.get(output), decimal);
    if (checked.value !== cell.value) cell.channel_value = checked.value;
    else delete cell.channel_value;
    // The writer's own marks (a text from the name alone) stay beside the channel's verdict.
    const written = cell.issues?.filter((issue) => issue.severity === 'check') ?? [];
    const issues = [...written, ...notes, ...checked.issues];
    if (issues.length > 0) cell.issues = issues;
    else delete cell.issues;
  }
}
