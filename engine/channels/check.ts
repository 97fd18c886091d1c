/**
 * A cell held to its channel field's rule (docs/channels.md): what can be repaired is (enumerations
 * mapped from their usual English and French words, prices and GTINs written as the channel wants),
 * and said so; what cannot is an error naming the rule. Text over the limit is an error here: the
 * runner regenerates generated text shorter before it comes to this. Pure.
 */
import { cellIssue } from '../../domain/cell-issues.ts';
import type { Channel, ChannelField } from '../../domain/channels.ts';
import { normalise } from '../lexicon/index.ts';
import type { CellIssue, CellValue } from '../../domain/values.ts';

/** Usual words for each enumeration value, by the channel's spelling (normalised: lowercase, no accents). */
const SYNONYMS: Record<string, string[]> = {
  in_stock: ['in stock', 'instock', 'en stock', 'disponible', 'available', 'yes', 'oui', 'true', '1'],
  out_of_stock: ['out of stock', 'outofstock', 'rupture', 'rupture de stock', 'epuise', 'indisponible', 'unavailable', 'no', 'non', 'false', '0'],
  preorder: ['pre order', 'preorder', 'precommande', 'pre commande'],
  backorder: ['backorder', 'back order', 'sur commande', 'en reapprovisionnement'],
  new: ['new', 'neuf', 'neuve', 'nouveau', 'brand new'],
  used: ['used', 'occasion', 'd occasion', 'usage', 'second hand'],
  refurbished: ['refurbished', 'reconditionne', 'reconditionnee', 'remis a neuf', 'renewed'],
  active: ['active', 'actif', 'published', 'publie', 'online', 'en ligne'],
  draft: ['draft', 'brouillon'],
  archived: ['archived', 'archive'],
  '1': ['1', 'yes', 'oui', 'true', 'vrai', 'active', 'actif', 'in stock', 'en stock', 'published'],
  '0': ['0', 'no', 'non', 'false', 'faux', 'inactive', 'inactif', 'out of stock', 'rupture'],
};

const CURRENCIES: Record<string, string> = { '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR', $: 'USD', usd: 'USD', '£': 'GBP', gbp: 'GBP', chf: 'CHF', cad: 'CAD' };

export interface CheckedCell {
  value: CellValue;
  issues: CellIssue[];
}

/** The allowed value a word stands for, if any. */
function allowedValue(field: ChannelField, text: string): string | undefined {
  const allowed = field.allowed ?? [];
  const exact = allowed.find((value) => value === text.trim());
  if (exact) return exact;
  const key = normalise(text);
  return allowed.find((value) => normalise(value) === key || (SYNONYMS[value] ?? []).includes(key));
}

/** An amount and its currency from a cell: 12.5, '12,50 €', 'EUR 1 299.00'. */
function parsePrice(value: CellValue): { amount: number; currency?: string } | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? { amount: value } : undefined;
  const text = String(value).trim();
  const currencyWord = /(€|\$|£|\b[a-z]{3}\b|euros?)/i.exec(text)?.[1]?.toLowerCase();
  const currency = currencyWord ? CURRENCIES[currencyWord] : undefined;
  if (currencyWord && !currency) return undefined;
  const digits = text.replace(/(€|\$|£|\b[a-z]{3}\b|euros?)/gi, '').replace(/[\s\u00a0\u202f]/g, '');
  const decimal = /^\d+(?:[.,]\d{1,2})?$/.test(digits) ? digits.replace(',', '.') : /^\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?$/.test(digits) ? digits.replace(/[.,](?=\d{3}(?:\D|$))/g, '').replace(',', '.') : '';
  const amount = decimal === '' ? Number.NaN : Number(decimal);
  return Number.isFinite(amount) ? { amount, currency } : undefined;
}

/** GS1 check digit: the last digit makes the weighted sum (3, 1, 3… from the right) a multiple of 10. */
export function gtinCheckDigitOk(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(digits[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

const GTIN_LENGTHS = [8, 12, 13, 14];

/** A GTIN without spaces or dashes, zero-padded to the next GTIN length; undefined when it cannot be one. */
export function normaliseGtin(value: CellValue): string | undefined {
  const digits = String(value).replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || digits.length > 14) return undefined;
  const length = GTIN_LENGTHS.find((candidate) => candidate >= digits.length) ?? 14;
  return digits.padStart(length, '0');
}

const isUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(text);
  } catch {
    return false;
  }
};

/**
 * `currency`: the currency a bare amount is in (the template field's unit), for channels that want
 * prices with theirs.
 */
export function checkCell(channel: Channel, field: ChannelField, value: CellValue, currency?: string): CheckedCell {
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
    case 'price': {
      const price = parsePrice(value);
      if (!price || price.amount < 0) return { value, issues: [cellIssue('price_invalid', 'error', 'price_invalid', rule)] };
      if (channel.price_format === 'decimal') return { value: price.amount.toFixed(2), issues: [] };
      const unit = price.currency ?? (currency ? (CURRENCIES[currency.toLowerCase()] ?? currency.toUpperCase()) : undefined);
      if (!unit || !/^[A-Z]{3}$/.test(unit)) return { value, issues: [cellIssue('price_currency', 'error', 'price_currency', rule)] };
      return { value: `${price.amount.toFixed(2)} ${unit}`, issues: [] };
    }
    case 'gtin': {
      const gtin = normaliseGtin(value);
      if (!gtin || !gtinCheckDigitOk(gtin)) return { value, issues: [cellIssue('gtin_invalid', 'error', 'gtin_invalid', { ...rule, value })] };
      return { value: gtin, issues: [] };
    }
    case 'url': {
      const urls = String(value)
        .split(/\s*,\s*/)
        .filter(Boolean);
      if (urls.length === 0 || !urls.every(isUrl)) return { value, issues: [cellIssue('url_invalid', 'error', 'url_invalid', rule)] };
      return withLength(rule, field, urls.join(', '));
    }
    case 'integer':
    case 'decimal': {
      const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.').replace(/\s/g, ''));
      if (!Number.isFinite(number) || number < 0) return { value, issues: [cellIssue('not_a_number', 'error', 'not_a_number', rule)] };
      return { value: field.type === 'integer' ? Math.round(number) : number, issues: [] };
    }
    default:
      return withLength(rule, field, typeof value === 'number' ? value : value.trim());
  }
}

function withLength(rule: { channel: string; field: string }, field: ChannelField, value: string | number): CheckedCell {
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
