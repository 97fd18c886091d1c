/**
 * Channel presets: the import formats of the places a catalogue is published to, with each field's
 * rule (docs/channels.md gives each specification's source and the date it was read). A template
 * made from a preset has one output field per channel field, named as the channel names it; a run
 * whose destination is the channel checks every such cell against its rule and writes the channel's
 * file beside the usual outputs.
 */
import type { GenerationTool } from './mapping.ts';

/** How a channel reads a field's value. */
export type ChannelFieldType = 'text' | 'html' | 'url' | 'price' | 'gtin' | 'integer' | 'decimal' | 'enum';

export interface ChannelField {
  name: string;
  required: boolean;
  max_length?: number;
  type?: ChannelFieldType;
  /** For `enum`: the values the channel accepts, as it spells them. */
  allowed?: string[];
  /** How a template made from the preset fills it: written by the assistant with this tool, else extracted. */
  generate?: GenerationTool;
  /** The unit an extracted number is asked in (grams for Shopify's weight). */
  unit?: string;
  /** What to look for, for an extracted field (the template's extra information). */
  hint?: string;
  /** Written by Fiche from another field (Google's structured_title from a generated title), not a template field. */
  derived_from?: string;
  /** When empty, made from this field as a URL handle (Shopify's Handle from the Title), and said so. */
  handle_from?: string;
  /**
   * Written by Fiche for the variants of one product, not a template field: the same for all of them
   * (Google's item_group_id); empty for a product without variants.
   */
  group_id?: true;
  /** The same for every variant of a product: its first variant's value (Shopify's Handle, which groups a product's rows). */
  shared_by_variants?: true;
  /** Written by Fiche from a variant's options: the name or value of its n-th option (1-based). */
  option?: { index: number; part: 'name' | 'value' };
  /**
   * A product's pictures one a row (Shopify): the first on its first row, the next ones on its
   * variants' rows, the rest on rows of their own that hold only the shared fields and the picture.
   */
  picture_rows?: true;
  /** Written by Fiche: the position of the picture on its row among its product's (1-based). */
  picture_position?: true;
  /**
   * What a product file's column holding it is called, in words the lexicon reads in any language
   * ('reference' is a SKU, an Artikelnummer or a Référence; 'sale price' a Prix promo): a template
   * made from the channel with the file copies that column (engine/channels/sources.ts).
   */
  reads?: string;
  /**
   * Pictures split over two fields: 'first' takes one address (Google's image_link), the others of
   * its cell go to the 'rest' field (additional_image_link) with that field's own.
   */
  pictures?: 'first' | 'rest';
  /** What a template made from the channel puts in the field when the file has no column for it (condition: new), shown with evidence `default`. */
  default?: string;
  /** For an availability: the values a stock quantity stands for, more than zero and zero. */
  stock?: { positive: string; zero: string };
  /** Written by Fiche: a variation's parent row's SKU (WooCommerce, whose file gets a `variable` row before each product's variations). */
  parent?: true;
  /** A measure written with its unit ('0.68 kg', Google's shipping_weight) instead of a bare number in `unit`. */
  with_unit?: true;
  /** A variant without a value of its own takes its product's (Google: each variant's row stands alone). */
  from_product?: true;
  /** A node of the channel's own taxonomy, matched from the product's category and name, never the shop's own path. */
  taxonomy?: 'google' | 'shopify';
}

/** Whether Fiche writes a channel field itself, rather than a template field filling it. */
export const writtenByFiche = (field: ChannelField): boolean => Boolean(field.derived_from || field.group_id || field.option || field.parent || field.picture_position);

const optionColumns = (count: number, name: (index: number) => string, value: (index: number) => string): ChannelField[] =>
  Array.from({ length: count }, (_, i) => [
    { name: name(i + 1), required: false, type: 'text' as const, option: { index: i + 1, part: 'name' as const } },
    { name: value(i + 1), required: false, type: 'text' as const, option: { index: i + 1, part: 'value' as const } },
  ]).flat();

