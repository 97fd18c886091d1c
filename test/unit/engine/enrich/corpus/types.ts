import type { ReasonCode } from '../../../../../domain/cell-reasons.ts';
import type { ValueListValue } from '../../../../../domain/value-list.ts';
import type { OutputValue, Product } from '../../../../../engine/enrich/types.ts';

/** The output field as a user sets it up in a template; omitted settings are the defaults (type 'string', no unit, no extra info, no list, use_label false). */
export interface CorpusField {
  output: string;
  type?: 'string' | 'integer' | 'float';
  expectedUnit?: string | null;
  extraInfo?: string | null;
  valueList?: ValueListValue[] | null;
  useLabel?: boolean;
  valueListName?: string | null;
  /** The one column the field reads, pinned by the user. */
  readColumn?: string | null;
}

/**
 * One case: read `field` from `row` (or from a web page's `text`, or coerce a model's `answer`), expect `want`; `why` says the rule in one sentence.
 * `file` (optional): the other rows of the same file, for rules that look at a whole column. `quote` (text cases only): the sentence expected as evidence.
 */
export type CorpusCase = {
  why: string;
  field: CorpusField;
  want: OutputValue;
  /** A case Fiche does not read right yet, and why: reported as to do, not failed. */
  todo?: string;
  /** For a row left empty: the reason the cell says (domain/cell-reasons.ts). */
  reason?: ReasonCode;
  /** For a value read in the words of a name or description: those words, as its evidence shows them. */
  read?: string;
  file?: Product[];
  sources?: Record<string, string[]>;
} & /** `delimiter`: the CSV file's delimiter, when its shape decides the decimal mark (';' files write decimal commas). */
({ row: Product; delimiter?: string } | { text: string; quote?: string } | { answer: string });
