import { reasonSentence } from '../../../domain/cell-reasons.ts';
import { handleOf, urlList } from '../../../engine/channels/check.ts';
import type { OutputValue } from '../../../engine/enrich/types.ts';
import type { OutputTable } from '../../../workers/jobs.ts';
import type { StoredCell } from '../../repositories/batch-values.repository.ts';
import type { RunChannel } from './channel-cells.ts';

/** How Google's structured attributes mark text written by a model. */
const AI_GENERATED = 'trained_algorithmic_media';

interface ProductCells {
  key: string | null;
  /** The file product it sells: variants of one product share it. */
  group: number;
  /** A variant's options (name, value). */
  options: readonly [string, string][];
  cells: Record<string, StoredCell>;
}

/** How a row sells: a product without variants, a variant, or a variable product's parent row (WooCommerce). */
type RowKind = 'alone' | 'variant' | 'parent';
/** A channel row of a run product of a group; `picture`: the index of the product's picture it holds. */
type RowWriter = (product: ProductCells, group: ProductGroup, kind: RowKind, picture?: number) => OutputValue[];

/** A product's run products: its variants, or itself; its pictures, each once. */
interface ProductGroup {
  members: ProductCells[];
  first: ProductCells;
  pictures: string[];
}

/**
 * The channel's own file: its columns in its order and delimiter, each from the output field of the
 * same name, one row per variant. A GTIN the channel would refuse is left out; Google's
 * structured_title and structured_description repeat a generated title and description, marked as
 * written by a model. The variants of one product share Google's item_group_id (a handle of
 * their product's title, else of its first variant's identifier) and Shopify's Handle (their first variant's); options go in the
 * channel's option columns (names on a product's first row, values on each); WooCommerce gets a
 * `variable` row before a product's variations, which name it as their Parent. Shopify's pictures
 * go one a row, with their position, on rows of their own after the variants' when there are more.
 */
export function channelTable(run: RunChannel, baseName: string, products: readonly ProductCells[]): OutputTable {
  const { channel } = run;
  /** A channel field's cell: its output field's, named as the template names it. */
  const cellOf = (cells: Record<string, StoredCell>, name: string): StoredCell | undefined => cells[run.fed.get(name) ?? name];
  const cellValue = (cells: Record<string, StoredCell>, name: string): OutputValue => {
    const cell = cellOf(cells, name);
    const handleFrom = channel.fields.find((field) => field.name === name && !run.fed.has(name))?.handle_from;
    // A handle the template has no field for is made from the field it follows (Shopify's from the Title).
    if (!cell && handleFrom) return handleOf(String(cellValue(cells, handleFrom) ?? '')) || null;
    if (!cell || cell.issues?.some((issue) => issue.code === 'gtin_invalid')) return null;
    return cell.channel_value ?? cell.value;
  };
  // Pictures split over two fields: the first field's other addresses go to the second, before its own.
  const firstPicture = channel.fields.find((field) => field.pictures === 'first')?.name;
  const morePictures = (cells: Record<string, StoredCell>, name: string): OutputValue => {
    const first = firstPicture ? urlList(String(cellOf(cells, firstPicture)?.value ?? '')) : [];
    const urls = [...new Set([...first.slice(1), ...urlList(String(cellValue(cells, name) ?? ''))])].filter((url) => url !== first[0]);
    return urls.length > 0 ? urls.join(', ') : null;
  };
  const groups = new Map<number, ProductGroup>();
  for (const product of products) {
    const group = groups.get(product.group);
    if (group) group.members.push(product);
    else groups.set(product.group, { members: [product], first: product, pictures: [] });
  }
  const parentRows = channel.fields.some((field) => field.parent);
  // A product is known by a handle of its title (its parent row's SKU, its group's id).
  const titleField = channel.fields.find((field) => field.generate === 'ac_product_title')?.name;
  const parentSku = (group: ProductGroup) => handleOf(String((titleField && cellValue(group.first.cells, titleField)) || group.first.key || `product-${group.first.group + 1}`));
  const pictureField = channel.fields.find((field) => field.picture_rows)?.name;
  const row: RowWriter = (product, group, kind, picture) =>
    channel.fields.map((field) => {
      // A variant without its own value of a field it takes from its product reads its product's cells.
      const cells = field.from_product && isEmpty(cellValue(product.cells, field.name)) ? productCells(group, (member) => cellValue(member, field.name)) : product.cells;
      const variants = group.members.length > 1;
      if (field.picture_rows) return picture === undefined ? null : (group.pictures[picture] ?? null);
      if (field.picture_position) return picture !== undefined && group.pictures[picture] ? picture + 1 : null;
      if (field.group_id) return variants ? parentSku(group) : null;
      if (field.parent) return kind === 'variant' ? parentSku(group) : null;
      if (field.option) return optionCell(field.option, product, group, kind, parentRows);
      if (field.shared_by_variants) return cellValue(group.first.cells, field.name);
      if (parentRows && field.name === 'Type' && kind !== 'alone') return kind === 'parent' ? 'variable' : 'variation';
      if (kind === 'parent' && field.name === 'SKU') return parentSku(group);
      if (kind === 'parent' && field.type === 'price') return null;
      if (field.pictures === 'rest') return morePictures(cells, field.name);
      if (!field.derived_from) return cellValue(cells, field.name);
      const from = cellOf(cells, field.derived_from);
      return from?.source?.kind === 'generated' && from.value !== null ? `${AI_GENERATED}:${from.value}` : null;
    });
  for (const group of groups.values()) {
    const pictures = pictureField ? group.members.flatMap((member) => urlList(String(cellValue(member.cells, pictureField) ?? ''))) : [];
    group.pictures = [...new Set(pictures)];
  }
  const rows = [...groups.values()].flatMap((group) => {
    const kind: RowKind = group.members.length === 1 ? 'alone' : 'variant';
    const sold = group.members.map((member, index) => row(member, group, kind, index));
    if (kind === 'alone') return [...sold, ...pictureRows(group, row)];
    return parentRows ? [row(group.first, group, 'parent'), ...sold] : [...sold, ...pictureRows(group, row)];
  });
  const extension = channel.file_format === 'tsv' ? 'tsv' : 'csv';
  return {
    name: `${baseName}-${channel.id}.${extension}`,
    role: 'channel',
    contentType: extension === 'tsv' ? 'text/tab-separated-values' : 'text/csv',
    delimiter: channel.delimiter,
    bom: false,
    formulaSafe: false,
    header: channel.fields.map((field) => field.name),
    rows,
  };
}

