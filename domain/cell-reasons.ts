import { fillMessage, type IssueParams } from './cell-issues.ts';
import { REASON_MESSAGES_FR } from './cell-reasons-fr.ts';
import type { ErrorCode } from './errors.ts';
import type { Language } from './user.ts';

/**
 * Why a run left a cell empty or failed (docs/review.md "Why a cell is empty"): the rule that kept it
 * empty, the cell it looked at, and a sentence saying how to fix it. The server writes the English
 * sentence (the xlsx Sources sheet, the validation report); the client says it in the user's
 * language from `says`, its dictionaries holding the same messages (the English one is this).
 */
const EXTRACTION_REASONS = [
  /** No cell of the row holds the field. */
  'not_found',
  /** The field's own column is empty (or holds a placeholder) in this row. */
  'source_empty',
  /** A number, and no unit anywhere: not the cell, the column's name, the template. */
  'unit_unknown',
  /** A number that reads two ways ('1.250') and the file does not say which. */
  'ambiguous_number',
  /** A cell that matched no item of the field's value list. */
  'not_in_list',
  /** Several items or numbers where the field takes one. */
  'several_values',
  /** A range or a sentence, not one quantity. */
  'not_one_quantity',
  /** A quantity in a unit that is not the field's kind ('12 cm' for a weight), or in another currency. */
  'other_unit',
  /** A price with a tax basis other than the field's. */
  'other_tax',
  /** An amount per unit ('2,99 €/kg') where the field wants a quantity, or a price per another unit. */
  'per_unit',
  /** Zero or below zero where the field cannot be. */
  'not_plausible',
  /** Text that is not of the field's kind: words where a number is asked, a code where a colour is. */
  'not_readable',
] as const;
/** Why extraction left a cell empty: each reason has a sentence of the same name. */
export type ExtractionReason = (typeof EXTRACTION_REASONS)[number];

/** The reasons generated copy is refused for (engine/generate/gates.ts). */
export const COPY_REASONS = [
  /** Generated copy: the product's facts are too few to write it, or the text said none of them. */
  'not_enough_facts',
  /** Generated copy not in the field's language, or holding a sentence in another. */
  'wrong_language',
  /** Generated copy shorter than the field's min words. */
  'too_short',
  /** Generated copy longer than the field's max words. */
  'too_long',
  /** Generated copy holding what the file says as data: a web address, a price, a code, a column's name. */
  'copied_text',
  /** Generated copy whose sentences would fit any product (filler). */
  'generic_text',
  /** Generated copy stating a number the product's row does not. */
  'unsupported_fact',
] as const;
export type CopyReason = (typeof COPY_REASONS)[number];

export const EMPTY_REASONS = [...EXTRACTION_REASONS, ...COPY_REASONS] as const;
export type EmptyReason = (typeof EMPTY_REASONS)[number];

/** A failed cell's reason is its failure's code (never a provider's text). */
export type ReasonCode = EmptyReason | ErrorCode;

/** Failure codes a cell can carry, each with its sentence. */
const FAILURE_MESSAGES = {
  assistant_unavailable: 'The assistant could not be reached for {{field}}; run the cell again later.',
  assistant_timeout: 'The assistant took too long to answer for {{field}}; run the cell again.',
  assistant_rate_limited: 'The assistant refused more requests for now; run the cell again in a few minutes.',
  assistant_bad_answer: 'The assistant gave an answer for {{field}} that could not be used; run the cell again.',
  search_unavailable: 'Web search could not be reached for {{field}}; run the cell again later.',
  worker_failed: 'Reading this product failed; run the cell again.',
  worker_timeout: 'Reading this product took too long; run the cell again.',
  input_unreadable: 'The product file could not be read again; upload it again and start a new run.',
  failed: 'The cell could not be computed ({{error}}); run it again.',
} as const;

