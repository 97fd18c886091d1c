import { type Channel, type ChannelField, channelById, writtenByFiche } from '../../../domain/channels.ts';
import type { MappingEntry } from '../../../domain/mapping.ts';
import { cellIssue } from '../../../domain/cell-issues.ts';
import type { CellIssue } from '../../../domain/values.ts';
import { checkCell, handleOf, shortenText } from '../../../engine/channels/check.ts';
import { markOf, type NumberConventions } from '../../../engine/quantities/conventions.ts';
import type { StoredCell } from '../../repositories/batch-values.repository.ts';

/** The channel a run writes a file for, and the rule of each of its output fields the channel names. */
export interface RunChannel {
  channel: Channel;
  /** By output field name. */
  fields: Map<string, ChannelField>;
  /** By output field name: the unit the template asks (a price field's currency). */
  units: Map<string, string | undefined>;
}

/** The run's channel: its `marketplace` destination's. */
export function runChannel(destination: readonly { type: string; value?: string | null }[], entries: readonly MappingEntry[]): RunChannel | null {
  const channel = channelById(destination.find((entry) => entry.type === 'marketplace')?.value);
  if (!channel) return null;
  const fields = new Map<string, ChannelField>();
  const units = new Map<string, string | undefined>();
  for (const entry of entries) {
    const field = channel.fields.find((candidate) => candidate.name === entry.dest_property && !writtenByFiche(candidate));
    if (!field) continue;
    fields.set(entry.dest_property, field);
    units.set(entry.dest_property, (entry.batch_action === 'EXTRACT' ? entry.expected_unit : null) ?? field.unit);
  }
  return { channel, fields, units };
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
 * from the field it follows, then every cell is checked. `numbers`: the input file's decimal marks,
 * which decide a number copied from a column that reads two ways ('1,500'); without them such a
 * number is an error, not a guess.
 */
export function applyChannel(run: RunChannel, cells: Record<string, StoredCell>, rewritten: ReadonlySet<string>, numbers?: NumberConventions): void {
  for (const [output, field] of run.fields) {
    const cell = cells[output];
    if (!cell || cell.status === 'failed') continue;
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
    const checked = checkCell(run.channel, field, cell.value, run.units.get(output), decimal);
    cell.value = checked.value;
    const issues = [...notes, ...checked.issues];
    if (issues.length > 0) cell.issues = issues;
    else delete cell.issues;
  }
}
