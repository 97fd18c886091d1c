import type { DecimalMark } from '../../domain/mapping.ts';
import { decimalText, numericText } from '../../engine/enrich/cells.ts';
import type { OutputValue } from '../../engine/enrich/types.ts';
import { groupOf } from '../../engine/analysis/groups.ts';
import { meaningOf } from '../../engine/lexicon/names.ts';
import { dimensionOf } from '../../engine/quantities/units.ts';

/**
 * What an output column holds, for the files people open: a code (article number, SKU, EAN, any
 * identifier), which stays text as written; a price, written with two decimals at least and, in the
 * PDF, with its currency; or anything else.
 */
export interface OutputColumn {
  name: string;
  kind: 'code' | 'price' | 'other';
  /** A price's currency (ISO code), when the template or the column's name says it. */
  currency?: string;
}

/** Decimals a price is written with at least. */
export const PRICE_DECIMALS = 2;

const currencyOf = (unit: string | null | undefined): string | undefined => (unit && dimensionOf(unit) === 'currency' ? unit : undefined);

/**
 * Each output column's kind: an identifier by its name or its values (engine/analysis/groups.ts, as
 * the analysis groups a file's columns), a price by its name's meaning or its currency.
 * `units`: each column's unit or currency as the template states it.
 */
export function outputColumns(names: readonly string[], units: readonly (string | null | undefined)[] | undefined, rows: readonly (readonly OutputValue[])[]): OutputColumn[] {
  return names.map((name, index) => {
    const meaning = meaningOf(name);
    const currency = currencyOf(units?.[index]) ?? currencyOf(meaning.unit);
    if ((meaning.price && meaning.price.kind !== 'other') || currency) return { name, kind: 'price', currency };
    const values = rows.map((row) => (row[index] === null || row[index] === undefined ? '' : String(row[index])));
    return { name, kind: groupOf(name, values) === 'identifiers' ? 'code' : 'other' };
  });
}

/**
 * A cell of a delimited file: a code as written, a number with the file's decimal mark (a price with
 * two decimals at least); text as written.
 */
export function delimitedCell(column: OutputColumn, value: OutputValue, mark: DecimalMark): OutputValue {
  if (typeof value !== 'number' || column.kind === 'code' || !Number.isFinite(value)) return value;
  return decimalText(value, mark, column.kind === 'price' ? PRICE_DECIMALS : 0);
}

/** A plain number with a decimal comma ('1,60'), as a file of that convention writes it. */
const COMMA_DECIMAL = /^-?\d{1,11},\d{1,9}$/;

/**
 * The number a cell holds: a number, or text written as a plain number ('12.50', or '1,60' in a file
 * whose mark is the comma); null otherwise.
 */
export function cellNumber(value: OutputValue, mark: DecimalMark = '.'): { value: number; decimals: number } | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { value, decimals: (String(value).split('.')[1] ?? '').length } : null;
  if (value === null) return null;
  const number = numericText(mark === ',' && COMMA_DECIMAL.test(value) ? value.replace(',', '.') : value);
  return number ? { value: number.value, decimals: (number.format.split('.')[1] ?? '').length } : null;
}

/** The decimal mark numbers are written with in `language` ('fr': ','). */
export function languageMark(language: string): DecimalMark {
  const mark = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  return mark === ',' ? ',' : '.';
}
