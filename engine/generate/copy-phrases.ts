import type { Facts, Measure, MeasureKind } from '../enrich/facts.ts';

/**
 * The offline writer's sentences, per language: each one states a fact of the product in the way a
 * catalogue writer would, in one of a few plans the product's seed picks — never a sentence that
 * would fit any product. French follows its own rules: elision ("d'Apple"), decimal commas, no
 * adjective whose gender Fiche cannot know.
 */

export type Lang = 'en' | 'fr';

/** One way to say something; a product takes one of its plans by its seed, so a catalogue's texts vary. */
type Plan<T> = (value: T) => string;

export interface Phrases {
  /** "Trail Runner 2 by Acme" — the product and its brand. */
  subject(facts: Facts): string;
  /** The sentence that names the product, with its category when the file gives one. */
  intro(subject: string, category: string, seed: number): string;
  /** The attribute sentences, each stating one fact, in the plan the seed picks. */
  attributes(facts: Facts, seed: number): string[];
  /** Short bullet lines, one per fact. */
  bullets(facts: Facts): string[];
  /** "Trail Runner 2 by Acme, in blue, made of cotton." */
  short(facts: Facts): string;
  meta(facts: Facts): string;
}

const VOWEL_START = /^[aeiouyhàâäéèêëîïôöûùüœæ]/i;

/** French 'de' before a word: "d'Apple", "d'Hermès", "de Samsung". */
export function frenchOf(word: string): string {
  return VOWEL_START.test(word) ? `d'${word}` : `de ${word}`;
}

