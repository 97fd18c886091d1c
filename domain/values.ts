/**
 * A run's stored values and their evidence: for every product × output field, the value, its status
 * and where it came from, as the review grid shows it and the output files are written from.
 */
import type { IssueMessage, IssueParams } from './cell-issues.ts';
import type { CellReason, ReasonCode } from './cell-reasons.ts';
import type { BatchAction } from './mapping.ts';

/**
 * Where in a column's text EXTRACT read a value: the product's name, a description, or a unit column stating
 * the pack ('Stück (250 g)'), and the words that say it ('75g' in 'Haribo Goldbären 75g').
 */
export interface ReadInText {
  in: 'name' | 'description' | 'unit';
  span: string;
}

export type ValueSource =
  /**
   * COPY, or EXTRACT read from a source column (for an attribute pair, its value column); `read`: read
   * in the words of a name or description, not its whole cell; `from_product`: a variant's cell taken from its product row.
   */
  | { kind: 'column'; column: string; read?: ReadInText; from_product?: true }
  /** EXTRACT matched an item of the field's value list in that column. */
  | { kind: 'value_list'; column: string; list: string; code: string; label: string; read?: ReadInText; from_product?: true }
  /** EXTRACT read on a web page, in that sentence. */
  | { kind: 'web'; url: string; quote: string }
  /** GENERATE: written by the assistant; `from_name`: from little more than the product's name (engine/generate/gates.ts `isThinRow`), to be read before it is published. */
  | { kind: 'generated'; provider: string; model: string | null; from_name?: true }
  /** The template's default for the field (COPY or EXTRACT), as it is written there: a row's cells fill its `{Column}` placeholders. */
  | { kind: 'default'; value: string }
  /** Typed by a user in the review grid. */
  | { kind: 'manual'; user: string; at: string };

export type SourceKind = ValueSource['kind'];

/** Who accepted a value the run found, and when: it was read and kept as it is. */
export interface ReviewMark {
  user: string;
  at: string;
}

/**
 * A value's evidence as stored and answered: a value reused from an earlier run names that run; a
 * value a user accepted in the review says who and when (`reviewed`), its evidence kept.
 */
export type CellSource = ValueSource & { cached_from?: string; reviewed?: ReviewMark };

export const CELL_STATUSES = ['ok', 'empty', 'failed', 'edited'] as const;
export type CellStatus = (typeof CELL_STATUSES)[number];

export type CellValue = string | number | null;

/**
 * What a channel's rule says of a cell (docs/channels.md): an error the file would be refused for, or a
 * repair made; or what the writer says of its text (`check`): written from the name alone, to be read.
 */
export interface CellIssue {
  code: 'required' | 'too_long' | 'not_allowed' | 'price_invalid' | 'price_currency' | 'gtin_invalid' | 'url_invalid' | 'not_a_number' | 'unit_unknown' | 'category_unmatched' | 'repaired' | 'shortened' | 'name_only';
  severity: 'error' | 'warning' | 'check';
  /** In English: the issues file's words, and what is shown when `says` is absent (cells checked before it existed). */
  message: string;
  /** The message's name and values (domain/cell-issues.ts), for the client to say it in its language. */
  says?: { key: IssueMessage; params: IssueParams };
}

/** One product's value for one output field. `source` is null when empty, failed, or stored before evidence was kept. */
export interface ValueCell {
  value: CellValue;
  status: CellStatus;
  source: CellSource | null;
  /** An error code (never a provider's text) when failed. */
  error?: string;
  /** Its channel's verdict, when the run writes a channel's file. */
  issues?: CellIssue[];
  /** How the channel's file writes it, when that differs from `value` ('25.00 USD' for 25, 'in_stock' for 'En stock'). */
  channel_value?: CellValue;
  /** Why it is empty or failed (domain/cell-reasons.ts); a filled cell has none. */
  reason?: CellReason;
}

/** Where a product is in the run: its cells appear when it is no longer pending. */
export type ProductState = 'pending' | 'done' | 'failed';

export interface ValueRow {
  /** The product's 0-based row index in the input file. */
  product: number;
  /** Its identifier or name, when the file gives one. */
  key: string | null;
  /** The name of the file product it sells (its product row's), when the file gives one. */
  name: string | null;
  /** The file product it sells, numbered in file order: variants of one product share it. */
  group: number;
  state: ProductState;
  cells: Record<string, ValueCell>;
}

/**
 * An output field's column in the grid: its action and how many of its cells are in each status.
 * `action` null: a field the run's channel requires that its template does not have, after the
 * template's own — each product's cell empty, with the channel's `required` error; not editable.
 */
export interface ValueColumn {
  name: string;
  action: BatchAction | null;
  counts: Record<CellStatus, number>;
  /** How many of its cells carry an issue: its channel's verdict, or a text written from the name alone. */
  flagged: number;
  /** How many of its empty and failed cells each reason explains. */
  reasons: Partial<Record<ReasonCode, number>>;
}

/** GET /api/catalog/batch/{id}/values. */
export interface ValuesPage {
  /** Products matching the filters. */
  total: number;
  /** Output field names, in the template's order (only the one asked for with `field`). */
  fields: string[];
  rows: ValueRow[];
  /** Every output field of the run, with its counts over the whole run. */
  columns: ValueColumn[];
}

/** PATCH /api/catalog/batch/{id}/values. */
export interface EditValueRequest {
  product: number;
  field: string;
  value: CellValue;
}

/** POST /api/catalog/batch/{id}/values/accept: a value the run found, marked as reviewed. */
export interface AcceptValueRequest {
  product: number;
  field: string;
}

/** POST /api/catalog/batch/{id}/rerun (and its prediction). */
export interface RerunRequest {
  products?: number[];
  fields?: string[];
  failed_only?: boolean;
}

/** POST /api/catalog/batch/{id}/rerun/prediction: what the rerun would re-compute and charge at most. */
export interface RerunPrediction {
  required_credits: number;
  cells: number;
  products: number;
  /** Fields whose settings the template changed since the run: the rerun uses them as they are now. */
  changed_fields: string[];
}
