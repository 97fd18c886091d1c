/**
 * What a column or output field name means, in any language of the packs: its words brought to
 * their concepts, the unit it declares, whether it names a price (and which one) or a yes/no flag.
 * Extraction uses it to pick the right column; the automatic mapping uses it to refuse a match that
 * would copy the wrong thing (pounds into kilograms, a purchase price into a selling price).
 */

import { TextMemo } from '../text-memo.ts';
import { type Concept, OTHER_THINGS } from './concepts.ts';
import { canonicalWords, FLAG_WORDS, hasPhrase, isConcept, isFiller, longestPhrase, normalise, PARCEL_WORDS, PER_UNIT_WORDS, PRICE_PHRASES, splitCompounds } from './index.ts';
import { dimensionOf } from './unit-table.ts';
import { canonicalUnit, unitInName } from './units.ts';

/**
 * Which price a name is: the selling price (price, regular, retail, prix de vente), the sale
 * (discounted) price, the purchase price (wholesale, cost, prix d'achat, dealer, revendeur), the
 * struck-through price ('compare at', 'prix barré', old price), a price per unit of measure ('Prix
 * au kilo'), or another amount that is not the product's price (shipping cost, discount, a sale's dates).
 */
export type PriceKind = 'selling' | 'sale' | 'purchase' | 'compare_at' | 'per_unit' | 'other';
export type TaxBasis = 'incl' | 'excl' | null;

export interface PriceMeaning {
  kind: PriceKind;
  tax: TaxBasis;
}

function priceOf(text: string, unit: string | undefined): PriceMeaning | null {
  const currency = unit !== undefined && dimensionOf(unit) === 'currency';
  if (!hasPhrase(text, PRICE_PHRASES.price) && !currency) return null;
  const tax: TaxBasis = hasPhrase(text, PRICE_PHRASES.tax_incl) ? 'incl' : hasPhrase(text, PRICE_PHRASES.tax_excl) ? 'excl' : null;
  // A price whose name declares a mass, length or volume ('Prix au kilo', 'Price (l)') is per that unit.
  const perUnit = (unit !== undefined && !currency) || perMeasure(text);
  // The longest phrase says which ('Preço com desconto' is the sale price, not the discount); of phrases as long, the first kind.
  let kind: PriceKind = 'selling';
  let most = 0;
  for (const named of KINDS_IN_TURN) {
    const words = named === 'per_unit' && perUnit ? 1 : longestPhrase(text, PRICE_PHRASES[named]);
    if (words > most) [kind, most] = [named, words];
  }
  return { kind, tax };
}

/** The kinds of price a name's words may say, in the order a tie goes. */
const KINDS_IN_TURN = ['other', 'compare_at', 'per_unit', 'purchase', 'sale'] as const;

/** A tax's rate, said beside its basis ('s DPH 23%', 'inkl. 19% MwSt'). */
const TAX_RATE = /\d+(?:[.,]\d+)?\s?%/g;

/**
 * The tax basis a cell's last words state ('12,50 € TTC', '10.00 excl. VAT', '9,99 inkl. MwSt'): the
 * words are all tax words, one of them saying the basis, a rate aside ('s DPH 23%'); undefined when
 * they are anything else.
 */
export function taxBasisOf(words: string): TaxBasis | undefined {
  const text = normalise(words.replace(TAX_RATE, ' '));
  if (text === '') return undefined;
  const each = text.split(' ');
  const taxWord = (word: string) => PRICE_PHRASES.tax.has(word) || PRICE_PHRASES.tax_incl.has(word) || PRICE_PHRASES.tax_excl.has(word);
  if (!each.every(taxWord) && !PRICE_PHRASES.tax_incl.has(text) && !PRICE_PHRASES.tax_excl.has(text)) return undefined;
  if (hasPhrase(text, PRICE_PHRASES.tax_incl)) return 'incl';
  return hasPhrase(text, PRICE_PHRASES.tax_excl) ? 'excl' : undefined;
}

/** 'Price per kg', 'Prix au kilo', 'Preis pro Liter': a per-word before a unit of measure ('Cost per item' is the price of one). */
function perMeasure(text: string): boolean {
  const words = text.split(' ');
  return words.some((word, at) => {
    if (!PER_UNIT_WORDS.has(word)) return false;
    const unit = canonicalUnit(words[at + 1] ?? '') ?? canonicalUnit(words.slice(at + 1, at + 3).join(' '));
    const dimension = unit ? dimensionOf(unit) : undefined;
    return dimension !== undefined && dimension !== 'currency' && dimension !== 'count' && dimension !== 'package';
  });
}

