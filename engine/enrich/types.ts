/**
 * What enrichment works on: one product (its row, header → cell text) and, per output field, a plan
 * built once per run from the template's normalised mapping, the workspace settings and the value lists.
 */

import type { ResolvedGenerateOptions } from '../../domain/generation.ts';
import type { ExtractType } from '../../domain/mapping.ts';
import type { ValueListValue } from '../../domain/value-list.ts';
import type { DecimalMark } from '../quantities/number.ts';
import type { Product } from '../structure/product.ts';

export type { Product };

export interface CopyPlan {
  action: 'COPY';
  output: string;
  source: string;
  /** What the cell holds when the row gives nothing (engine/enrich/defaults.ts). */
  defaultValue?: string | null;
}

export interface ExtractPlan {
  action: 'EXTRACT';
  output: string;
  type: ExtractType;
  extraInfo: string | null;
  expectedUnit: string | null;
  valueList: ValueListValue[] | null;
  /** The list's name as the template gives it (its id when it names the list by id), for the value's evidence. */
  valueListName?: string | null;
  useLabel: boolean;
  /** The unit (or currency) the file's bare numbers are in, as the template says when the file does not. */
  sourceUnit?: string | null;
  /** The file's decimal mark, as the template says when the file does not. */
  sourceDecimal?: DecimalMark | null;
  /** What the cell holds when the row gives nothing; a field with one is not searched on the web. */
  defaultValue?: string | null;
  /** The one column the field reads, pinned by the user (else the columns its meaning finds). */
  readColumn?: string | null;
}

export interface GeneratePlan {
  action: 'GENERATE';
  output: string;
  tool: string;
  options: ResolvedGenerateOptions;
  /** Written once per product and shared by its variants (else a text per variant, from its own row). */
  shared: boolean;
}

export type FieldPlan = CopyPlan | ExtractPlan | GeneratePlan;

/** The template's source fields: which columns name, identify and describe a product. */
export type SourceColumns = Partial<Record<'product_name' | 'public_identifiers' | 'brand' | 'partnumber' | 'description' | 'binaries_or_urls', string[]>>;

export type OutputValue = string | number | null;

/** A value read on a web page: the page and the sentence that states it. */
export interface PageValue {
  value: string | number;
  url: string;
  quote: string;
}
