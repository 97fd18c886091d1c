import { type Concept, MEASURES } from '../lexicon/concepts.ts';
import { canonicalWords, isConcept, isFiller, normalise } from '../lexicon/index.ts';
import { meaningOf, type NameMeaning } from '../lexicon/names.ts';
import { canonicalUnit, unitDimension, unitInWords } from '../lexicon/units.ts';
import type { DecimalMark } from '../quantities/number.ts';
import type { Dimension } from '../quantities/units.ts';
import type { ExtractPlan } from './types.ts';

/** What the field asks for, worked out once per call from the plan. */
export interface FieldTarget {
  meaning: NameMeaning;
  /** Canonical words of the output name, each also usable as a key in free text. */
  words: Set<string>;
  /** The unit values must be in: the plan's expected unit, else the one the output name declares. */
  unit: string | undefined;
  /** An expected unit Fiche does not know ('W', 'mAh'): kept as written, never converted. */
  unknownUnit: string | undefined;
  dimension: Dimension | undefined;
  /** The file's unit as the template states it (source_unit, else the extra_info: 'weights in the file are in kg'), for columns that state none. */
  fileUnit: string | undefined;
  /** The file's decimal mark as the template states it, for numbers the file leaves reading two ways. */
  decimal: DecimalMark | undefined;
  /** Bare numbers are already in the field's unit (a model asked for them in it). */
  inFieldUnit: boolean;
  /** The extra_info normalised, padded with spaces; '' when there is none. */
  hint: string;
  /** What the extra_info quotes ('"Dispo"', « Stock »), normalised. */
  quoted: Set<string>;
  /** The field asks for the unit a price is per ('Unit', 'Sold per', 'Unité de vente'). */
  perUnit: boolean;
  /** For a price per unit of measure ('Price per kg'), that unit: an amount per another one is not it. */
  per: string | undefined;
}

/** A unit of the given dimension named in free words ('values in kg', 'en grammes'). */
function unitNamedIn(text: string | null, dimension: Dimension | undefined): string | undefined {
  if (!text || !dimension) return undefined;
  for (const word of text.split(/[^\p{L}€$£"]+/u)) {
    if (word.length < 2) continue;
    const unit = unitInWords(word);
    if (unit && unitDimension(unit) === dimension) return unit;
  }
  return undefined;
}

/** Plans live for a whole run: each one's target is worked out once. */
const targets = new WeakMap<ExtractPlan, FieldTarget>();

export function targetOf(plan: ExtractPlan): FieldTarget {
  let target = targets.get(plan);
  if (!target) {
    target = newTarget(plan);
    targets.set(plan, target);
  }
  return target;
}

function newTarget(plan: ExtractPlan): FieldTarget {
  const meaning = meaningOf(plan.output);
  const stated = plan.expectedUnit ? canonicalUnit(plan.expectedUnit) : meaning.unit;
  // A price's name declaring a measure ('Price per kg', 'Prix (€/l)') says what the amount is per, not the amount's unit.
  const per = meaning.price && stated && unitDimension(stated) !== 'currency' ? stated : undefined;
  const unit = per ? undefined : stated;
  const dimension = unit ? unitDimension(unit) : undefined;
  const hintWords = new Set(canonicalWords(plan.extraInfo ?? ''));
  const own = meaning.words.filter((word) => !isFiller(word) && !/^\d+$/.test(word));
  // The extra_info gives its meaning to a name that has none, or only says it is an identifier ('id': "the product's own
  // reference"); it never changes a name's own, nor one it describes ('Handle': "a URL handle", where URL only says which handle).
  const borrows = !own.some((word) => isConcept(word) && word !== 'id') && !own.some((word) => hintWords.has(word));
  const named = borrows ? [...own, ...[...hintWords].filter(isConcept)] : own;
  const words = new Set(named);
  const measure = named.some((word) => MEASURES.has(word as Concept));
  const unknownUnit = plan.expectedUnit && !stated ? plan.expectedUnit.trim() : undefined;
  return {
    meaning,
    words,
    unit,
    unknownUnit,
    per,
    dimension,
    fileUnit: (plan.sourceUnit ? canonicalUnit(plan.sourceUnit) : undefined) ?? unitNamedIn(plan.extraInfo, dimension),
    decimal: plan.sourceDecimal ?? undefined,
    // A unit Fiche does not know, stated again as the file's: the bare numbers are in it.
    inFieldUnit: unknownUnit !== undefined && plan.sourceUnit?.trim().toLowerCase() === unknownUnit.toLowerCase(),
    hint: plan.extraInfo ? ` ${normalise(plan.extraInfo)} ` : '',
    quoted: new Set([...(plan.extraInfo ?? '').matchAll(QUOTED)].map((match) => normalise(match[1] ?? ''))),
    perUnit: plan.type === 'string' && !measure && (words.has('unit') || (hintWords.has('unit') && hintWords.has('price'))),
  };
}

/** Text between quotes of any usual kind. */
const QUOTED = /["“”«»‘’`']\s*([^"“”«»‘’`']{1,60}?)\s*["“”«»‘’`']/g;