export function formatNumber(value: number, lang: Lang): string {
  const text = String(Number.parseFloat(value.toFixed(3)));
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/** Unit symbols as French writes them (pouces, pieds); the others are international. */
const FRENCH_UNITS: Record<string, string> = { in: 'po', ft: 'pi', 'fl oz': 'oz liq.', gal: 'gal US' };
const unitLabel = (unit: string, lang: Lang) => (lang === 'fr' ? (FRENCH_UNITS[unit] ?? unit) : unit);
const measure = (m: Measure, lang: Lang) => `${formatNumber(m.value, lang)} ${unitLabel(m.unit, lang)}`;

function list(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** Colours and materials read as common nouns in a sentence; acronyms and codes keep their case. */
const lower = (value: string) => (/^[A-Z0-9]{2,}$/.test(value) ? value : value.toLowerCase());

const DIMENSIONS: MeasureKind[] = ['length', 'width', 'height', 'depth'];

function dimensions(facts: Facts, lang: Lang): string | undefined {
  const present = DIMENSIONS.filter((kind) => facts.measures[kind]);
  if (present.length < 2) return undefined;
  const units = new Set(present.map((kind) => facts.measures[kind]?.unit));
  if (units.size !== 1) return undefined;
  return `${present.map((kind) => formatNumber(facts.measures[kind]?.value ?? 0, lang)).join(' × ')} ${unitLabel([...units][0] ?? '', lang)}`;
}

const DIMENSION_NAMES: Record<Lang, Record<MeasureKind, string>> = {
  en: { length: 'Length', width: 'Width', height: 'Height', depth: 'Depth', weight: 'Weight', capacity: 'Capacity', power: 'Power' },
  fr: { length: 'Longueur', width: 'Largeur', height: 'Hauteur', depth: 'Profondeur', weight: 'Poids', capacity: 'Contenance', power: 'Puissance' },
};

/** One fact: its label and value for a bullet ('Colour: blue'), and the sentences that state it, one a plan. */
interface FactLine {
  label: string;
  value: string;
  sentences: string[];
}

/** The product's facts, each with its label and its sentence in the language. */
function factLines(facts: Facts, lang: Lang): FactLine[] {
  const en = lang === 'en';
  const or = en ? 'or' : 'ou';
  const and = en ? 'and' : 'et';
  const names = DIMENSION_NAMES[lang];
  const lines: FactLine[] = [];
  // A fact no sentence plan says is said as its label and value.
  const add = (label: string, value: string, ...sentences: string[]) => lines.push({ label, value, sentences: sentences.length > 0 ? sentences : [`${label}${en ? ':' : ' :'} ${value}.`] });
  if (facts.colours.length > 0) {
    const colours = list(facts.colours.map(lower), or);
    if (en) add('Colour', colours, `Available in ${colours}.`, `It comes in ${colours}.`, `Offered in ${colours}.`);
    else add('Coloris', colours, `Disponible en ${colours}.`, `Existe en ${colours}.`);
  }
  if (facts.materials.length > 0) {
    const materials = list(facts.materials.map(lower), and);
    if (en) add('Material', materials, `Made of ${materials}.`, `Crafted from ${materials}.`);
    else add('Matière', materials, `Composition : ${materials}.`);
  }
  if (facts.sizes.length > 0) {
    const sizes = list(facts.sizes, or);
    if (en) add('Size', sizes, `Available in size ${sizes}.`);
    else add('Taille', sizes, `Disponible en taille ${sizes}.`);
  }

  const dims = dimensions(facts, lang);
  if (dims) {
    const order = DIMENSIONS.filter((kind) => facts.measures[kind]).map((kind) => names[kind].toLowerCase()).join(' × ');
    if (en) add('Dimensions', `${dims} (${order})`, `It measures ${dims} (${order}).`);
    else add('Dimensions', `${dims} (${order})`);
  } else {
    for (const kind of DIMENSIONS) {
      const m = facts.measures[kind];
      if (m) add(names[kind], measure(m, lang));
    }
  }
  const { weight, capacity, power } = facts.measures;
  if (weight) {
    if (en) add(names.weight, measure(weight, lang), `It weighs ${measure(weight, lang)}.`);
    else add(names.weight, measure(weight, lang));
  }
  if (capacity) {
    if (en) add(names.capacity, measure(capacity, lang), `It holds ${measure(capacity, lang)}.`);
    else add(names.capacity, measure(capacity, lang));
  }
  if (power) add(names.power, measure(power, lang));
  if (facts.origin) {
    if (en) add('Origin', facts.origin, `Made in ${facts.origin}.`);
    else add('Origine', facts.origin);
  }
  if (facts.warranty) add(en ? 'Warranty' : 'Garantie', facts.warranty);
  return lines;
}

function subjectOf(facts: Facts, lang: Lang): string {
  const { name, brand } = facts;
  if (!name) return brand;
  if (!brand || normalised(name).includes(normalised(brand))) return name;
  return lang === 'en' ? `${name} by ${brand}` : `${name} ${frenchOf(brand)}`;
}

const normalised = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** "in blue, made of cotton" / "coloris bleu, en coton": the two facts a short text names first. */
function keyFacts(facts: Facts, lang: Lang): string[] {
  const en = lang === 'en';
  const parts: string[] = [];
  if (facts.colours.length > 0) parts.push(en ? `in ${list(facts.colours.map(lower), 'or')}` : `coloris ${list(facts.colours.map(lower), 'ou')}`);
  if (facts.materials.length > 0) parts.push(en ? `made of ${list(facts.materials.map(lower), 'and')}` : `en ${list(facts.materials.map(lower), 'et')}`);
  if (parts.length < 2 && facts.sizes.length === 1) parts.push(en ? `size ${facts.sizes[0]}` : `taille ${facts.sizes[0]}`);
  if (parts.length < 2 && facts.category) parts.push(en ? `from our ${facts.category} range` : `de la gamme ${facts.category}`);
  return parts.slice(0, 2);
}

/** A plan of `plans`, by the product's seed and the fact's place (so two facts of one text do not always take the same turn). */
const pick = <T>(plans: readonly T[], seed: number, place = 0): T => plans[(seed + place) % plans.length] as T;

const INTROS: Record<Lang, { category: Plan<[string, string]>[]; plain: Plan<string>[] }> = {
  en: {
    category: [([subject, category]) => `${subject} belongs to our ${category} range.`, ([subject, category]) => `${subject} is part of the ${category} collection.`, ([subject, category]) => `From the ${category} range: ${subject}.`],
    plain: [(subject) => `Meet ${subject}.`, (subject) => `Here is ${subject}.`, (subject) => `Introducing ${subject}.`],
  },
  fr: {
    category: [([subject, category]) => `${subject} fait partie de notre gamme ${category}.`, ([subject, category]) => `${subject} rejoint la collection ${category}.`, ([subject, category]) => `Dans la gamme ${category} : ${subject}.`],
    plain: [(subject) => `Découvrez ${subject}.`, (subject) => `Voici ${subject}.`, (subject) => `Présentation de ${subject}.`],
  },
};

function phrasesIn(lang: Lang): Phrases {
  const en = lang === 'en';
  const label = (line: FactLine) => `${line.label}${en ? ':' : ' :'} ${line.value}`;
  return {
    subject: (facts) => subjectOf(facts, lang),
    intro: (subject, category, seed) => (category ? pick(INTROS[lang].category, seed)([subject, category]) : pick(INTROS[lang].plain, seed)(subject)),
    attributes: (facts, seed) => factLines(facts, lang).map((line, place) => pick(line.sentences, seed, place)),
    bullets: (facts) => factLines(facts, lang).map(label),
    short: (facts) => `${[subjectOf(facts, lang), ...keyFacts(facts, lang)].join(', ')}.`,
    meta: (facts) => `${en ? 'Shop' : 'Achetez'} ${[subjectOf(facts, lang), ...keyFacts(facts, lang)].join(', ')}.`,
  };
}

export const PHRASES: Record<Lang, Phrases> = { en: phrasesIn('en'), fr: phrasesIn('fr') };
