import type { FastifyBaseLogger } from 'fastify';
import { mapInSlices } from '../../../db/time-slices.ts';
import { cellReason } from '../../../domain/cell-reasons.ts';
import type { ErrorCode } from '../../../domain/errors.ts';
import { type VariantOption, variantOptions } from '../../../engine/enrich/options.ts';
import type { RowResult } from '../../../engine/enrich/plan.ts';
import { rowCells } from '../../../engine/enrich/row-cells.ts';
import type { ExtractPlan, GeneratePlan, Product, SourceColumns } from '../../../engine/enrich/types.ts';
import { normaliseGtin } from '../../../engine/quantities/gtin.ts';
import type { Assistant, GenerateField } from '../../assistant/types.ts';
import { hasSiblings } from '../../lib/run-input.ts';
import type { BatchValuesRepository, StoredCell } from '../../repositories/batch-values.repository.ts';
import type { ProductRow } from '../../repositories/batches.repository.ts';
import type { WebSearch } from '../../search/types.ts';
import { cellsFromRow, emptyCell, failedCell, valueCell } from './cells.ts';
import { applyChannel, overLimit } from './channel-cells.ts';
import { type CompletedProduct, failureCode } from './chunk-executor.ts';
import { writeCopy } from './generated-copy.ts';
import { passFields, type RunContext } from './run-context.ts';
import { RunFailure } from './run-failure.ts';

/** A product's cells beyond what its row gives: web extraction, generated copy, a channel's rules. */
export class ProductCompletion {
  constructor(private readonly deps: { assistant: Assistant; search: WebSearch; values: BatchValuesRepository; log: FastifyBaseLogger; signal: AbortSignal }) {}

  /**
   * A product's cells for the fields of its pass: what the row gave, then web search for EXTRACT
   * fields it lacked, then GENERATE. A search or an assistant call that fails fails its cells only.
   */
  async complete(run: RunContext, row: ProductRow, product: Product, rowResult: RowResult): Promise<CompletedProduct> {
    const { plan } = run;
    const fields = passFields(plan, row);
    const cells = cellsFromRow(plan.rowPlans, rowResult, fields, plan.input.inherited[row.rowIndex]);
    const wanted = plan.plans.filter((field): field is ExtractPlan => field.action === 'EXTRACT' && fields.has(field.output) && rowResult.missing.includes(field.output));
    if (wanted.length > 0 && this.deps.search.enabled) await this.fromWeb(run, product, rowResult, wanted, cells);
    const generating = plan.plans.filter((field): field is GeneratePlan => field.action === 'GENERATE' && fields.has(field.output));
    const asked = (shared: boolean): GenerateField[] => generating.filter((field) => field.shared === shared).map(({ output, tool, options }) => ({ output, tool, options }));
    const [shared, own] = [asked(true), asked(false)];
    if (shared.length > 0) Object.assign(cells, await this.sharedCopy(run, row.rowIndex, product, shared, cells));
    if (own.length > 0) await writeCopy(this.deps, run, product, own, cells, cells);
    const computed = structuredClone(cells);
    if (!plan.channel) return { cells, computed };
    // Generated text over the channel's limit is written again, shorter, once.
    const generated = [...shared, ...own];
    const again = overLimit(plan.channel, cells).flatMap(({ output, maxChars }) => {
      const field = generated.find((candidate) => candidate.output === output);
      return field ? [{ ...field, max_chars: maxChars, options: { ...field.options, min_words: null, max_words: Math.max(5, Math.floor(maxChars / 8)) } }] : [];
    });
    if (again.length > 0) await writeCopy(this.deps, run, product, again, cells, cells, true);
    // The whole product is held to the rules (a handle follows a title computed in this pass). A first
    // pass computed all its cells; a pass of some fields (a rerun's, those the cache left) reads its others.
    const others = row.pendingFields === null ? {} : await this.deps.values.productCells(plan.batch.id, row.rowIndex);
    const all = { ...others, ...cells };
    applyChannel(plan.channel, all, new Set(again.map((field) => field.output)), plan.input.numbers);
    return { cells: all, computed };
  }

  /** The EXTRACT fields the row left (`wanted`) read from web pages, into `cells`. */
  private async fromWeb({ plan, progress }: RunContext, product: Product, row: RowResult, wanted: ExtractPlan[], cells: Record<string, StoredCell>): Promise<void> {
    const { assistant, search, signal } = this.deps;
    let failure: ErrorCode = 'search_unavailable';
    try {
      const pages = await search.pages(searchQuery(product, plan.sources), plan.search, signal);
      failure = 'assistant_unavailable';
      const found = pages.length > 0 ? await assistant.extract({ product, readColumns: plan.readColumns, fields: wanted, pages, workspaceId: plan.batch.workspaceId, usage: progress.usage }, signal) : {};
      for (const field of wanted) {
        const page = found[field.output];
        if (page) cells[field.output] = valueCell(page.value, { kind: 'web', url: page.url, quote: page.quote });
        else if (row.reasons[field.output]?.code === 'not_found') cells[field.output] = emptyCell(notFoundOnWeb(field.output));
      }
    } catch (error) {
      if (signal.aborted) throw error;
      this.deps.log.info({ err: error }, 'web extraction failed');
      const code = error instanceof RunFailure || failureCode(error) !== 'worker_failed' ? failureCode(error) : failure;
      for (const field of wanted) cells[field.output] = failedCell(code, field.output);
    }
  }

  /**
   * Shared GENERATE cells: copy about the file product, written once from its own cells and shared by
   * its variants (whichever of them comes first writes it; each gets its own copy of the cells). A
   * product without variants is told what this pass found of it (`known`); a variant's are its own.
   */
  private async sharedCopy(run: RunContext, rowIndex: number, product: Product, fields: GenerateField[], known: Record<string, StoredCell>): Promise<Record<string, StoredCell>> {
    const { input } = run.plan;
    const group = input.groups[rowIndex];
    const whole = group === undefined ? undefined : input.groupProducts[group];
    if (group === undefined || !whole || !hasSiblings(input.groups, rowIndex)) {
      const cells: Record<string, StoredCell> = {};
      await writeCopy(this.deps, run, product, fields, cells, known);
      return cells;
    }
    const copy = run.copy.sharedBy(group, async () => {
      const cells: Record<string, StoredCell> = {};
      await writeCopy(this.deps, run, whole, fields, cells, {});
      return cells;
    });
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
  return mapInSlices(products, (product) => ({ key: productKey(product, sources), name: pick(product, sources.product_name)?.slice(0, 200) ?? null, options: variantOptions(rowCells(product)) }));
}
