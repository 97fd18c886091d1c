/**
 * What enrichment works on: one product (its row, header → cell text) and, per output field, a plan
 * built once per run from the template's normalised mapping, the workspace settings and the value lists.
 */
export type Product = Record<string, string>;

export type ExtractType = 'string' | 'integer' | 'float';
export type Creativity = 'low' | 'medium' | 'high';

export interface ValueListItem {
  code: string;
  label: string;
}

/** Every generation option of docs/product.md (template entry over workspace defaults), resolved. */
export interface GenerateOptions {
  role: string | null;
  context: string | null;
  target: string | null;
  tone: string | null;
  language_adaptation: boolean;
  structure: string | null;
  type_of_content: string | null;
  seo_guidelines: string | null;
  format: string | null;
  language: string;
  min_words: number | null;
  max_words: number | null;
  creativity: Creativity;
}

export interface CopyPlan {
  action: 'COPY';
  output: string;
  source: string;
}

export interface ExtractPlan {
  action: 'EXTRACT';
  output: string;
  type: ExtractType;
  extraInfo: string | null;
  expectedUnit: string | null;
  valueList: ValueListItem[] | null;
  useLabel: boolean;
}

export interface GeneratePlan {
  action: 'GENERATE';
  output: string;
  tool: string;
  options: GenerateOptions;
}

export type FieldPlan = CopyPlan | ExtractPlan | GeneratePlan;

/** The template's source fields: which columns name, identify and describe a product. */
export type SourceColumns = Partial<Record<'product_name' | 'public_identifiers' | 'brand' | 'partnumber' | 'description' | 'binaries_or_urls', string[]>>;

export type OutputValue = string | number | null;
