/**
 * A cell held to its channel field's rule (docs/channels.md): what can be repaired is (enumerations
 * mapped from the lexicon's words for availability, publication, yes and no, prices and GTINs written as the channel wants),
 * and said so; what cannot is an error naming the rule. Text over the limit is an error here: the
 * runner regenerates generated text shorter before it comes to this. Pure.
 */
import { cellIssue } from '../../domain/cell-issues.ts';
import type { Channel, ChannelField } from '../../domain/channels.ts';
import type { CellIssue, CellValue } from '../../domain/values.ts';
import { htmlText } from '../enrich/html-text.ts';
import { normalise } from '../lexicon/index.ts';
import { canonicalUnit, convertUnit } from '../lexicon/units.ts';
import { stateOf, wordIdOf } from '../lexicon/words.ts';
import type { StateId } from '../lexicon/concepts.ts';
import { gtinCheckDigitOk, normaliseGtin } from '../quantities/gtin.ts';
import { type DecimalMark, parseNumber } from '../quantities/number.ts';
import { parseQuantity } from '../quantities/quantity.ts';
import { isCurrency, roundConverted } from '../quantities/units.ts';

/**
 * The states each enumeration value stands for, by the channel's spelling: what a cell says in any
 * language of the lexicon ('En stock', 'Brouillon', 'oui') is the value standing for its state.
 */
const STATES_OF_VALUE: Readonly<Record<string, readonly StateId[]>> = {
  in_stock: ['in_stock', 'yes'],
  out_of_stock: ['out_of_stock', 'no'],
  preorder: ['preorder'],
  backorder: ['backorder'],
  active: ['active'],
  draft: ['draft'],
  archived: ['archived'],
  '1': ['yes', 'active', 'in_stock'],
  '0': ['no', 'inactive', 'out_of_stock'],
};

export interface CheckedCell {
  value: CellValue;
  issues: CellIssue[];
}

/** The allowed value a word stands for, if any; for an availability, what a stock quantity stands for too. */
function allowedValue(field: ChannelField, text: string): string | undefined {
  const allowed = field.allowed ?? [];
  const quantity = field.stock ? parseNumber(text) : undefined;
  if (field.stock && quantity !== undefined && Number.isInteger(quantity)) return quantity > 0 ? field.stock.positive : field.stock.zero;
  const exact = allowed.find((value) => value === text.trim());
  if (exact) return exact;
  const key = normalise(text);
  // A condition in any language of the lexicon ('Neuf', 'gebraucht', 'Renewed') is the condition's id.
  const word = wordIdOf(text);
  const state = stateOf(text);
  return allowed.find((value) => normalise(value) === key || (state !== undefined && Object.hasOwn(STATES_OF_VALUE, value) && STATES_OF_VALUE[value]?.includes(state) === true) || word === `condition:${value}`);
}

/** What a cell says as an amount: its value and currency, or that it reads two ways and nothing decides which. */
type Reading<T> = { read: T } | { twoWays: [number, number] } | undefined;

/**
 * What `parse` makes of a text with the column's decimal mark; when it makes nothing and no mark was
 * given, whether the text reads two ways ('1,500': 1.5 or 1500), which is not guessed.
 */
function readWith<T extends { value: number }>(text: string, decimal: DecimalMark | undefined, parse: (text: string, decimal?: DecimalMark) => T | undefined): Reading<T> {
  const read = parse(text, decimal);
  if (read) return { read };
  if (decimal !== undefined) return undefined;
  const dot = parse(text, '.');
  const comma = parse(text, ',');
  if (!dot || !comma || dot.value === comma.value) return undefined;
  return { twoWays: [Math.min(dot.value, comma.value), Math.max(dot.value, comma.value)] };
}

/** An amount and its currency from a cell: 12.5, '12,50 €', 'EUR 1 299.00', '¥1200', '$5 each'. */
function readPrice(value: CellValue, decimal: DecimalMark | undefined): Reading<{ value: number; currency?: string }> {
  if (typeof value === 'number') return Number.isFinite(value) ? { read: { value } } : undefined;
  return readWith(String(value), decimal, (text, mark) => {
    const quantity = parseQuantity(text, mark);
    if (!quantity) return undefined;
    const { value: amount, unit, per } = quantity;
    // An amount per kilogram or per metre is not the product's price; an amount each is.
    if ((unit !== undefined && !isCurrency(unit)) || (per !== undefined && per !== 'piece')) return undefined;
    return unit ? { value: amount, currency: unit } : { value: amount };
  });
}

/** A number from a cell: 1250.4, '1 250,4', '1.234,56'. */
function readNumber(value: CellValue, decimal: DecimalMark | undefined): Reading<{ value: number }> {
  if (typeof value === 'number') return Number.isFinite(value) ? { read: { value } } : undefined;
  return readWith(String(value), decimal, (text, mark) => {
    const number = parseNumber(text, mark);
    return number === undefined ? undefined : { value: number };
  });
}

/** The addresses of a cell that lists several, comma-separated (a product's pictures). */
export const urlList = (text: string): string[] => text.split(/\s*,\s*/).filter(Boolean);

const isUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(text);
  } catch {
    return false;
  }
};

/**
 * `unit`: the unit or currency a bare number of the cell is in (the template field's, else its
 * column's), for channels that want prices with their currency and measures in their unit.
 * `decimal`: the decimal mark of the column the value came from, which decides a number that reads
 * two ways ('1,500', '1.250'); without it such a number is an error, not a guess.
 */