export interface Channel {
  id: ChannelId;
  name: string;
  file_format: 'csv' | 'tsv';
  delimiter: string;
  /** How a price is written: with its currency ('15.00 EUR', Google) or as a bare decimal. */
  price_format: 'amount_currency' | 'decimal';
  fields: ChannelField[];
}

export const CHANNEL_IDS = ['google_merchant_center', 'shopify', 'woocommerce', 'prestashop'] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

const text = (name: string, max_length?: number, extra: Partial<ChannelField> = {}): ChannelField => ({ name, required: false, type: 'text', ...(max_length ? { max_length } : {}), ...extra });
const required = (field: ChannelField): ChannelField => ({ ...field, required: true });
const enumeration = (name: string, allowed: string[], extra: Partial<ChannelField> = {}): ChannelField => ({ name, required: false, type: 'enum', allowed, ...extra });

const GOOGLE: Channel = {
  id: 'google_merchant_center',
  name: 'Google Merchant Center',
  file_format: 'tsv',
  delimiter: '\t',
  price_format: 'amount_currency',
  fields: [
    required(text('id', 50, { hint: "the product's own reference (SKU)", reads: 'reference' })),
    text('item_group_id', 50, { group_id: true }),
    required(text('title', 150, { generate: 'ac_product_title', reads: 'name' })),
    required(text('description', 5000, { generate: 'ac_product_description', reads: 'description', from_product: true })),
    required({ name: 'link', required: true, type: 'url', max_length: 2000, reads: 'url', from_product: true }),
    required({ name: 'image_link', required: true, type: 'url', max_length: 2000, reads: 'image', pictures: 'first', from_product: true }),
    { name: 'additional_image_link', required: false, type: 'url', max_length: 2000, reads: 'image', pictures: 'rest', from_product: true },
    required(enumeration('availability', ['in_stock', 'out_of_stock', 'preorder', 'backorder'], { reads: 'stock', stock: { positive: 'in_stock', zero: 'out_of_stock' } })),
    required({ name: 'price', required: true, type: 'price', reads: 'price' }),
    { name: 'sale_price', required: false, type: 'price', reads: 'sale price' },
    required(text('brand', 70, { reads: 'brand' })),
    { name: 'gtin', required: false, type: 'gtin', max_length: 50, reads: 'ean' },
    text('mpn', 70, { hint: "the manufacturer's part number" }),
    required(enumeration('condition', ['new', 'refurbished', 'used'], { reads: 'condition', default: 'new' })),
    text('product_type', 750, { reads: 'category' }),
    text('google_product_category', undefined, { taxonomy: 'google' }),
    text('color', 100, { reads: 'colour' }),
    text('size', 100, { reads: 'size' }),
    text('material', 200, { reads: 'material' }),
    { name: 'shipping_weight', required: false, type: 'decimal', unit: 'kg', reads: 'weight', with_unit: true },
    text('structured_title', 150, { derived_from: 'title' }),
    text('structured_description', 5000, { derived_from: 'description' }),
  ],
};

const SHOPIFY: Channel = {
  id: 'shopify',
  name: 'Shopify',
  file_format: 'csv',
  delimiter: ',',
  price_format: 'decimal',
  fields: [
    required(text('Handle', 255, { hint: 'a URL handle: lowercase words joined by hyphens', handle_from: 'Title', shared_by_variants: true, reads: 'handle' })),
    required(text('Title', 255, { generate: 'ac_product_title', reads: 'name' })),
    { name: 'Body (HTML)', required: false, type: 'html', max_length: 65535, generate: 'ac_product_description', reads: 'description' },
    text('Vendor', 255, { reads: 'brand' }),
    text('Product Category', undefined, { taxonomy: 'shopify' }),
    text('Type', 255, { reads: 'category' }),
    text('Tags'),
    ...optionColumns(
      3,
      (n) => `Option${n} Name`,
      (n) => `Option${n} Value`,
    ),
    text('Variant SKU', 255, { reads: 'reference' }),
    { name: 'Variant Grams', required: false, type: 'integer', unit: 'g' },
    { name: 'Variant Price', required: true, type: 'price', reads: 'price' },
    { name: 'Variant Compare At Price', required: false, type: 'price', reads: 'compare at price' },
    { name: 'Variant Barcode', required: false, type: 'gtin', reads: 'ean' },
    { name: 'Image Src', required: false, type: 'url', picture_rows: true, reads: 'image' },
    { name: 'Image Position', required: false, type: 'integer', picture_position: true },
    text('Image Alt Text', 512),
    text('SEO Title', 70, { generate: 'ac_product_title' }),
    text('SEO Description', 320, { generate: 'ac_seo_meta_description' }),
    enumeration('Status', ['active', 'draft', 'archived']),
  ],
};

