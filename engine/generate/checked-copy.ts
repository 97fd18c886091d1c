import type { ResolvedGenerateOptions } from '../../domain/generation.ts';
import { factsOf } from '../enrich/facts.ts';
import type { Product, SourceColumns } from '../enrich/types.ts';
import { type CopyRefusal, isThinRow, refusalOf } from './gates.ts';
import { localCopy } from './local-copy.ts';

/** A GENERATE field as the gates see it: what it writes and with which options. */
export interface CopyField {
  output: string;
  tool: string;
  options: ResolvedGenerateOptions;
}

export interface CopyRequest {
  fields: CopyField[];
  /** The product the text is about: the numbers and codes it states. */
  product: Product;
  /** What the writer was shown of it: the facts a text must state come from these cells only. */
  shown: Product;
  sources: SourceColumns;
  /** A model's texts by output; none: the offline writer writes them. */
  texts?: Record<string, string>;
}

/** What a field asks in its own words (structure, type of content, SEO, format): a field asking for prices may hold them. */
export function fieldAsks(options: ResolvedGenerateOptions): string {
  return [options.structure, options.type_of_content, options.seo_guidelines, options.format].filter(Boolean).join(' ');
}

/**
 * Each field's text, and why it is not stored (engine/generate/gates.ts) when it is not; `fromName`:
 * a model wrote it from little more than the product's name, to be read before it is published.
 */
export type CheckedCopy = Record<string, { text: string; refusal: CopyRefusal | null; fromName?: true }>;

/**
 * A product's generated texts held to the copy gates — written first by the offline writer when no
 * model wrote them. All of it is CPU work (the facts, the writing, every gate), done in the pool.
 */
export function checkedCopy(request: CopyRequest): CheckedCopy {
  const offline = request.texts === undefined;
  const facts = factsOf(request.shown, request.sources);
  const checked: CheckedCopy = {};
  for (const field of request.fields) {
    const options = field.options;
    const text = request.texts ? (request.texts[field.output] ?? '') : localCopy(field.tool, request.product, request.sources, options);
    const refusal = refusalOf(text, { tool: field.tool, language: options.language, minWords: options.min_words, maxWords: options.max_words, facts, row: request.product, asks: fieldAsks(options) }, offline);
    checked[field.output] = { text, refusal: refusal ?? null, ...(!offline && !refusal && isThinRow(facts, field.tool) ? { fromName: true as const } : {}) };
  }
  return checked;
}
