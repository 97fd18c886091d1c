import { useState } from 'react';
import type { KeyedMapping } from '../../../../domain/mapping.ts';
import { checkAll, clickRow, keepExisting, NO_SELECTION, type Selection } from './selection.ts';

/** The rows ticked in the mapping table, kept to the rows the mapping still has. */
export function useFieldSelection(mapping: KeyedMapping) {
  const [stored, setStored] = useState<Selection>(NO_SELECTION);
  const update = (next: (current: Selection) => Selection) => setStored((current) => next(keepExisting(current, mapping)));
  return {
    checked: keepExisting(stored, mapping).checked,
    click: (name: string, shift: boolean, order: readonly string[]) => update((current) => clickRow(current, name, shift, order)),
    checkShown: (order: readonly string[], on: boolean) => update((current) => checkAll(current, order, on)),
    clear: () => setStored(NO_SELECTION),
  };
}
