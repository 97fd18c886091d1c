/**
 * The closed list of what the rules ask about a name or a word. A concept is named by its English
 * word, and that word is also what a name's words are brought to ('Poids', 'Gewicht', 'Peso' →
 * 'weight'), so names in any language are compared by meaning.
 */

import type { Dimension } from '../../domain/units.ts';

export const CONCEPTS = [
  // What a column holds.
  'name',
  'description',
  'summary',
  'features',
  'bullet',
  'notes',
  'category',
  'brand',
  'model',
  'reference',
  // An identifier that is neither a reference nor a barcode: a row's id, a code ('ID', 'Code', 'Identifiant').
  'id',
  'ean',
  'image',
  'url',
  'stock',
  // How many of something a product has ('Nombre de pièces', 'Anzahl Schubladen').
  'count',
  // How many items a pack holds ('VPE', 'Pack size', 'Colisage', 'Unidades por envase').
  'pack',
  'price',
  // A price to consumers ('Retail price', 'Prezzo al pubblico', 'Endkundenpreis'): the shop's own, before a dealer's.
  'retail',
  // A price a maker recommends or a list states ('MSRP', 'UVP', 'Listino'), beside the shop's own.
  'recommended',
  // Money that is not a price itself: an amount, its currency ('Montant', 'Devise').
  'amount',
  'currency',
  'unit',
  // Columns holding name/value pairs ('Attributes', 'Attribute 1 name', 'Attribute 1 value(s)').
  'attribute',
  'value',
  // Things other than the product, whose names a file also lists.
  'supplier',
  'option',
  'file',
  // How a file ties variant rows to their product: a shared handle (Shopify), the parent's reference
  // (WooCommerce 'Parent', 'parent_sku'), the variations a product row lists (Magento 'configurable_variations').
  'handle',
  'parent',
  'variants',
  // The store view a row's values are for (Magento's '_store', 'store_view_code'): such a row restates a product.
  'store',
  // People and places other than the product's maker: a customer, a carrier, a website or a warehouse.
  'party',
  'site',
  // Measures.
  'weight',
  'length',
  'width',
  'height',
  'depth',
  'diameter',
  'thickness',
  'capacity',
  'power',
  'area',
  'screen',
  // Several sizes in one column ('Dimensions (L x l x H)', 'Abmessungen').
  'dimensions',
  // Attributes.
  'colour',
  'material',
  'size',
  'condition',
  'gender',
  'season',
  'origin',
  'country',
  'warranty',
  // Other properties a product is described by: its pattern, style, finish, voltage, age, specifications.
  'trait',
  // What a text field is for.
  'short',
  'long',
  'keywords',
  'meta',
  'seo',
] as const;

export type Concept = (typeof CONCEPTS)[number];

/** Concepts naming a thing other than the product: a 'Category name' or 'Supplier name' is not the product's name. */
export const OTHER_THINGS: ReadonlySet<Concept> = new Set(['category', 'brand', 'supplier', 'option', 'file', 'attribute', 'image', 'meta', 'seo', 'store', 'party', 'site']);

/** Concepts a column of products' names may be labelled with: what each is called, or what tells them apart ('Sabor', 'Farbe'). */
export const NAMING: ReadonlySet<Concept> = new Set(['name', 'trait', 'colour', 'material']);

/** The measures: a concept that is an amount of some dimension. */
export const MEASURES: ReadonlySet<Concept> = new Set(['weight', 'length', 'width', 'height', 'depth', 'diameter', 'thickness', 'capacity', 'power', 'area', 'screen']);

/** The dimension of each measure's quantities. */
export const MEASURE_DIMENSIONS: Readonly<Partial<Record<Concept, Dimension>>> = {
  weight: 'mass',
  capacity: 'volume',
  length: 'length',
  width: 'length',
  height: 'length',
  depth: 'length',
  diameter: 'length',
  thickness: 'length',
  power: 'power',
  area: 'area',
};

/** The sizes of an object along its axes, as the cells of a 'Dimensions (L x l x H)' column are named. */
export type AxisConcept = 'length' | 'width' | 'height' | 'depth';
export const AXES: ReadonlySet<Concept> = new Set<AxisConcept>(['length', 'width', 'height', 'depth']);

/**
 * Words of a price's name: 'price' says it is one; the kinds say which ('sale', 'purchase', the
 * struck-through 'compare_at', 'per_unit' per kilo or litre, 'other' amounts that are not the
 * product's price such as shipping costs or a sale's dates); the tax ('VAT', 'TVA'), and the basis a
 * price is on, tax included or excluded.
 * A price with no kind word is the selling price.
 */
export const PRICE_WORDS = ['price', 'sale', 'purchase', 'compare_at', 'per_unit', 'other', 'tax', 'tax_incl', 'tax_excl'] as const;
export type PriceWord = (typeof PRICE_WORDS)[number];

export const COLOURS = [
  'black',
  'white',
  'red',
  'blue',
  'navy',
  'light_blue',
  'dark_blue',
  'green',
  'dark_green',
  'yellow',
  'orange',
  'pink',
  'rose',
  'purple',
  'violet',
  'grey',
  'light_grey',
  'dark_grey',
  'brown',
  'beige',
  'silver',
  'gold',
  'natural',
  'multicolour',
  'ivory',
  'burgundy',
  'khaki',
  'cream',
  'copper',
  'turquoise',
] as const;
export type ColourId = (typeof COLOURS)[number];

/**
 * What a shop's export says of a product's availability or publication, and yes or no: a channel's
 * enumeration takes its own spelling of one of these ('in_stock', 'draft', '1').
 */
export const STATES = ['in_stock', 'out_of_stock', 'preorder', 'backorder', 'active', 'inactive', 'draft', 'archived', 'yes', 'no'] as const;
export type StateId = (typeof STATES)[number];

/** A product's condition, as a value a list or a channel takes. */
export const CONDITIONS = ['new', 'used', 'refurbished'] as const;
export type ConditionId = (typeof CONDITIONS)[number];

export const MATERIALS = [
  'wood',
  'solid_wood',
  'oak',
  'solid_oak',
  'beech',
  'solid_beech',
  'pine',
  'solid_pine',
  'walnut',
  'teak',
  'bamboo',
  'metal',
  'steel',
  'stainless_steel',
  'aluminium',
  'iron',
  'cast_iron',
  'brass',
  'glass',
  'tempered_glass',
  'plastic',
  'leather',
  'faux_leather',
  'cotton',
  'organic_cotton',
  'linen',
  'wool',
  'silk',
  'velvet',
  'polyester',
  'ceramic',
  'porcelain',
  'stoneware',
  'stone',
  'marble',
  'concrete',
  'rattan',
  'wicker',
  'paper',
  'cardboard',
  'rubber',
  'fabric',
  'foam',
  'resin',
  'canvas',
  'cashmere',
  'felt',
  'cork',
] as const;
export type MaterialId = (typeof MATERIALS)[number];
