import { createHash } from 'node:crypto';
import type { SearchOptions } from '../../../domain/search.ts';
import type { ExtractPlan, FieldPlan, GeneratePlan, Product, SourceColumns } from '../../../engine/enrich/types.ts';
import { markOf, type NumberConventions } from '../../../engine/quantities/conventions.ts';

/** Raised when the rules behind EXTRACT or GENERATE change, so cells computed by older rules are not reused. */
const RULES_VERSION = 3;

/** What shapes every cell of a run besides its field and its row. */
export interface FingerprintContext {
  sources: SourceColumns;
  assistant: { provider: string; model: string | null };
  /** The web search EXTRACT may use: its provider and the sites it may read. */
  search: { provider: string; sites: SearchOptions };
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** A field's part: an EXTRACT's name and settings (its value list's items included), a GENERATE's tool and options. */
function planPart(plan: ExtractPlan | GeneratePlan, context: FingerprintContext): unknown {
  if (plan.action === 'GENERATE') return { action: plan.action, tool: plan.tool, options: plan.options, sources: context.sources, assistant: context.assistant };
  const { output, type, extraInfo, expectedUnit, valueList, valueListName, useLabel, sourceUnit, sourceDecimal, defaultValue, readColumn } = plan;
  return { action: plan.action, output, type, extraInfo, expectedUnit, valueList, valueListName, useLabel, sourceUnit, sourceDecimal, defaultValue: defaultValue ?? null, readColumn: readColumn ?? null, sources: context.sources, assistant: context.assistant, search: context.search };
}

/**
 * Fingerprints of the cells a run pays for (EXTRACT, GENERATE): everything that shapes a cell — the
 * field's settings with the workspace defaults in effect, its value list, the search settings, the
 * provider and model — and the product's row (every cell of it: the rules may read any column, and
 * the decimal mark of its column decides a number that reads two ways).
 * Two cells with the same fingerprint are the same work. Field parts are hashed once per run.
 */
export class Fingerprints {
  private readonly fieldParts = new Map<string, string>();
  /** GENERATE fields written from the product's own cells, shared by its variants. */
  private readonly shared = new Set<string>();

  constructor(plans: readonly FieldPlan[], context: FingerprintContext) {
    for (const plan of plans) {
      if (plan.action === 'COPY') continue;
      this.fieldParts.set(plan.output, digest([RULES_VERSION, planPart(plan, context)]));
      if (plan.action === 'GENERATE' && plan.shared) this.shared.add(plan.output);
    }
  }

  /** The output fields that have a fingerprint (the paid ones). */
  get fields(): string[] {
    return [...this.fieldParts.keys()];
  }

  /**
   * Each paid field's cell fingerprint for one product; `numbers`: its file's decimal marks; `whole`:
   * the cells of the product it is a variant of, which shared copy is written from (itself when none).
   */
  of(product: Product, numbers?: NumberConventions, whole: Product = product): Map<string, string> {
    const row = rowDigest(product, numbers);
    const wholeRow = whole === product ? row : rowDigest(whole, numbers);
    const prints = new Map<string, string>();
    for (const [field, part] of this.fieldParts) prints.set(field, digest([part, this.shared.has(field) ? wholeRow : row]));
    return prints;
  }
}

function rowDigest(product: Product, numbers?: NumberConventions): string {
  const cells = Object.entries(product).map(([column, text]) => {
    const mark = markOf(numbers, column);
    return mark ? [column, text, mark] : [column, text];
  });
  return digest(cells.sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0)));
}