/** Whether a price is the product's price of some kind (selling, sale or purchase), not another amount. */
export const isProductPrice = (price: PriceMeaning | null): boolean => price !== null && (price.kind === 'selling' || price.kind === 'sale' || price.kind === 'purchase');

/** Whether a name's canonical words name the product itself ('Product name', 'Titre'), not another thing's name ('Category name', 'Brand name', 'Attribute 1 name'). */
export const namesProduct = (words: readonly string[]): boolean => words.includes('name') && !words.some((word) => OTHER_THINGS.has(word as Concept) || PARCEL_WORDS.has(word));

/** Whether canonical words name the parcel's measure rather than the product's ('Gross weight', 'Poids brut', 'Carton length'). */
export const ofParcel = (words: readonly string[]): boolean => words.some((word) => PARCEL_WORDS.has(word));

/** Yes/no columns ('In stock?', 'Published', 'Active (0/1)'): never read as a number or a quantity. */
function isFlag(name: string, text: string): boolean {
  if (/\?\s*$/.test(name) || /\(\s*0\s*\/\s*1\s*\)|0 ?= ?no|1 ?= ?yes|yes\s*\/\s*no|oui\s*\/\s*non/i.test(name)) return true;
  for (const word of FLAG_WORDS) if (text === word || text.startsWith(`${word} `)) return true;
  return false;
}

export interface NameMeaning {
  /** The name normalised ('Poids (kg)' → 'poids kg'). */
  key: string;
  /** Canonical words without the unit ('Weight (lbs)' → ['weight']). */
  words: string[];
  /** The unit the name declares, canonical ('lb', 'kg', 'EUR'). */
  unit: string | undefined;
  price: PriceMeaning | null;
  flag: boolean;
}

/** A dotted path in brackets: Shopify's metafield columns. */
const TECHNICAL_KEY = /\s*\(([^()\s]*\.[^()\s]*)\)/;
const NUMBER_SIGN = /(\p{L})\s*[#№]/u;

/** Names repeat on every row of a file: their meanings are worked out once (a bounded cache). */
const meanings = new TextMemo<NameMeaning>(5000);

export const meaningOf = (name: string): NameMeaning => meanings.of(name, readMeaning);

function readMeaning(name: string): NameMeaning {
  // A bracketed technical key ('Färg (product.metafields.shopify.color-pattern)') is read only when the name says nothing.
  const key = TECHNICAL_KEY.exec(name);
  // A number sign after a word ('Item #') is the packs' abbreviation for number ('item no').
  const shown = (key ? name.replace(TECHNICAL_KEY, '') : name).replace(NUMBER_SIGN, '$1 no');
  const { unit, rest } = unitInName(key && !canonicalWords(shown).some(isConcept) ? (key[1]?.split('.').at(-1) ?? shown) : shown);
  const text = splitCompounds(normalise(rest));
  const words = canonicalWords(rest);
  // A name that is a mass unit and nothing else (Shopify's 'Variant Grams') is a weight in that unit.
  const massOnly = unit !== undefined && dimensionOf(unit) === 'mass' && words.every((word) => isFiller(word) || word === 'variant');
  return { key: normalise(name), words: massOnly ? ['weight'] : words, unit, price: priceOf(text, unit), flag: isFlag(name, text) };
}

/** A label saying 'price' and nothing more but its tax basis ('Prix :', 'Valor unitário', 'Preis inkl. MwSt.'), not what the price is for ('Pris pr. person'). */
export function isPriceLabel(text: string): boolean {
  const { words, price } = meaningOf(text);
  const rest = words.filter((word) => word !== 'price');
  return price?.kind === 'selling' && words.length > rest.length && (rest.length === 0 || taxBasisOf(rest.join(' ')) !== undefined);
}

/**
 * Whether a column holding one price can fill a field asking for another: a selling price never
 * comes from a purchase, sale or other amount (nor the reverse), and a field that names its tax basis
 * (HT / TTC) takes only a column that names the same one.
 */
export function pricesAgree(field: PriceMeaning | null, column: PriceMeaning | null): boolean {
  if (!field || !column) return field === column;
  if (field.kind !== column.kind) return false;
  return field.tax === null || field.tax === column.tax;
}
