import type { CellIssue } from './values.ts';

/**
 * What a channel's rule says of a cell, in English, by message: the server writes these (the issues
 * file, the API's `message`) and the client shows them in the user's language from `says`, its
 * dictionaries holding the same messages (the English one is this).
 */
export const ISSUE_MESSAGES = {
  required: '{{channel}}: {{field}} is required.',
  required_missing: '{{channel}}: {{field}} is required, and the template has no field {{field}}; add it to the template, or start one from {{channel}}.',
  not_allowed: '{{channel}}: {{field}} must be one of {{allowed}}.',
  price_invalid: '{{channel}}: {{field}} must be an amount, like 15.00.',
  price_currency: '{{channel}}: {{field}} needs its currency, like 15.00 EUR; the file gives a bare amount: set the field’s currency of bare amounts in the template.',
  gtin_invalid: '{{channel}}: {{field}}: “{{value}}” is not a valid GTIN (8, 12, 13 or 14 digits with a correct check digit); it is left out of the file.',
  url_invalid: '{{channel}}: {{field}} must be a web address (http or https).',
  not_a_number: '{{channel}}: {{field}} must be a number.',
  unit_unknown: '{{channel}}: {{field}} is written in {{unit}}, and nothing says what unit “{{value}}” is in: set the field’s unit in the template, or name it in the column (“Weight (kg)”).',
  reads_two_ways: '{{channel}}: {{field}}: “{{value}}” reads two ways, {{low}} or {{high}}, and the file does not say which; write it so it reads one way only.',
  too_long: '{{channel}}: {{field}} takes at most {{max}} characters ({{length}} here).',
  written_as: '“{{value}}” written as “{{allowed}}”.',
  category_matched: '{{channel}}: {{field}} matched in its taxonomy: {{node}} (score {{score}}).',
  category_unmatched: '{{channel}}: {{field}}: no category of its taxonomy matches the product’s category and name well enough (best: {{best}}); set the field in the template.',
  made_from: 'Made from the {{from}}.',
  written_again: 'Written again to fit {{max}} characters.',
  cut_at_word: 'Cut at a whole word to fit {{max}} characters.',
  name_only: 'Written from the product’s name alone: the file says nothing else of it. Read {{field}} before it is published, or add the product’s facts to the file.',
} as const;

export type IssueMessage = keyof typeof ISSUE_MESSAGES;
export type IssueParams = Record<string, string | number>;

/** `template` with each {{name}} replaced by its value (the client's dictionaries use the same placeholders). */
export function fillMessage(template: string, params: IssueParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}

/** An issue with its English message and what the client needs to say it in another language. */
export function cellIssue(code: CellIssue['code'], severity: CellIssue['severity'], key: IssueMessage, params: IssueParams): CellIssue {
  return { code, severity, message: fillMessage(ISSUE_MESSAGES[key], params), says: { key, params } };
}
