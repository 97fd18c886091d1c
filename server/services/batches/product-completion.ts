import type { FastifyBaseLogger } from 'fastify';
import { cellReason } from '../../../domain/cell-reasons.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import type { RowResult } from '../../../engine/enrich/plan.ts';
import type { ExtractPlan, GeneratePlan, Product, SourceColumns } from '../../../engine/enrich/types.ts';
import { normaliseGtin } from '../../../engine/quantities/gtin.ts';
import { type VariantOption, variantOptions } from '../../../engine/enrich/options.ts';
import type { Assistant, GenerateField } from '../../assistant/types.ts';
import { mapInSlices } from '../../../db/time-slices.ts';
import type { BatchValuesRepository, StoredCell } from '../../repositories/batch-values.repository.ts';
import type { WebSearch } from '../../search/types.ts';
import { cellsFromRow, emptyCell, failedCell, valueCell } from './cells.ts';
import { applyChannel, overLimit } from './channel-cells.ts';
import { failureCode } from './chunk-executor.ts';
import { writeCopy } from './generated-copy.ts';
import type { RunContext } from './run-context.ts';
import { RunFailure } from './run-failure.ts';
import { hasSiblings } from '../../lib/run-input.ts';

/** A product's cells beyond what its row gives: web extraction, generated copy, a channel's rules. */
export class ProductCompletion {
  constructor(private readonly deps: { assistant: Assistant; search: WebSearch; values: BatchValuesRepository; log: FastifyBaseLogger; signal: AbortSignal }) {}

  /**
   * A product's cells for the fields of this pass: what the row gave, then web search for EXTRACT
   * fields it lacked, then GENERATE. A search or an assistant call that fails fails its cells only.
   */
  async complete(context: RunContext, rowIndex: number, product: Product, row: RowResult, fields: ReadonlySet<string>): Promise<Record<string, StoredCell>> {
    const cells = cellsFromRow(context.rowPlans, row, fields, context.input.inherited[rowIndex]);
    const signal = this.deps.signal;
    const { assistant, search } = this.deps;
    const wanted = context.plans.filter((plan): plan is ExtractPlan => plan.action === 'EXTRACT' && fields.has(plan.output) && row.missing.includes(plan.output));
    if (wanted.length > 0 && search.enabled) {
      let failure: ErrorCode = 'search_unavailable';
      try {
        const pages = await search.pages(searchQuery(product, context.sources), context.search, signal);
        failure = 'assistant_unavailable';
        const found = pages.length > 0 ? await assistant.extract({ product, readColumns: context.readColumns, fields: wanted, pages, workspaceId: context.batch.workspaceId, usage: context.usage }, signal) : {};
        for (const plan of wanted) {
          const page = found[plan.output];
          if (page) cells[plan.output] = valueCell(page.value, { kind: 'web', url: page.url, quote: page.quote });
          else if (row.reasons[plan.output]?.code === 'not_found') cells[plan.output] = emptyCell(notFoundOnWeb(plan.output));
        }
      } catch (error) {
        if (signal.aborted) throw error;
        this.deps.log.info({ err: error }, 'web extraction failed');
        const code = error instanceof RunFailure || failureCode(error) !== 'worker_failed' ? failureCode(error) : failure;
        for (const plan of wanted) cells[plan.output] = failedCell(code, plan.output);
      }
    }
    const generating = context.plans.filter((plan): plan is GeneratePlan => plan.action === 'GENERATE' && fields.has(plan.output));
    const asked = (shared: boolean): GenerateField[] => generating.filter((plan) => plan.shared === shared).map(({ output, tool, options }) => ({ output, tool, options }));
    const [shared, own] = [asked(true), asked(false)];
    const generated = [...shared, ...own];
    if (shared.length > 0) Object.assign(cells, await this.sharedCopy(context, rowIndex, product, shared, cells));
    if (own.length > 0) await writeCopy(this.deps, context, product, own, cells, cells);
    // What was computed, before a channel's repairs: what the cache keeps.
    context.computed.set(rowIndex, structuredClone(cells));
    if (context.channel) {
      // Generated text over the channel's limit is written again, shorter, once.
      const over = overLimit(context.channel, cells);
      const again = over.flatMap(({ output, maxChars }) => {
        const field = generated.find((candidate) => candidate.output === output);
        return field ? [{ ...field, max_chars: maxChars, options: { ...field.options, min_words: null, max_words: Math.max(5, Math.floor(maxChars / 8)) } }] : [];
      });
      if (again.length > 0) await writeCopy(this.deps, context, product, again, cells, cells, true);
      // The whole product is held to the rules: a handle follows a title computed in this pass.
      const all = { ...(await this.deps.values.productCells(context.batch.id, rowIndex)), ...cells };
      applyChannel(context.channel, all, new Set(again.map((field) => field.output)), context.input.numbers);
      return all;
    }
    return cells;
  }

  /**
   * Shared GENERATE cells: copy about the file product, written once from its own cells and shared by
   * its variants (whichever of them comes first writes it; each gets its own copy of the cells). A
   * product without variants is told what this pass found of it (`known`); a variant's are its own.
   */
  private async sharedCopy(context: RunContext, rowIndex: number, product: Product, fields: GenerateField[], known: Record<string, StoredCell>): Promise<Record<string, StoredCell>> {
    const group = context.input.groups[rowIndex];
    const whole = group === undefined ? undefined : context.input.groupProducts[group];
    if (group === undefined || !whole || !hasSiblings(context.input.groups, rowIndex)) {
      const cells: Record<string, StoredCell> = {};
      await writeCopy(this.deps, context, product, fields, cells, known);
      return cells;
    }
    let copy = context.sharedCopy.get(group);
    if (!copy) {
      const cells: Record<string, StoredCell> = {};
      copy = writeCopy(this.deps, context, whole, fields, cells, {}).then(() => cells);
      context.sharedCopy.set(group, copy);
    }
    return structuredClone(await copy);
  }
}

/** A field neither the row nor the web pages state. */
const notFoundOnWeb = (field: string) => cellReason('not_found', 'not_found_searched', { field });

const pick = (product: Product, columns?: string[]) => (columns ?? []).map((column) => product[column]?.trim()).find(Boolean);

/** What to search the web for: the product's identifiers and name. */
function searchQuery(product: Product, sources: SourceColumns): string {
  return [pick(product, sources.brand), pick(product, sources.product_name) ?? pick(product, sources.partnumber), pick(product, sources.public_identifiers)].filter(Boolean).join(' ');
}

/**
 * How the review grid names a product: its identifier, part number or name — an identifier only
 * when it reads as one ('3.65275E+11' is a barcode a spreadsheet wrote in scientific notation).
 */
export function productKey(product: Product, sources: SourceColumns): string | null {
  const identifier = pick(product, sources.public_identifiers);
  const readable = identifier !== undefined && normaliseGtin(identifier) !== undefined ? identifier : undefined;
  return (readable ?? pick(product, sources.partnumber) ?? pick(product, sources.product_name) ?? identifier)?.slice(0, 200) ?? null;
}

/** How the review names each run product and its file product, and a variant's options, as its channel file writes them. */
export function describedProducts(products: readonly Product[], sources: SourceColumns): Promise<{ key: string | null; name: string | null; options: VariantOption[] }[]> {
  return mapInSlices(products, (product) => ({ key: productKey(product, sources), name: pick(product, sources.product_name)?.slice(0, 200) ?? null, options: variantOptions(product) }));
}
