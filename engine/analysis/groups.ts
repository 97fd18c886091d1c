import type { FieldGroup, SourceFieldKey } from '../../domain/files.ts';
import { isWebAddress } from '../lexicon/addresses.ts';
import type { Concept } from '../lexicon/concepts.ts';
import { hasPhrase, isConcept, PRICE_PHRASES } from '../lexicon/index.ts';
import { meaningOf, type NameMeaning, namesProduct, taxBasisOf } from '../lexicon/names.ts';
import { isGtin } from '../quantities/gtin.ts';
import { isPrice, mostly } from './patterns.ts';

/** Concepts of a column about a picture, a link or a file (its address, position, alt text or name): another thing than the product. */
const LINKS: ReadonlySet<Concept> = new Set(['image', 'url', 'file']);

/** Money that is no price of its own but sits with the prices: an amount, its currency, a recommended price. */
const MONEY: ReadonlySet<Concept> = new Set(['amount', 'currency', 'recommended']);

/**
 * Concepts telling a column's group, in the order they are asked after the price: 'Category name' is
 * a category, 'Model' an identifier (the part number, as a source field reads it), 'Gewicht' an attribute.
 */
const GROUP_CONCEPTS: [FieldGroup, ReadonlySet<Concept>][] = [
  ['categories', new Set(['category'])],
  ['identifiers', new Set(['ean', 'reference', 'model', 'id'])],
  ['attributes', new Set(['colour', 'size', 'material', 'brand', 'weight', 'length', 'width', 'height', 'depth', 'diameter', 'thickness', 'capacity', 'power', 'area', 'dimensions', 'condition', 'gender', 'season', 'origin', 'warranty', 'stock', 'attribute', 'unit', 'trait'])],
  ['contents', new Set(['name', 'description', 'summary', 'features', 'bullet', 'notes', 'keywords', 'meta', 'seo'])],
];

const names = (meaning: NameMeaning, concepts: ReadonlySet<Concept>): boolean => meaning.words.some((word) => concepts.has(word as Concept));

/** Whether a name is about money: a price ('Reference price' is one), a tax or its basis ('TVA', 'HT'), an amount or a currency. */
function namesMoney(name: string, meaning: NameMeaning): boolean {
  return meaning.price !== null || hasPhrase(meaning.key, PRICE_PHRASES.tax) || taxBasisOf(name) !== undefined || names(meaning, MONEY);
}

/** The group a name's meaning tells, in any language of the lexicon. */
function groupOfMeaning(name: string, meaning: NameMeaning): FieldGroup | undefined {
  if (namesMoney(name, meaning)) return 'price';
  return GROUP_CONCEPTS.find(([, concepts]) => names(meaning, concepts))?.[0];
}

/**
 * Whether a name classes or names another thing than the product: a tax's category or name
 * ('tax_category_name', 'tax_class_name'), the attributes' family ('attribute_family_code') — a
 * setting of the shop, neither a price nor the product's category.
 */
function classOfAnotherThing(meaning: NameMeaning): boolean {
  const { words } = meaning;
  const classes = words.includes('category') || words.includes('name');
  return !meaning.price && classes && (hasPhrase(meaning.key, PRICE_PHRASES.tax) || (words.includes('attribute') && words.includes('category')));
}

/** The group of a column, from its name first and from its values when the name says nothing. */
export function groupOf(name: string, values: readonly string[]): FieldGroup {
  const meaning = meaningOf(name);
  if (names(meaning, LINKS) || classOfAnotherThing(meaning)) return 'others';
  const byMeaning = groupOfMeaning(name, meaning);
  if (byMeaning) return byMeaning;
  if (mostly(values, isGtin)) return 'identifiers';
  if (mostly(values, isPrice)) return 'price';
  return 'others';
}

/**
 * Whether a name is the product's name and nothing else ('Product name', 'Nom du produit', 'Title',
 * 'Name EN'): not another thing's name ('Category name', 'Attribute 1 name', WooCommerce's 'Download 1
 * name', 'Tax class name', 'Customer name') nor a name of some property ('Colour name').
 */
function namesOnlyProduct(meaning: NameMeaning): boolean {
  const { words } = meaning;
  return namesProduct(words) && words.every((word) => word === 'name' || !isConcept(word)) && !classOfAnotherThing(meaning);
}

/** The source field a name's meaning tells ('Artikelname', 'Marca', 'Descrizione', 'Manufacturer part number'). */
function sourceFieldOfMeaning(meaning: NameMeaning): SourceFieldKey | undefined {
  const { words } = meaning;
  if (words.includes('ean')) return 'public_identifiers';
  if (words.includes('reference') || words.includes('model')) return 'partnumber';
  if (words.includes('brand')) return 'brand';
  if (words.includes('description') || words.includes('summary')) return 'description';
  return namesOnlyProduct(meaning) ? 'product_name' : undefined;
}

/** The source field a column suits, if any: names first, then GTIN and URL values. */
export function sourceFieldOf(name: string, values: readonly string[]): SourceFieldKey | undefined {
  const meaning = meaningOf(name);
  // A picture's position or alt text is named after the picture, and holds no address.
  if (names(meaning, LINKS)) return values.every((value) => value === '') || mostly(values, isWebAddress) ? 'binaries_or_urls' : undefined;
  const byMeaning = sourceFieldOfMeaning(meaning);
  if (byMeaning) return byMeaning;
  if (mostly(values, isGtin)) return 'public_identifiers';
  if (mostly(values, isWebAddress)) return 'binaries_or_urls';
  return undefined;
}
