import { normalise } from '../analysis/groups.ts';
import { canonicalUnit, convertUnit, findQuantities, parseNumber, parseQuantity, unitDimension } from './quantity.ts';
import type { ExtractPlan, OutputValue, Product, SourceColumns } from './types.ts';
import { findValueIn, listOutput, matchValue } from './value-lists.ts';

/** Words that name the same attribute in English and French, so 'Weight' finds a 'Poids' column. */
const SYNONYMS: string[][] = [
  ['weight', 'poids', 'masse', 'net weight', 'poids net'],
  ['color', 'colour', 'couleur', 'coloris'],
  ['size', 'taille', 'pointure'],
  ['width', 'largeur', 'w'],
  ['height', 'hauteur', 'h'],
  ['length', 'longueur', 'l'],
  ['depth', 'profondeur', 'd'],
  ['material', 'materials', 'matiere', 'matieres', 'composition'],
  ['brand', 'marque', 'manufacturer', 'fabricant'],
  ['volume', 'contenance', 'capacity', 'capacite'],
  ['gender', 'genre', 'sexe'],
  ['origin', 'origine', 'country', 'pays'],
  ['price', 'prix'],
  ['power', 'puissance'],
  ['warranty', 'garantie'],
];

const DESCRIPTION_NAME = /(?:^| )(?:description|desc|descriptif|details|detail|summary|resume|features|caracteristiques|text|texte|notes?)(?: |$)/;

function termsOf(text: string): Set<string> {
  const words = new Set(normalise(text).split(' ').filter(Boolean));
  const phrase = normalise(text);
  for (const group of SYNONYMS) {
    if (group.some((word) => words.has(word) || phrase === word)) for (const word of group) words.add(word);
  }
  return words;
}

/** How much a column name says it holds `wanted` (0..1): shared words, synonyms included. */
export function nameSimilarity(column: string, wanted: Set<string>): number {
  // Units in a name ('Poids (kg)') say how, not what.
  const have = normalise(column)
    .split(' ')
    .filter((word) => word !== '' && canonicalUnit(word) === undefined);
  if (have.length === 0 || wanted.size === 0) return 0;
  const shared = have.filter((word) => wanted.has(word)).length;
  return shared / have.length;
}

/** The words the plan is looking for: its output name, and the extra_info hint, which weighs the same. */
function wantedTerms(plan: ExtractPlan): Set<string> {
  const terms = termsOf(plan.output);
  if (plan.extraInfo) for (const term of termsOf(plan.extraInfo)) if (term.length > 1) terms.add(term);
  return terms;
}

/**
 * A cell's text as the plan's type: numbers parsed ('1,5 kg' → 1.5, or 1500 when g is expected),
 * integers rounded, value lists matched by code or label. Undefined when the text does not fit.
 */
export function coerce(plan: ExtractPlan, text: string): OutputValue | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (plan.type === 'string') {
    if (!plan.valueList) return trimmed;
    const item = matchValue(plan.valueList, trimmed) ?? findValueIn(plan.valueList, trimmed);
    return item ? listOutput(item, plan.useLabel) : undefined;
  }
  const quantity = parseQuantity(trimmed) ?? (parseNumber(trimmed) !== undefined ? { value: parseNumber(trimmed) as number, index: 0 } : undefined);
  if (!quantity) return undefined;
  let value = quantity.value;
  if (plan.expectedUnit && 'unit' in quantity && quantity.unit) {
    const converted = convertUnit(value, quantity.unit, plan.expectedUnit);
    if (converted === undefined) return undefined;
    value = converted;
  }
  return plan.type === 'integer' ? Math.round(value) : value;
}

function descriptionColumns(product: Product, sources: SourceColumns): string[] {
  const named = new Set(sources.description ?? []);
  for (const column of Object.keys(product)) if (DESCRIPTION_NAME.test(normalise(column))) named.add(column);
  return [...named].filter((column) => (product[column] ?? '').trim() !== '');
}

/** In free text: a quantity near one of the wanted words, or of the expected unit's kind. */
function numberInText(plan: ExtractPlan, text: string, wanted: Set<string>): OutputValue | undefined {
  const quantities = findQuantities(text);
  if (quantities.length === 0) return undefined;
  const dimension = plan.expectedUnit ? unitDimension(plan.expectedUnit) : undefined;
  const fits = quantities.filter((q) => !dimension || (q.unit !== undefined && unitDimension(q.unit) === dimension));
  // A quantity right after a wanted word ('Poids : 1,5 kg') is the one; otherwise the first that fits.
  const keyed = fits.find((q) => {
    const before = normalise(text.slice(Math.max(0, q.index - 30), q.index)).split(' ');
    return before.slice(-3).some((word) => wanted.has(word));
  });
  const pick = keyed ?? (dimension ? fits[0] : undefined);
  if (!pick) return undefined;
  return coerce(plan, pick.unit ? `${pick.value} ${pick.unit}` : String(pick.value));
}

/** In free text: 'Colour: navy blue.' → 'navy blue'. */
function labelledValueInText(text: string, wanted: Set<string>): string | undefined {
  for (const match of text.matchAll(/([\p{L}][\p{L} ]{0,30}?)\s*[:=]\s*([^\n;:|]{1,80}?)(?=\s*(?:[.;|\n]|$|,\s*[\p{L} ]{1,30}\s*[:=]))/gu)) {
    const key = normalise(match[1] ?? '').split(' ');
    if (key.some((word) => wanted.has(word))) return (match[2] ?? '').trim();
  }
  return undefined;
}

/**
 * EXTRACT on the product's own row: first a column whose name says it holds the field (the output
 * name, its en/fr synonyms and the extra_info hint), then the free text of description columns by
 * patterns. Null when the row does not hold it (web search may then try).
 */
export function extractFromRow(plan: ExtractPlan, product: Product, sources: SourceColumns = {}): OutputValue {
  const wanted = wantedTerms(plan);
  const scored = Object.keys(product)
    .map((column) => ({ column, score: nameSimilarity(column, wanted) }))
    .filter((candidate) => candidate.score >= 0.5 && (product[candidate.column] ?? '').trim() !== '')
    .sort((a, b) => b.score - a.score);
  for (const { column } of scored) {
    const value = coerce(plan, product[column] ?? '');
    if (value !== undefined) return value;
  }
  for (const column of descriptionColumns(product, sources)) {
    const text = product[column] ?? '';
    if (plan.type !== 'string') {
      const value = numberInText(plan, text, wanted);
      if (value !== undefined) return value;
    } else if (plan.valueList) {
      const item = findValueIn(plan.valueList, text);
      if (item) return listOutput(item, plan.useLabel);
    } else {
      const found = labelledValueInText(text, wanted);
      if (found) return found;
    }
  }
  return null;
}

/** EXTRACT from a web page's text (search results), with the same patterns as the free text of a row. */
export function extractFromText(plan: ExtractPlan, text: string): OutputValue {
  const wanted = wantedTerms(plan);
  if (plan.type !== 'string') return numberInText(plan, text, wanted) ?? null;
  if (plan.valueList) {
    const item = findValueIn(plan.valueList, text);
    return item ? listOutput(item, plan.useLabel) : null;
  }
  return labelledValueInText(text, wanted) ?? null;
}