export function checkCell(channel: Channel, field: ChannelField, value: CellValue, unit?: string, decimal?: DecimalMark): CheckedCell {
  const rule = { channel: channel.name, field: field.name };
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    return { value: null, issues: field.required ? [cellIssue('required', 'error', 'required', rule)] : [] };
  }
  switch (field.type) {
    case 'enum': {
      const mapped = allowedValue(field, String(value));
      if (mapped === undefined) return { value, issues: [cellIssue('not_allowed', 'error', 'not_allowed', { ...rule, allowed: (field.allowed ?? []).join(', ') })] };
      return { value: mapped, issues: mapped === String(value) ? [] : [cellIssue('repaired', 'warning', 'written_as', { value, allowed: mapped })] };
    }
    case 'price':
      return checkPrice(channel, rule, value, unit, decimal);
    case 'gtin': {
      const gtin = normaliseGtin(value);
      if (!gtin || !gtinCheckDigitOk(gtin)) return { value, issues: [cellIssue('gtin_invalid', 'error', 'gtin_invalid', { ...rule, value })] };
      return { value: gtin, issues: [] };
    }
    case 'url': {
      const urls = urlList(String(value));
      if (urls.length === 0 || !urls.every(isUrl)) return { value, issues: [cellIssue('url_invalid', 'error', 'url_invalid', rule)] };
      // One picture only: the channel's file gives the others to the field that takes them (channel-file.ts).
      return withLength(rule, field, (field.pictures === 'first' ? urls.slice(0, 1) : urls).join(', '));
    }
    case 'integer':
    case 'decimal':
      return checkMeasure(field, rule, value, unit, decimal);
    case 'html':
      return withLength(rule, field, typeof value === 'number' ? value : value.trim());
    default:
      return withLength(rule, field, typeof value === 'number' ? value : plainText(value));
  }
}

type Rule = { channel: string; field: string };

/** A price as the channel writes it: '15.00', or '15.00 EUR' with the cell's currency, else the field's; never a currency nobody stated. */
function checkPrice(channel: Channel, rule: Rule, value: CellValue, unit: string | undefined, decimal: DecimalMark | undefined): CheckedCell {
  const reading = readPrice(value, decimal);
  if (reading && 'twoWays' in reading) return { value, issues: [twoWays('price_invalid', rule, value, reading.twoWays)] };
  const price = reading?.read;
  if (!price || price.value < 0) return { value, issues: [cellIssue('price_invalid', 'error', 'price_invalid', rule)] };
  if (channel.price_format === 'decimal') return { value: price.value.toFixed(2), issues: [] };
  const stated = unit ? (canonicalUnit(unit) ?? unit.toUpperCase()) : undefined;
  const currency = price.currency ?? (stated && isCurrency(stated) ? stated : undefined);
  if (!currency || !/^[A-Z]{3}$/.test(currency)) return { value, issues: [cellIssue('price_currency', 'error', 'price_currency', rule)] };
  return { value: `${price.value.toFixed(2)} ${currency}`, issues: [] };
}

/**
 * A number, in the field's unit when it has one: converted from the unit the cell writes ('680 g')
 * or the field's values are in; a bare number of no known unit is an error, not a guess.
 */
function checkMeasure(field: ChannelField, rule: Rule, value: CellValue, unit: string | undefined, decimal: DecimalMark | undefined): CheckedCell {
  const written = typeof value === 'string' && field.unit ? parseQuantity(value, decimal) : undefined;
  const reading = written?.unit && !isCurrency(written.unit) ? { read: { value: written.value } } : readNumber(value, decimal);
  if (reading && 'twoWays' in reading) return { value, issues: [twoWays('not_a_number', rule, value, reading.twoWays)] };
  const number = reading?.read.value;
  if (number === undefined || number < 0) return { value, issues: [cellIssue('not_a_number', 'error', 'not_a_number', rule)] };
  let measure = number;
  if (field.unit) {
    const from = written?.unit && !isCurrency(written.unit) ? written.unit : unit;
    const converted = from === undefined ? undefined : convertUnit(number, from, field.unit);
    if (converted === undefined) return { value, issues: [cellIssue('unit_unknown', 'error', 'unit_unknown', { ...rule, value: String(value), unit: field.unit })] };
    measure = roundConverted(converted);
  }
  if (field.type === 'integer') measure = Math.round(measure);
  return { value: field.with_unit && field.unit ? `${measure} ${field.unit}` : measure, issues: [] };
}

/** A text field's value as plain text: a cell holding HTML (a shop's description) without its tags. */
const plainText = (text: string): string => (/<[a-z!/][^>]*>/i.test(text) ? htmlText(text, ' ').replace(/\s+/g, ' ').trim() : text.trim());

/** A number that reads two ways, said as an error of its rule: which it is, the file does not say. */
function twoWays(code: 'price_invalid' | 'not_a_number', rule: Rule, value: CellValue, [low, high]: [number, number]): CellIssue {
  return cellIssue(code, 'error', 'reads_two_ways', { ...rule, value: String(value), low, high });
}

function withLength(rule: Rule, field: ChannelField, value: string | number): CheckedCell {
  if (field.max_length !== undefined && String(value).length > field.max_length) {
    return { value, issues: [cellIssue('too_long', 'error', 'too_long', { ...rule, max: field.max_length, length: String(value).length })] };
  }
  return { value, issues: [] };
}

/** A URL handle from a name: lowercase words without accents joined by hyphens ('Chaise Lisa — Rouge' → 'chaise-lisa-rouge'). */
export function handleOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 255)
    .replace(/-+$/, '');
}

/** Text cut to `max` characters at the last sentence end, else the last whole word: never mid-word. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentence >= max / 2) return head.slice(0, sentence + 1);
  const word = head.lastIndexOf(' ');
  return (word > 0 ? head.slice(0, word) : text.slice(0, max)).replace(/[\s,;:–-]+$/u, '');
}
