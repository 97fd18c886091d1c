/**
 * The mapping table's selection as spreadsheet users expect it (issue 46): a click ticks or unticks
 * one row, a shift-click gives every row between it and the last one clicked the same state, and
 * "keep only the suggested" keeps what the template is sure to need. Pure; no React.
 */
import type { KeyedMapping } from '../../../../domain/mapping.ts';

export interface Selection {
  checked: ReadonlySet<string>;
  /** The row clicked last without shift: where a shift-click's range starts. */
  anchor: string | null;
}

export const NO_SELECTION: Selection = { checked: new Set(), anchor: null };

/** A click on a row's box; `order` is the rows as the table lists them (filtered, every page). */
export function clickRow(selection: Selection, name: string, shift: boolean, order: readonly string[]): Selection {
  const checked = new Set(selection.checked);
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(name);
  if (shift && from !== -1 && to !== -1) {
    // The range takes the anchor's state, as a spreadsheet's shift-click does.
    const on = checked.has(order[from]);
    for (const row of order.slice(Math.min(from, to), Math.max(from, to) + 1)) {
      if (on) checked.add(row);
      else checked.delete(row);
    }
    return { checked, anchor: selection.anchor };
  }
  if (checked.has(name)) checked.delete(name);
  else checked.add(name);
  return { checked, anchor: name };
}

/** The header's box: every listed row ticked, or none of them. */
export function checkAll(selection: Selection, order: readonly string[], on: boolean): Selection {
  const checked = new Set(selection.checked);
  for (const row of order) {
    if (on) checked.add(row);
    else checked.delete(row);
  }
  return { checked, anchor: selection.anchor };
}

/** The selection without rows the mapping no longer has (removed, renamed). */
export function keepExisting(selection: Selection, mapping: KeyedMapping): Selection {
  if ([...selection.checked].every((name) => Object.hasOwn(mapping, name))) return selection;
  return {
    checked: new Set([...selection.checked].filter((name) => Object.hasOwn(mapping, name))),
    anchor: selection.anchor !== null && Object.hasOwn(mapping, selection.anchor) ? selection.anchor : null,
  };
}

/**
 * The suggested fields: those the template's source fields name (the columns that name, identify,
 * describe and picture a product), by name or as a COPY's column, and every field the assistant
 * extracts or writes. A file's other columns, copied as they are, are the ones to weed out.
 */
export function suggestedFields(mapping: KeyedMapping, sourceColumns: readonly string[]): string[] {
  const sources = new Set(sourceColumns);
  return Object.entries(mapping)
    .filter(([name, entry]) => entry.batch_action !== 'COPY' || sources.has(name) || sources.has(entry.field))
    .map(([name]) => name);
}

/** The mapping without the named fields. */
export function withoutFields(mapping: KeyedMapping, names: Iterable<string>): KeyedMapping {
  const drop = new Set(names);
  return Object.fromEntries(Object.entries(mapping).filter(([name]) => !drop.has(name)));
}
