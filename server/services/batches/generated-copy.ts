import type { FastifyBaseLogger } from 'fastify';
import { cellIssue } from '../../../domain/cell-issues.ts';
import { cellReason, reasonSentence } from '../../../domain/cell-reasons.ts';
import type { Product } from '../../../engine/enrich/types.ts';
import type { CheckedCopy, CopyRequest } from '../../../engine/generate/checked-copy.ts';
import type { CopyRefusal } from '../../../engine/generate/gates.ts';
import { copyColumns } from '../../assistant/prompt-product.ts';
import type { Assistant, GenerateField } from '../../assistant/types.ts';
import { Grouped } from '../../lib/grouped.ts';
import type { StoredCell } from '../../repositories/batch-values.repository.ts';
import { emptyCell, failedCell, valueCell } from './cells.ts';
import { failureCode } from './chunk-executor.ts';
import type { RunContext } from './run-context.ts';

/** A run's generated copy in flight: texts checked in the pool together when asked together, and copy its products' variants share. */
export class RunCopy {
  private readonly checks: Grouped<CopyRequest, CheckedCopy>;
  /** By file product, its shared copy while it is written or kept. */
  private readonly shared = new Map<number, Promise<Record<string, StoredCell>>>();

  constructor(check: (requests: CopyRequest[]) => Promise<readonly CheckedCopy[]>) {
    this.checks = new Grouped(check);
  }

  /** Texts to write offline or check (the copy gates), sent to the pool with the others asked at the same time. */
  check(request: CopyRequest): Promise<CheckedCopy> {
    return this.checks.add(request);
  }

  /** A file product's shared copy: written by `write` for the first of its variants to ask, the same promise for the others. */
  sharedBy(group: number, write: () => Promise<Record<string, StoredCell>>): Promise<Record<string, StoredCell>> {
    let copy = this.shared.get(group);
    if (!copy) {
      copy = write();
      this.shared.set(group, copy);
    }
    return copy;
  }
}

/**
 * GENERATE cells of one product, held to the copy gates (engine/generate/gates.ts): a text that
 * passes is stored; a model's refused text is asked again once, the refusal named; a text still
 * refused is stored as a failed cell (a model) or an empty one (the offline writer) with the reason —
 * and is not charged (cells.ts). One assistant request for all the product's fields; the offline
 * writing and the gates, CPU work, run in the worker pool.
 */
export async function writeCopy(
  deps: { assistant: Assistant; log: FastifyBaseLogger; signal: AbortSignal },
  { plan, progress, copy }: RunContext,
  product: Product,
  fields: GenerateField[],
  cells: Record<string, StoredCell>,
  /** What this pass found of the product: its EXTRACT values are facts a model's copy may state, shown beside its cells. */
  known: Record<string, StoredCell>,
  /** A second attempt at a text (a channel's shorter one): a failure keeps the first. */
  retry = false,
): Promise<void> {
  const { assistant, signal } = deps;
  const offline = assistant.name === 'local';
  const source = { kind: 'generated' as const, provider: assistant.name, model: assistant.model };
  // A model is also shown what EXTRACT found (in words: a value list's code says nothing to a reader), beside the row's own cells.
  const worded = new Set(plan.plans.flatMap((plan) => (plan.action === 'EXTRACT' && (!plan.valueList || plan.useLabel) ? [plan.output] : [])));
  const found = offline ? {} : Object.fromEntries(Object.entries(known).flatMap(([field, cell]) => (worded.has(field) && !(field in product) && cell.status === 'ok' && cell.value !== null ? [[field, String(cell.value)]] : [])));
  const readColumns = plan.readColumns.length === 0 ? [] : [...plan.readColumns, ...Object.keys(found)];
  const described = { ...product, ...found };
  // A model is held to the facts it was shown (the columns the template reads and those stating facts); the offline writer reads the whole row.
  const columns = offline ? [] : copyColumns(described, readColumns, plan.sources);
  const shownColumns = new Set(columns);
  const shown = shownColumns.size === 0 ? described : Object.fromEntries(Object.entries(described).filter(([column]) => shownColumns.has(column)));
  // The offline writer writes in the pool; a model's texts are checked there.
  const written = async (asked: GenerateField[]) => {
    const texts = offline ? undefined : await assistant.generateFields({ product: described, columns, sources: plan.sources, fields: asked, usage: progress.usage }, signal);
    const request = { fields: asked.map(({ output, tool, options }) => ({ output, tool, options })), product: described, shown, sources: plan.sources, texts };
    return copy.check(request);
  };
  try {
    const refused = new Map<string, CopyRefusal>();
    const take = (asked: GenerateField[], checked: CheckedCopy) => {
      for (const field of asked) {
        const { text = '', refusal = null, fromName } = checked[field.output] ?? {};
        if (refusal) refused.set(field.output, refusal);
        else {
          refused.delete(field.output);
          cells[field.output] = fromName ? fromNameCell(text, source, field.output) : valueCell(text, source);
        }
      }
    };
    take(fields, await written(fields));
    if (refused.size > 0 && !offline) {
      // One more try, the model told what was wrong (not when the product's facts are too few: no text can fix that).
      const again = fields.flatMap((field) => {
        const refusal = refused.get(field.output);
        return refusal && !PRODUCT_SHORT.has(refusal.key) ? [{ ...field, retry_note: reasonSentence(refusedReason(refusal, field.output)) }] : [];
      });
      if (again.length > 0) take(again, await written(again));
    }
    if (!retry) for (const [output, refusal] of refused) cells[output] = refusedCell(refusal, output, offline);
  } catch (error) {
    if (signal.aborted) throw error;
    deps.log.info({ err: error }, 'generation failed');
    if (!retry) for (const { output } of fields) cells[output] = failedCell(failureCode(error), output);
  }
}

/** Refusals that say the product's file is short of facts, not that the text is wrong. */
const PRODUCT_SHORT: ReadonlySet<string> = new Set(['few_facts', 'few_facts_for_words']);

const refusedReason = (refusal: CopyRefusal, field: string) => cellReason(refusal.code, refusal.key, { field, ...refusal.params });

/** A model's text written from the name alone: stored, its evidence and an issue saying it needs a look. */
function fromNameCell(text: string, source: { kind: 'generated'; provider: string; model: string | null }, field: string): StoredCell {
  return { ...valueCell(text, { ...source, from_name: true }), issues: [cellIssue('name_only', 'check', 'name_only', { field })] };
}

/** A refused text's cell: empty from the offline writer, failed from a model, saying why either way. */
function refusedCell(refusal: CopyRefusal, field: string, offline: boolean): StoredCell {
  const reason = refusedReason(refusal, field);
  return offline ? emptyCell(reason) : { value: null, status: 'failed', source: null, error: refusal.code, reason };
}
