import { cellIssue } from '../../../domain/cell-issues.ts';
import { type Channel, type ChannelField, channelById, writtenByFiche } from '../../../domain/channels.ts';
import type { MappingEntry } from '../../../domain/mapping.ts';
import type { CellIssue } from '../../../domain/values.ts';
import { checkCell, handleOf, shortenText } from '../../../engine/channels/check.ts';
import { markOf, type NumberConventions } from '../../../engine/quantities/conventions.ts';
import type { StoredCell } from '../../repositories/batch-values.repository.ts';

/** The channel a run writes a file for, and the rule of each of its output fields the channel names. */
export interface RunChannel {
  channel: Channel;
  /** By output field name. */
  fields: Map<string, ChannelField>;
  /** By output field name: the currency of its bare amounts, as the template says (the unit an EXTRACT converts to, else the column's). */
  currencies: Map<string, string | undefined>;
  /** The fields the channel requires that the template does not have: every product is reported for each. */
  missing: ChannelField[];
}

/** The run's channel: its `marketplace` destination's. */
export function runChannel(destination: readonly { type: string; value?: string | null }[], entries: readonly MappingEntry[]): RunChannel | null {
  const channel = channelById(destination.find((entry) => entry.type === 'marketplace')?.value);
  if (!channel) return null;
  const fields = new Map<string, ChannelField>();
  const currencies = new Map<string, string | undefined>();
  for (const entry of entries) {
    const field = channel.fields.find((candidate) => candidate.name === entry.dest_property && !writtenByFiche(candidate));
    if (!field) continue;
    fields.set(entry.dest_property, field);
    const currency = entry.batch_action === 'EXTRACT' ? (entry.expected_unit ?? entry.source_unit) : entry.batch_action === 'COPY' ? entry.source_unit : null;
    currencies.set(entry.dest_property, currency ?? undefined);
  }
  const missing = channel.fields.filter((field) => field.required && !writtenByFiche(field) && !fields.has(field.name));
  return { channel, fields, currencies, missing };
}

/** The cells of the fields the template lacks, each empty with the channel's error. */
export function missingCells(run: RunChannel): Record<string, StoredCell> {
  const rule = (field: ChannelField) => ({ channel: run.channel.name, field: field.name });
  return Object.fromEntries(
    run.missing.map((field) => [field.name, { value: null, status: 'empty', source: null, error: null, issues: [cellIssue('required', 'error', 'required_missing', rule(field))] } satisfies StoredCell]),
  );
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
    const handleFrom = field.handle_from;
    const from = handleFrom ? cells[handleFrom]?.value : undefined;
    if (handleFrom && (cell.value === null || cell.value === '') && typeof from === 'string' && handleOf(from) !== '') {
      cell.value = handleOf(from);
      cell.status = 'ok';
      cell.source = null;
      notes.push(cellIssue('repaired', 'warning', 'made_from', { from: handleFrom }));
    }
    if (rewritten.has(output) && field.max_length !== undefined) notes.push(cellIssue('shortened', 'warning', 'written_again', { max: field.max_length }));
    if (field.max_length !== undefined && cell.source?.kind === 'generated' && typeof cell.value === 'string' && cell.value.length > field.max_length) {
      cell.value = shortenText(cell.value, field.max_length);
      notes.push(cellIssue('shortened', 'warning', 'cut_at_word', { max: field.max_length }));
    }
    const decimal = cell.source?.kind === 'column' ? markOf(numbers, cell.source.column) : undefined;
    const checked = checkCell(run.channel, field, cell.value, run.currencies.get(output), decimal);
    if (checked.value !== cell.value) cell.channel_value = checked.value;
    else delete cell.channel_value;
    const issues = [...notes, ...checked.issues];
    if (issues.length > 0) cell.issues = issues;
    else delete cell.issues;
  }
}
