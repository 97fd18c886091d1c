import { useMemo } from 'react';
import type { ValueListValue } from '../../../../domain/value-list.ts';
import { useTemplate } from '../../api/catalog-config.ts';
import { useValueListItems, useValueLists } from '../../api/value-lists.ts';
import { useWorkspaceSettings } from '../../api/workspace.ts';

/** The value list an output field's values must be one of, as the review's editor offers it. */
export interface FieldList {
  name: string;
  /** What the field writes for each item: its label or its code (the field's `use_label`, else the workspace's). */
  options: string[];
  items: ValueListValue[];
}

/**
 * Each EXTRACT field's value list, from the run's template as it is now: a list kept with the template,
 * or a saved one (by id or name). Fields without one, or while it loads, answer null.
 */
export function useFieldLists(templateName: string | undefined): (field: string) => FieldList | null {
  const template = useTemplate(templateName ?? null).data;
  const saved = useValueLists(template !== undefined).data;
  const useLabelDefault = useWorkspaceSettings().data?.use_label ?? true;
  const refs = useMemo(() => {
    const kept = template?.about?.value_lists ?? {};
    return (template?.ownFormatMapping ?? []).flatMap((entry) => {
      if (entry.batch_action !== 'EXTRACT') return [];
      const name = entry.value_list ?? null;
      const id = entry.value_list_id ?? (name !== null && !kept[name] ? saved?.find((list) => list.name === name)?.id : undefined) ?? null;
      if (name === null && id === null) return [];
      return [{ field: entry.dest_property, name, id, keptItems: name !== null ? (kept[name] ?? null) : null, useLabel: entry.use_label ?? useLabelDefault }];
    });
  }, [template, saved, useLabelDefault]);
  const ids = useMemo(() => [...new Set(refs.flatMap((ref) => (ref.keptItems === null && ref.id !== null ? [ref.id] : [])))], [refs]);
  const pages = useValueListItems(ids);
  return (field) => {
    const ref = refs.find((candidate) => candidate.field === field);
    if (!ref) return null;
    const page = ref.keptItems === null ? pages[ids.indexOf(ref.id ?? '')]?.data : undefined;
    const items = ref.keptItems ?? page?.values;
    if (!items) return null;
    return { name: ref.name ?? page?.name ?? '', items, options: items.map((item) => (ref.useLabel ? item.label : item.code)) };
  };
}

/** Whether a typed value is one of the list's items (its code or its label, case and surrounding spaces aside). */
export function inList(list: FieldList, value: string): boolean {
  const typed = value.trim().toLowerCase();
  return typed === '' || list.items.some((item) => item.code.toLowerCase() === typed || item.label.toLowerCase() === typed);
}