export const REASON_MESSAGES = {
  not_found: 'No column of this row states {{field}}; map the column that holds it, or say where it is in the field’s extra info.',
  not_found_searched: 'Neither this row nor the web pages found state {{field}}; add the column that holds it to the file.',
  copy_unset: '{{field}} has no column to copy and no default; choose its column in the template, or give it a default (a pattern such as https://shop.example/products/{Handle} takes a column’s value).',
  copy_not_found: 'The file has no column “{{column}}” to copy into {{field}}; choose another column in the template.',
  source_empty: 'The column “{{column}}” is empty in this row; fill it in the file, or type the value here.',
  default_needs: 'The default of {{field}} needs “{{column}}”, which is empty in this row; fill it in the file, or type the value here.',
  source_placeholder: 'The column “{{column}}” says “{{value}}”, which gives no value; fill it in the file, or type the value here.',
  unit_unknown: 'The file does not say which unit “{{column}}” is in ({{value}}); set the unit of its numbers in the template.',
  ambiguous_number: '“{{value}}” in “{{column}}” reads two ways, {{low}} or {{high}}, and the file does not say which; set the decimal mark in the template.',
  not_in_list: '“{{value}}” in “{{column}}” is not in the value list {{list}}; add it to the list, or edit the cell.',
  not_in_unnamed_list: '“{{value}}” in “{{column}}” is not in the field’s value list; add it to the list, or edit the cell.',
  several_values: '“{{value}}” in “{{column}}” holds several values; the field takes one.',
  several_items: '“{{value}}” in “{{column}}” names several items of the value list; the field takes one.',
  several_numbers: '“{{value}}” in “{{column}}” holds several numbers; the field takes one.',
  not_one_quantity: '“{{value}}” in “{{column}}” is a range or a sentence, not one quantity; write one value in the file, or type it here.',
  other_unit: '“{{value}}” in “{{column}}” is in {{unit}}, which cannot be given in {{wanted}}; check the field’s unit.',
  other_tax: '“{{value}}” in “{{column}}” is a price with another tax basis than {{field}} asks for; map the column with the right prices.',
  per_unit: '“{{value}}” in “{{column}}” is a price per {{unit}}, not {{field}}.',
  not_a_price: '“{{value}}” in “{{column}}” is a quantity in {{unit}}, not a price.',
  not_plausible: '“{{value}}” in “{{column}}” cannot be {{field}} (zero or below zero); correct it in the file.',
  not_readable: '“{{value}}” in “{{column}}” cannot be read as {{field}}.',
  not_a_number: '“{{value}}” in “{{column}}” is not a number.',
  unknown_unit: '“{{value}}” in “{{column}}” is a number with words Fiche does not read as a unit; write the number alone, or give the field its unit.',
  not_a_gtin: '“{{value}}” in “{{column}}” is not a GTIN (8, 12, 13 or 14 digits).',
  flavour_not_colour: '“{{value}}” in “{{column}}” names a flavour or a scent of a food or cosmetic, not {{field}}; map the column that holds it, or type the value here.',
  code_not_word: '“{{value}}” in “{{column}}” is a code, not a {{field}}; map the column that names it in words, or a value list with this code.',
  few_facts: 'The file says too little about this product to write {{field}} ({{facts}} facts; the text needs two of its category, material, colour, sizes, options or features); add them to the file, or write the text here.',
  few_facts_for_words: 'The product’s facts make {{words}} words, fewer than the {{min}} asked for {{field}}; add facts to the file, lower the field’s min words, or write the text here.',
  not_naming_product: 'The text written for {{field}} did not name the product; run the cell again, or write it here.',
  facts_not_stated: 'The text written for {{field}} stated {{facts}} of the product’s facts, fewer than two; run the cell again, or write it here.',
  wrong_language: 'The text written for {{field}} was not in the field’s language ({{language}}): “{{value}}”; run the cell again, or write it here.',
  too_short: 'The text written for {{field}} has {{words}} words, fewer than the {{min}} asked; run the cell again, or write it here.',
  too_long: 'The text written for {{field}} has {{words}} words, more than the {{max}} asked; run the cell again, or write it here.',
  copied_url: 'The text written for {{field}} holds a web address (“{{value}}”); run the cell again, or write it here.',
  copied_price: 'The text written for {{field}} holds a price (“{{value}}”), which the field does not ask for; run the cell again, or write it here.',
  copied_code: 'The text written for {{field}} holds the product’s code “{{value}}”; run the cell again, or write it here.',
  copied_column: 'The text written for {{field}} names the file’s column “{{value}}”; run the cell again, or write it here.',
  generic_text: 'The text written for {{field}} says things true of any product (“{{value}}”); run the cell again, or write it here.',
  unsupported_fact: 'The text written for {{field}} states “{{value}}”, which the product’s row does not say; run the cell again, or write it here.',
  ...FAILURE_MESSAGES,
} as const;

export type ReasonMessage = keyof typeof REASON_MESSAGES;

/** Why a cell is empty or failed, as stored with it and answered by the values API. */
export interface CellReason {
  code: ReasonCode;
  /** The column it looked at, when there is one. */
  column?: string;
  /** That column's text in this row, when it explains the reason. */
  value?: string;
  /** The sentence's name and values, for the client to say it in its language. */
  says: { key: ReasonMessage; params: IssueParams };
}

/** A reason; `params` fill its sentence (the column and value given are among them). */
export function cellReason(code: ReasonCode, key: ReasonMessage, params: IssueParams): CellReason {
  const reason: CellReason = { code, says: { key, params } };
  if (typeof params.column === 'string') reason.column = params.column;
  if (params.value !== undefined) reason.value = String(params.value);
  return reason;
}

/** A failed cell's reason: its failure code, said in a sentence (a code without one of its own said as such). */
export function failureReason(error: string, field: string): CellReason {
  const key = (error in FAILURE_MESSAGES ? error : 'failed') as ReasonMessage;
  return { code: error as ErrorCode, says: { key, params: { field, error } } };
}

/** The reason's sentence, in English or French (domain/cell-reasons-fr.ts). */
export function reasonSentence(reason: CellReason, language: Language = 'en'): string {
  return fillMessage((language === 'fr' ? REASON_MESSAGES_FR : REASON_MESSAGES)[reason.says.key], reason.says.params);
}
