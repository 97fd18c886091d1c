/**
 * Which column of a product file fills each field of a channel, by meaning (docs/channels.md "From a
 * channel with the file"): a field says what it reads in the lexicon's words ('reference',
 * 'sale price'), and the column whose name means that in any language of the packs fills it — a
 * 'Variant SKU', an 'Artikelnummer' or a 'Référence' the id, a 'Prix promo' the sale price. Pure.
 */
import type { Channel, ChannelField } from '../../domain/channels.ts';
import { type Concept, OTHER_THINGS } from '../lexicon/concepts.ts';
import { isConcept, normalise, PRICE_PHRASES } from '../lexicon/index.ts';
import { meaningOf, type NameMeaning } from '../lexicon/names.ts';
import { dimensionOf } from '../quantities/units.ts';
import { checkCell } from './check.ts';

/** A column a channel field copies, and the currency its name declares for a price ('Price (EUR)'). */
export interface ChannelSource {
  column: string;
  currency?: string;
}

/** Words that make a column another thing than what the field reads: a supplier's reference, a category's name, a recommended price. */
const OTHER: ReadonlySet<string> = new Set<Concept>([...OTHER_THINGS, 'recommended', 'parent', 'variants']);
/** Concepts that only say which of a thing a column holds ('Short description', 'Image URLs'), not another thing. */
const QUALIFIERS: ReadonlySet<string> = new Set<Concept>(['short', 'long', 'url']);

/**
 * Whether a word besides what the field reads makes the column something else: another thing,
 * another concept ('articleNumberManufacturer' is no brand), a tax ('tax_category_id' is no category).
 */
const otherThing = (word: string): boolean => OTHER.has(word) || (isConcept(word) && !QUALIFIERS.has(word)) || PRICE_PHRASES.tax.has(word);

/**
 * How far a column is from what a field reads: the number of words it has besides, or undefined
 * when it is something else. A price is of the same kind (a sale price is no selling price) and,
 * when the field names its tax basis, of that basis or an unsaid one.
 */
export function meaningDistance(reads: NameMeaning, column: NameMeaning, flags: boolean): number | undefined {
  if (column.flag && !flags) return undefined;
  if (reads.price) {
    const price = column.price;
    if (!price || price.kind !== reads.price.kind) return undefined;
    if (reads.price.tax !== null && price.tax !== null && price.tax !== reads.price.tax) return undefined;
    const extra = column.words.filter((word) => word !== 'price' && !reads.words.includes(word) && !PRICE_PHRASES.tax.has(word));
    if (extra.some((word) => OTHER.has(word) || isConcept(word))) return undefined;
    // Unsaid tax basis where the field names one, or a tax-excluded price for a field that names none, comes after.
    const tax = (reads.price.tax ?? 'incl') === (price.tax ?? reads.price.tax ?? 'incl') ? 0 : 0.5;
    return extra.length + tax;
  }
  if (column.price || !reads.words.every((word) => column.words.includes(word))) return undefined;
  const extra = column.words.filter((word) => !reads.words.includes(word));
  return extra.some(otherThing) ? undefined : extra.length;
}

/**
 * Whether a column's sample cells are what a field of fixed values takes: web addresses for an
 * address, allowed words (or stock quantities) for an enumeration: most of them, and one at least.
 * Other fields take what their column holds, and the run's check reports what does not fit.
 */
function valuesFit(channel: Channel, field: ChannelField, samples: readonly string[]): boolean {
  if (field.type !== 'url' && field.type !== 'enum') return true;
  const filled = samples.filter((sample) => sample.trim() !== '');
  const fitting = filled.filter((sample) => !checkCell(channel, field, sample).issues.some((issue) => issue.severity === 'error'));
  return fitting.length * 2 > filled.length;
}

/**
 * For each field of the channel that reads something, the column named as the field in a file in
 * the channel's own format, else the nearest column of the file by meaning (the first of equals) whose
 * sample cells fit it; each column used once: the second field reading pictures takes another
 * picture column, if the file has one. `rows`: a sample of the file's rows.
 */
export function channelSources(channel: Channel, columns: readonly string[], rows: readonly Record<string, string>[] = []): Map<string, ChannelSource> {
  const sources = new Map<string, ChannelSource>();
  const used = new Set<string>();
  // A file in the channel's own format (a Shopify export going back to Shopify) names most fields as the channel does.
  const names = new Set(columns.map(normalise));
  const ownFormat = channel.fields.filter((field) => names.has(normalise(field.name))).length * 2 > channel.fields.length;
  const meanings = columns.map((column) => ({ column, meaning: meaningOf(column) }));
  for (const field of channel.fields) {
    if (!field.reads) continue;
    const named = ownFormat ? columns.find((column) => !used.has(column) && normalise(column) === normalise(field.name)) : undefined;
    if (named !== undefined) {
      used.add(named);
      sources.set(field.name, { column: named });
      continue;
    }
    const reads = meaningOf(field.reads);
    let best: { column: string; meaning: NameMeaning; distance: number } | undefined;
    for (const { column, meaning } of meanings) {
      if (used.has(column)) continue;
      const away = meaningDistance(reads, meaning, field.stock !== undefined);
      if (away === undefined || (best && away >= best.distance)) continue;
      if (
        valuesFit(
          channel,
          field,
          rows.map((row) => row[column] ?? ''),
        )
      )
        best = { column, meaning, distance: away };
    }
    if (!best) continue;
    used.add(best.column);
    const unit = best.meaning.unit;
    sources.set(field.name, { column: best.column, ...(field.type === 'price' && unit && dimensionOf(unit) === 'currency' ? { currency: unit } : {}) });
  }
  return sources;
}
