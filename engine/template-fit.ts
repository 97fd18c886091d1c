/**
 * How a saved template's columns meet the file it runs on (docs/batch-runs.md "A template on another
 * file"): each column a COPY reads (or an EXTRACT pins) is found as written, else as the same name
 * but for case and spaces ('SKU' for 'sku'), else as the one column whose name means the same
 * through the lexicon ('Artikelnummer' for 'Référence'); the others are missing. Pure.
 */
import type { MappingEntry } from '../domain/mapping.ts';
import { meaningOf } from './lexicon/names.ts';

export interface ColumnFit {
  /** The entries reading the file's own column names. */
  entries: MappingEntry[];
  /** Columns the template names otherwise than the file, and the file's name for each. */
  renamed: { from: string; to: string }[];
  /** Columns the template reads that the file does not have. */
  missing: string[];
  /** Whether every column a COPY reads is missing: such a run would copy nothing. */
  copiesNothing: boolean;
}

const looseKey = (name: string): string => name.toLowerCase().replace(/\s+/g, ' ').trim();
const meaningKey = (name: string): string => {
  const meaning = meaningOf(name);
  return meaning.words.length === 0 ? '' : `${[...meaning.words].sort().join(' ')}|${meaning.unit ?? ''}|${meaning.price?.kind ?? ''}|${meaning.price?.tax ?? ''}`;
};

/** The file's column for a template's, or undefined: the same, alike but for case and spaces, or alone in meaning the same. */
function fileColumn(wanted: string, headers: readonly string[]): string | undefined {
  if (headers.includes(wanted)) return wanted;
  const loose = headers.filter((header) => looseKey(header) === looseKey(wanted));
  if (loose.length === 1) return loose[0];
  const meaning = meaningKey(wanted);
  if (meaning === '') return undefined;
  const alike = headers.filter((header) => meaningKey(header) === meaning);
  return alike.length === 1 ? alike[0] : undefined;
}

/** The column an entry reads in the file, if any. */
const readColumn = (entry: MappingEntry): string | null => (entry.batch_action === 'COPY' ? entry.source_column.trim() || null : entry.batch_action === 'EXTRACT' ? entry.read_column : null);

export function fitColumns(entries: readonly MappingEntry[], headers: readonly string[]): ColumnFit {
  const renamed: ColumnFit['renamed'] = [];
  const missing: string[] = [];
  let copies = 0;
  let copiesMissing = 0;
  const fitted = entries.map((entry): MappingEntry => {
    const wanted = readColumn(entry);
    if (wanted === null) return entry;
    const found = fileColumn(wanted, headers);
    if (entry.batch_action === 'COPY') {
      copies += 1;
      if (found === undefined) copiesMissing += 1;
    }
    if (found === undefined) {
      if (!missing.includes(wanted)) missing.push(wanted);
      return entry;
    }
    if (found === wanted) return entry;
    if (!renamed.some((pair) => pair.from === wanted)) renamed.push({ from: wanted, to: found });
    if (entry.batch_action === 'COPY') return { ...entry, source_column: found };
    return entry.batch_action === 'EXTRACT' ? { ...entry, read_column: found } : entry;
  });
  return { entries: fitted, renamed, missing, copiesNothing: copies > 0 && copiesMissing === copies };
}
