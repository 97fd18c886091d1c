import { reasonSentence } from '../../../domain/cell-reasons.ts';
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
  cells: Record<string, StoredCell>;
}

/**
 * The channel's own file: its columns in its order and delimiter, each from the output field of the
 * same name, one row per variant. A GTIN the channel would refuse is left out; Google's
 * structured_title and structured_description repeat a generated title and description, marked as
 * written by a model; the variants of one product share Google's item_group_id (their first
 * variant's identifier or name) and Shopify's Handle (their first variant's).
 */
export function channelTable(run: RunChannel, baseName: string, products: readonly ProductCells[]): OutputTable {
  const { channel } = run;
  const cellValue = (cells: Record<string, StoredCell>, name: string): OutputValue => {
    const cell = cells[name];
    if (!cell || cell.issues?.some((issue) => issue.code === 'gtin_invalid')) return null;
    return cell.value;
  };
  const firstOf = new Map<number, ProductCells>();
  const sizes = new Map<number, number>();
  for (const product of products) {
    if (!firstOf.has(product.group)) firstOf.set(product.group, product);
    sizes.set(product.group, (sizes.get(product.group) ?? 0) + 1);
  }
  const rows = products.map(({ cells, group }) => {
    const first = firstOf.get(group);
    return channel.fields.map((field) => {
      if (field.group_id) return (sizes.get(group) ?? 0) > 1 ? (first?.key ?? `product-${group + 1}`) : null;
      if (field.shared_by_variants) return cellValue(first?.cells ?? cells, field.name);
      if (!field.derived_from) return cellValue(cells, field.name);
      const from = cells[field.derived_from];
      return from?.source?.kind === 'generated' && from.value !== null ? `${AI_GENERATED}:${from.value}` : null;
    });
  });
  const extension = channel.file_format === 'tsv' ? 'tsv' : 'csv';
  return {
    name: `${baseName}-${channel.id}.${extension}`,
    contentType: extension === 'tsv' ? 'text/tab-separated-values' : 'text/csv',
    delimiter: channel.delimiter,
    bom: false,
    header: channel.fields.map((field) => field.name),
    rows,
  };
}

/**
 * Every cell the channel had something to say about — product, field, severity, rule, value, message —
 * and every empty or failed cell with why: its status as the severity, its reason's code as the rule,
 * the text it looked at as the value.
 */
export function validationTable(baseName: string, products: readonly ProductCells[], fields: readonly string[]): OutputTable | null {
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
  return { name: `${baseName}-validation.csv`, contentType: 'text/csv', delimiter: ',', bom: true, header: ['Product', 'Field', 'Severity', 'Rule', 'Value', 'Message'], rows };
}
