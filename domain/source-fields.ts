/**
 * A template's source fields: which columns name, identify and describe a product, the rule that
 * makes them enough to search (an identifier, a name, or a brand with a model) and their cleaning.
 */
import { SOURCE_FIELD_KEYS, type SourceFields } from './files.ts';

export const emptySourceFields = (): SourceFields => ({
  product_name: [],
  public_identifiers: [],
  brand: [],
  partnumber: [],
  description: [],
  binaries_or_urls: [],
});

/** The three conditions of the validation panel. */
export function sourceFieldConditions(fields: Partial<SourceFields> | null | undefined) {
  const has = (key: keyof SourceFields) => (fields?.[key]?.length ?? 0) > 0;
  return {
    identifiers: has('public_identifiers'),
    name: has('product_name'),
    brandAndModel: has('brand') && has('partnumber'),
  };
}

/** Valid when an identifier, OR a name, OR both a brand and a model are chosen. */
export function sourceFieldsValid(fields: Partial<SourceFields> | null | undefined): boolean {
  const conditions = sourceFieldConditions(fields);
  return conditions.identifiers || conditions.name || conditions.brandAndModel;
}

/** 'Template configuration lacks some information': none of the source_fields groups has entries. */
export function isTemplateIncomplete(fields: Partial<SourceFields> | null | undefined): boolean {
  return SOURCE_FIELD_KEYS.every((key) => (fields?.[key]?.length ?? 0) === 0);
}

/**
 * Source fields with every key present, names trimmed, blanks and repeats dropped. `unknown` lists
 * the names that are not among `known` columns (when given); the server refuses those.
 */
export function cleanSourceFields(raw: Partial<Record<string, unknown>> | null | undefined, known?: Iterable<string>): { sourceFields: SourceFields; unknown: string[] } {
  const knownSet = known ? new Set(known) : null;
  const sourceFields = emptySourceFields();
  const unknownNames: string[] = [];
  for (const key of SOURCE_FIELD_KEYS) {
    const list = raw?.[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (typeof item !== 'string' || item.trim() === '') continue;
      const name = item.trim();
      if (sourceFields[key].includes(name)) continue;
      if (knownSet && !knownSet.has(name)) unknownNames.push(name);
      sourceFields[key].push(name);
    }
  }
  return { sourceFields, unknown: unknownNames };
}
