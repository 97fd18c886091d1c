import { isPlaceholder } from '../lexicon/index.ts';
import { meaningOf } from '../lexicon/names.ts';
import type { RowCell } from './row-cells.ts';

/** What makes a variant: its option names and values in order (Color = Green, Size = M). */
export type VariantOption = [name: string, value: string];

/** Concepts of a column whose pairs are a variant's options. */
const OPTION_COLUMNS = ['option', 'attribute', 'variants', 'value'] as const;

/**
 * A run product's options (of its `rowCells`), read as attribute pairs from its option columns (Shopify's `OptionN
 * Name/Value`, WooCommerce's `Attribute N name/value(s)`, Magento's own entry of its variations list,
 * names and values written as two lists): what a channel's file writes as its variant's options. An
 * identifier among the pairs (Magento's `sku=`), a flag or a setting about options (`has_options=0`,
 * `required_options=0`) and a placeholder ('Default Title') are none.
 */
export function variantOptions(cells: readonly RowCell[]): VariantOption[] {
  const options: VariantOption[] = [];
  for (const cell of cells) {
    if (cell.name === cell.column || cell.meaning.flag || cell.meaning.words.includes('reference') || cell.meaning.words.includes('option')) continue;
    const column = meaningOf(cell.column).words;
    if (!OPTION_COLUMNS.some((concept) => column.includes(concept))) continue;
    const value = cell.text.trim();
    if (value === '' || isPlaceholder(value) || options.some(([name]) => name.toLowerCase() === cell.name.toLowerCase())) continue;
    options.push([cell.name.trim(), value]);
  }
  return options;
}
