import type { OpenQuestion } from '../../domain/analysis.ts';
import { DECIMAL_MARKS } from '../../domain/mapping.ts';
import { UNITS } from '../../domain/units.ts';
import { unitDimension } from '../lexicon/units.ts';
import type { NumberConventions } from '../quantities/conventions.ts';
import { parseQuantity } from '../quantities/quantity.ts';
import { extractWithSource } from './extract.ts';
import { type RowCell, rowCells } from './row-cells.ts';
import { targetOf } from './target.ts';
import type { ExtractPlan, Product } from './types.ts';

/** Currency codes Intl knows, offered when a file's prices state none. */
const CURRENCIES: readonly string[] = Intl.supportedValuesOf('currency');

/** The answers to a question: the units of the field's kind (its own first), the currencies, or the decimal marks. */
function choicesOf(plan: ExtractPlan, kind: OpenQuestion['kind']): string[] {
  const field = targetOf(plan);
  if (kind === 'decimal') return [...DECIMAL_MARKS];
  const own = field.unit ?? field.unknownUnit;
  const offered = kind === 'currency' ? CURRENCIES : Object.keys(UNITS).filter((unit) => field.dimension !== undefined && UNITS[unit]?.dimension === field.dimension);
  return own ? [own, ...offered.filter((unit) => unit !== own)] : [...offered];
}

/** Whether a price cell states its currency, in the cell ('12 €') or its column's name ('Price (EUR)'). */
function statesCurrency(cell: RowCell): boolean {
  const unit = parseQuantity(cell.text, cell.decimal)?.unit ?? cell.meaning.unit;
  return unit !== undefined && unitDimension(unit) === 'currency';
}

/**
 * What a file leaves open for a template's numeric EXTRACT fields, found the way a run reads it: the
 * rows whose number has no unit anywhere (unit_unknown), reads two ways (ambiguous_number), or is a
 * price with no currency. One question per field and kind, on the column most rows point to; a kind
 * the template already answers is not asked again.
 */
export function openQuestions(plans: readonly ExtractPlan[], products: readonly Product[], numbers: NumberConventions): OpenQuestion[] {
  const found = new Map<string, OpenQuestion>();
  const ask = (plan: ExtractPlan, kind: OpenQuestion['kind'], column: string, example: string) => {
    const key = `${plan.output}\u0000${kind}\u0000${column}`;
    const question = found.get(key) ?? { field: plan.output, column, kind, choices: choicesOf(plan, kind), example, products: 0 };
    question.products++;
    found.set(key, question);
  };
  const numeric = plans.filter((plan) => plan.type !== 'string');
  for (const product of products) {
    const cells = rowCells(product, numbers);
    for (const plan of numeric) {
      const result = extractWithSource(plan, product, {}, cells);
      const { reason } = result;
      if (reason?.code === 'unit_unknown' && !plan.sourceUnit && reason.column) ask(plan, 'unit', reason.column, reason.value ?? '');
      else if (reason?.code === 'ambiguous_number' && !plan.sourceDecimal && reason.column) ask(plan, 'decimal', reason.column, reason.value ?? '');
      else if (result.source?.kind === 'column' && !plan.sourceUnit && targetOf(plan).meaning.price) {
        const column = result.source.column;
        const cell = cells.find((candidate) => candidate.column === column && candidate.name === column);
        if (cell && !statesCurrency(cell)) ask(plan, 'currency', column, cell.text.trim());
      }
    }
  }
  // One question per field and kind: the column most products point to.
  const best = new Map<string, OpenQuestion>();
  for (const question of found.values()) {
    const key = `${question.field}\u0000${question.kind}`;
    const current = best.get(key);
    if (!current || question.products > current.products) best.set(key, question);
  }
  return [...best.values()];
}
