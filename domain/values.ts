/**
 * A run's stored values and their evidence: where each product's value for an output field came
 * from, as the review grid shows it.
 */

export type ValueSource =
  /** COPY, or EXTRACT read from a source column (for an attribute pair, its value column). */
  | { kind: 'column'; column: string }
  /** EXTRACT matched an item of the field's value list in that column. */
  | { kind: 'value_list'; column: string; list: string; code: string; label: string }
  /** EXTRACT read on a web page, in that sentence. */
  | { kind: 'web'; url: string; quote: string }
  /** GENERATE: written by the assistant. */
  | { kind: 'generated'; provider: string; model: string | null }
  /** Typed by a user in the review grid. */
  | { kind: 'manual'; user: string; at: string };