const isEmpty = (value: OutputValue): boolean => value === null || value === '';

/** The cells of the first of a product's run products whose `value` says something; the first's when none does. */
function productCells(group: ProductGroup, value: (cells: Record<string, StoredCell>) => OutputValue): Record<string, StoredCell> {
  return (group.members.find((member) => !isEmpty(value(member.cells))) ?? group.first).cells;
}

/** A product's pictures its sold rows did not hold, each on a row of its own (the shared fields, the picture, its position). */
function pictureRows(group: ProductGroup, row: RowWriter): OutputValue[][] {
  const blank = { ...group.first, options: [], cells: {} };
  return group.pictures.slice(group.members.length).map((_, index) => row(blank, group, 'variant', group.members.length + index));
}

/**
 * An option column's cell: a variant's n-th option value on its row; its name on its product's first
 * row, or on every row when the file has parent rows (WooCommerce: the parent row names the option
 * with every value its variations take, each variation with its own).
 */
function optionCell(option: { index: number; part: 'name' | 'value' }, product: ProductCells, group: ProductGroup, kind: RowKind, everyRow: boolean): OutputValue {
  const own = product.options[option.index - 1];
  if (kind === 'parent') {
    const name = group.first.options[option.index - 1]?.[0];
    if (!name) return null;
    if (option.part === 'name') return name;
    return [...new Set(group.members.map((member) => member.options[option.index - 1]?.[1]).filter(Boolean))].join(', ');
  }
  if (!own) return null;
  if (option.part === 'value') return own[1];
  return product === group.first || everyRow ? own[0] : null;
}

/**
 * Every cell the channel had something to say about — product, field, severity, rule, value, message —
 * and every empty or failed cell with why: its status as the severity, its reason's code as the rule,
 * the text it looked at as the value. Above them, which output field fed each channel field whose
 * name differs (severity `info`, rule `fed_by`), so the report says where each column came from.
 */
export function validationTable(baseName: string, products: readonly ProductCells[], fields: readonly string[], run: RunChannel): OutputTable | null {
  const rows: OutputValue[][] = [];
  products.forEach(({ key, cells }, index) => {
    const name = key ?? `#${index + 1}`;
    for (const field of fields) {
      const cell = cells[field];
      for (const issue of cell?.issues ?? []) rows.push([name, field, issue.severity, issue.code, cell?.value ?? null, issue.message]);
      if (cell?.reason && (cell.status === 'empty' || cell.status === 'failed')) rows.push([name, field, cell.status, cell.reason.code, cell.reason.value ?? null, reasonSentence(cell.reason)]);
    }
  });
  if (rows.length === 0) return null;
  const fed = [...run.fed].filter(([field, output]) => field !== output).map(([field, output]): OutputValue[] => ['', field, 'info', 'fed_by', output, `${run.channel.name}: ${field} is written from the field ${output}.`]);
  return { name: `${baseName}-validation.csv`, role: 'validation', contentType: 'text/csv', delimiter: ',', bom: true, formulaSafe: true, header: ['Product', 'Field', 'Severity', 'Rule', 'Value', 'Message'], rows: [...fed, ...rows] };
}
