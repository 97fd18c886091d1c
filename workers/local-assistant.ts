import type { FieldMatch } from '../domain/mapping.ts';
import { matchFields } from '../engine/field-matching.ts';
import { extractFromText } from '../engine/enrich/extract.ts';
import type { ExtractPlan, PageValue } from '../engine/enrich/types.ts';

/**
 * The `local` assistant's work on text a client or a web page supplies, run in the pool so that no
 * input can hold the event loop: field-name matching (every left name against every right one) and
 * extraction from fetched page text.
 */
export type LocalAssistantTask = { kind: 'map_fields'; left: readonly string[]; right: readonly string[] } | { kind: 'extract'; fields: ExtractPlan[]; pages: { url: string; text: string }[] };

/** For each field, the first value a page states, with the page and the sentence (null when none does). */
function extractFromPages(fields: ExtractPlan[], pages: { url: string; text: string }[]): Record<string, PageValue | null> {
  const values: Record<string, PageValue | null> = {};
  for (const field of fields) {
    values[field.output] = null;
    for (const page of pages) {
      const found = extractFromText(field, page.text);
      if (found !== null) {
        values[field.output] = { ...found, url: page.url };
        break;
      }
    }
  }
  return values;
}

export default function localAssistant(task: LocalAssistantTask): FieldMatch[] | Record<string, PageValue | null> {
  if (task.kind === 'map_fields') return matchFields(task.left, task.right);
  return extractFromPages(task.fields, task.pages);
}
