/**
 * The automatic mapping's rules on the client (docs/product.md): which rows it takes, and how its
 * answer applies to them. The field mapper and the config assistant both apply it. No React, no DOM.
 */
import type { KeyedMapping } from '../../../domain/mapping.ts';
import { entryFromMatch, extractOfItself, isUnhandled } from '../../../domain/mapping-edits.ts';

/**
 * The rows the automatic mapping should take (docs/product.md): names not in the original set, not already
 * handled, and empty or only an EXTRACT of themselves. `skip` is the row being renamed.
 */
export function autoMapCandidates(mapping: KeyedMapping, original: ReadonlySet<string>, handled: ReadonlySet<string>, skip?: string | null): string[] {
  return Object.keys(mapping).filter((name) => name !== skip && !original.has(name) && !handled.has(name) && isUnhandled(name, mapping[name]));
}

/**
 * Applies an automatic mapping's answer to the rows it was asked about that still wait for it:
 * matched → COPY (GENERATE for a tool), unmatched → EXTRACT of itself (in the unit its name
 * declares). Others are left alone.
 */
export function applyMatches(mapping: KeyedMapping, names: readonly string[], matches: readonly { left_field_name: string; right_field_name: string | null }[], tools: readonly string[]): KeyedMapping {
  const byName = new Map<string, string>();
  for (const match of matches) {
    if (match.right_field_name && !byName.has(match.left_field_name)) byName.set(match.left_field_name, match.right_field_name);
  }
  let changed = false;
  const next: KeyedMapping = {};
  for (const [name, entry] of Object.entries(mapping)) {
    const waiting = names.includes(name) && isUnhandled(name, entry);
    const unmatched = waiting && !byName.has(name) ? extractOfItself(name) : undefined;
    if (waiting && byName.has(name)) {
      next[name] = entryFromMatch(name, byName.get(name), tools);
      changed = true;
    } else if (unmatched && unmatched.expected_unit !== null) {
      next[name] = unmatched;
      changed = true;
    } else {
      next[name] = entry;
    }
  }
  return changed ? next : mapping;
}
