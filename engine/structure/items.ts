import type { Product } from './product.ts';
import type { Concept } from '../lexicon/concepts.ts';
import { meaningOf } from '../lexicon/names.ts';
import { type FileStructure, fileStructure, variationSku } from './products.ts';

/**
 * What a run works on: one item per variant (the unit a shop sells), or per product when it has none.
 * A variant's empty cells take its product row's values — name, description, brand, category, tags,
 * facets, option names, pictures when it has none — and its own value always wins; what identifies or
 * prices a row (SKU, GTIN, price, stock, option values, its handle or parent) is never taken from
 * another. A product's rows of pictures alone add their pictures to it.
 */
export interface SellableItem {
  cells: Product;
  /** Its product: an index into the structure's products. */
  product: number;
  /** The columns whose value came from the product row (or its picture rows). */
  inherited: string[];
}

/** Concepts of a row of its own: never taken from the product row. */
const OWN: readonly Concept[] = ['reference', 'ean', 'stock', 'handle', 'parent'];

const ownToRow = (header: string) => {
  const { words, price } = meaningOf(header);
  return price !== null || words.some((word) => OWN.includes(word as Concept)) || ((words.includes('option') || words.includes('attribute')) && words.includes('value'));
};
const isImage = (header: string) => meaningOf(header).words.includes('image');

const cellsOf = (headers: readonly string[], row: readonly string[]): Product => Object.fromEntries(headers.map((header, i) => [header, row[i] ?? '']));

/** Several pictures in one cell, as WooCommerce writes its Images column. */
const joinPictures = (pictures: readonly string[]) => [...new Set(pictures.filter((picture) => picture.trim() !== ''))].join(', ');

/** Whether a cell lists variations by SKU ('sku=MH01-XS,size=XS|sku=…'). */
const listsVariations = (text: string) => variationSku(text.split('|')[0] ?? '') !== undefined;

/** A variant's own entry of its product's variations list ('sku=MH01-XS,size=XS,color=Black'), found by its SKU. */
function ownVariation(list: string, skus: ReadonlySet<string>): string | undefined {
  return list.split('|').find((variation) => {
    const sku = variationSku(variation);
    return sku !== undefined && skus.has(sku.trim().toLowerCase());
  });
}

export function sellableItems(headers: readonly string[], rows: readonly (readonly string[])[], structure: FileStructure): SellableItem[] {
  const own = headers.map(ownToRow);
  const pictures = headers.map(isImage);
  const lists = headers.map((header) => meaningOf(header).words.includes('variants'));
  const skuColumns = headers.flatMap((header, i) => (meaningOf(header).words.includes('reference') ? [i] : []));
  const items: SellableItem[] = [];
  structure.products.forEach((group, product) => {
    const productRow = rows[group.product] ?? [];
    // The product's pictures: its own, then those of its picture rows.
    const gallery = headers.map((_, i) => (pictures[i] ? joinPictures([productRow[i] ?? '', ...group.images.map((index) => rows[index]?.[i] ?? '')]) : ''));
    const galleryChanged = headers.filter((_, i) => pictures[i] && gallery[i] !== (productRow[i] ?? '').trim() && gallery[i] !== '');
    if (group.variants.length === 0) {
      const cells = cellsOf(headers, productRow);
      headers.forEach((header, i) => {
        if (pictures[i] && gallery[i] !== '') cells[header] = gallery[i] ?? '';
      });
      items.push({ cells, product, inherited: galleryChanged });
      return;
    }
    for (const index of group.variants) {
      const row = rows[index] ?? [];
      const cells = cellsOf(headers, row);
      const inherited: string[] = [];
      const hasPictures = headers.some((_, i) => pictures[i] && (row[i] ?? '').trim() !== '');
      const skus = new Set(skuColumns.map((i) => (row[i] ?? '').trim().toLowerCase()).filter(Boolean));
      headers.forEach((header, i) => {
        // The product's list of variations (Magento), narrowed to this variant's entry: its options as pairs.
        const variation = lists[i] && index !== group.product ? ownVariation(productRow[i] ?? '', skus) : undefined;
        if (variation !== undefined || (lists[i] && listsVariations(productRow[i] ?? ''))) {
          if (variation && (row[i] ?? '').trim() === '') {
            cells[header] = variation;
            inherited.push(header);
          }
          return;
        }
        if (pictures[i]) {
          // The product row sold as a variant shows the whole gallery; another variant its own pictures, else the product's.
          if ((index === group.product || !hasPictures) && gallery[i] !== '' && gallery[i] !== (row[i] ?? '').trim()) {
            cells[header] = gallery[i] ?? '';
            inherited.push(header);
          }
          return;
        }
        if (own[i] || index === group.product || (row[i] ?? '').trim() !== '') return;
        const value = productRow[i] ?? '';
        if (value.trim() === '') return;
        cells[header] = value;
        inherited.push(header);
      });
      items.push({ cells, product, inherited });
    }
  });
  return items;
}

/** A file's products and what a run sells of them, read from its headers and product rows. */
export interface FileProducts {
  structure: FileStructure;
  items: SellableItem[];
  /** Each product's own cells (its row, with its picture rows' pictures): what its shared copy is written from. */
  products: Product[];
}

/** `rowsOnly`: every row a product, as runs started before products were told from rows read their file. */
export function fileProducts(headers: readonly string[], rows: readonly (readonly string[])[], rowsOnly = false): FileProducts {
  const structure: FileStructure = rowsOnly ? { by: 'rows', products: rows.map((_, product) => ({ product, variants: [], images: [] })) } : fileStructure(headers, rows);
  const items = sellableItems(headers, rows, structure);
  const alone = sellableItems(headers, rows, { by: structure.by, products: structure.products.map((product) => ({ ...product, variants: [] })) });
  return { structure, items, products: alone.map((item) => item.cells) };
}