const WOOCOMMERCE: Channel = {
  id: 'woocommerce',
  name: 'WooCommerce',
  file_format: 'csv',
  delimiter: ',',
  price_format: 'decimal',
  fields: [
    enumeration('Type', ['simple', 'variable', 'grouped', 'external']),
    text('SKU', 100, { reads: 'reference' }),
    { name: 'Parent', required: false, type: 'text', parent: true },
    { name: 'GTIN, UPC, EAN, or ISBN', required: false, type: 'gtin', reads: 'ean' },
    required(text('Name', 200, { generate: 'ac_product_title', reads: 'name' })),
    enumeration('Published', ['1', '0', '-1']),
    text('Short description', 800, { generate: 'ac_short_description', reads: 'short description' }),
    { name: 'Description', required: false, type: 'html', generate: 'ac_product_description', reads: 'description' },
    enumeration('In stock?', ['1', '0', 'backorder'], { reads: 'stock', stock: { positive: '1', zero: '0' } }),
    { name: 'Weight (kg)', required: false, type: 'decimal', unit: 'kg' },
    { name: 'Length (cm)', required: false, type: 'decimal', unit: 'cm' },
    { name: 'Width (cm)', required: false, type: 'decimal', unit: 'cm' },
    { name: 'Height (cm)', required: false, type: 'decimal', unit: 'cm' },
    { name: 'Regular price', required: false, type: 'price', reads: 'price' },
    { name: 'Sale price', required: false, type: 'price', reads: 'sale price' },
    text('Categories', undefined, { reads: 'category' }),
    text('Tags'),
    { name: 'Images', required: false, type: 'url', reads: 'image' },
    text('Brands', undefined, { reads: 'brand' }),
    ...optionColumns(
      2,
      (n) => `Attribute ${n} name`,
      (n) => `Attribute ${n} value(s)`,
    ),
  ],
};

const PRESTASHOP: Channel = {
  id: 'prestashop',
  name: 'PrestaShop',
  file_format: 'csv',
  delimiter: ';',
  price_format: 'decimal',
  fields: [
    enumeration('Active (0/1)', ['0', '1']),
    required(text('Name *', 128, { generate: 'ac_product_title', reads: 'name' })),
    text('Categories (x,y,z...)', undefined, { reads: 'category' }),
    { name: 'Price tax excluded', required: false, type: 'price', reads: 'price tax excluded' },
    text('Reference #', 64, { reads: 'reference' }),
    text('Manufacturer', 64, { reads: 'brand' }),
    { name: 'EAN13', required: false, type: 'gtin', reads: 'ean' },
    { name: 'Weight', required: false, type: 'decimal', unit: 'kg' },
    text('Summary', 800, { generate: 'ac_short_description', reads: 'short description' }),
    { name: 'Description', required: false, type: 'html', generate: 'ac_product_description', reads: 'description' },
    text('Meta title', 255, { generate: 'ac_product_title' }),
    text('Meta description', 512, { generate: 'ac_seo_meta_description' }),
    { name: 'Image URLs (x,y,z...)', required: false, type: 'url', reads: 'image' },
    enumeration('Condition', ['new', 'used', 'refurbished'], { reads: 'condition', default: 'new' }),
  ],
};

export const CHANNELS: readonly Channel[] = [GOOGLE, SHOPIFY, WOOCOMMERCE, PRESTASHOP];

export function channelById(id: string | null | undefined): Channel | undefined {
  return CHANNELS.find((channel) => channel.id === id);
}
