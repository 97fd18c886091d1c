import type { Facts, Measure, MeasureKind } from '../enrich/facts.ts';

/**
 * The offline writer's sentences, per language: each one states a fact of the product in the way a
 * catalogue writer would, or is a neutral closing of the chosen tone. French follows its own rules:
 * elision ("d'Apple"), decimal commas, no adjective whose gender Fiche cannot know.
 */

export type Lang = 'en' | 'fr';
export type Tone = 'neutral' | 'friendly' | 'luxury';

export interface Phrases {
  /** "Trail Runner 2 by Acme" — the product and its brand. */
  subject(facts: Facts): string;
  discover(subject: string): string;
  /** The attribute sentences, each stating one fact. */
  attributes(facts: Facts): string[];
  /** Short bullet lines, one per fact. */
  bullets(facts: Facts): string[];
  /** "Trail Runner 2 by Acme, in blue, made of cotton." */
  short(facts: Facts): string;
  meta(facts: Facts): string;
  closings: Record<Tone, string[]>;
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

/** One fact: its label and value for a bullet ('Colour: blue'), and the sentence that states it. */
interface FactLine {
  label: string;
  value: string;
  sentence: string;
}

/** The product's facts, each with its label and its sentence in the language. */
function factLines(facts: Facts, lang: Lang): FactLine[] {
  const en = lang === 'en';
  const or = en ? 'or' : 'ou';
  const and = en ? 'and' : 'et';
  const names = DIMENSION_NAMES[lang];
  const lines: FactLine[] = [];
  const add = (label: string, value: string, sentence?: string) => lines.push({ label, value, sentence: sentence ?? `${label}${en ? ':' : ' :'} ${value}.` });
  if (facts.colours.length > 0) {
    const colours = list(facts.colours.map(lower), or);
    add(en ? 'Colour' : 'Coloris', colours, en ? `Available in ${colours}.` : `Disponible en ${colours}.`);
  }
  if (facts.materials.length > 0) {
    const materials = list(facts.materials.map(lower), and);
    add(en ? 'Material' : 'Matière', materials, en ? `Made of ${materials}.` : undefined);
  }
  if (facts.sizes.length > 0) add(en ? 'Size' : 'Taille', list(facts.sizes, or));
  const dims = dimensions(facts, lang);
  if (dims) {
    const order = DIMENSIONS.filter((kind) => facts.measures[kind]).map((kind) => names[kind].toLowerCase()).join(' × ');
    add('Dimensions', `${dims} (${order})`, en ? `It measures ${dims} (${order}).` : undefined);
  } else {
    for (const kind of DIMENSIONS) {
      const m = facts.measures[kind];
      if (m) add(names[kind], measure(m, lang));
    }
  }
  const { weight, capacity, power } = facts.measures;
  if (weight) add(names.weight, measure(weight, lang), en ? `It weighs ${measure(weight, lang)}.` : undefined);
  if (capacity) add(names.capacity, measure(capacity, lang), en ? `It holds ${measure(capacity, lang)}.` : undefined);
  if (power) add(names.power, measure(power, lang));
  if (facts.origin) add(en ? 'Origin' : 'Origine', facts.origin, en ? `Made in ${facts.origin}.` : undefined);
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
  return parts.slice(0, 2);
}

export const PHRASES: Record<Lang, Phrases> = {
  en: {
    subject: (facts) => subjectOf(facts, 'en'),
    discover: (subject) => `Discover ${subject}.`,
    attributes: (facts) => factLines(facts, 'en').map((line) => line.sentence),
    bullets: (facts) => factLines(facts, 'en').map((line) => `${line.label}: ${line.value}`),
    short: (facts) => `${[subjectOf(facts, 'en'), ...keyFacts(facts, 'en')].join(', ')}.`,
    meta: (facts) => `Shop ${[subjectOf(facts, 'en'), ...keyFacts(facts, 'en')].join(', ')}.`,
    closings: {
      neutral: ['A dependable choice for everyday use.', 'Every detail is listed to help you choose.', 'A sound choice that combines practicality and quality.', 'Designed to meet the expectations of demanding users.', 'Order it today and see the difference for yourself.', 'Check the characteristics to find the model that suits you.'],
      friendly: ['You are going to love it!', 'It makes everyday life a little easier.', 'Have a look at the details and make it yours.', 'A great pick for you and your family.', 'Simple, practical and ready when you are.', 'Treat yourself today!'],
      luxury: ['An exceptional piece for discerning tastes.', 'Refined in every detail.', 'Crafted for those who expect the very best.', 'Elegance and quality, without compromise.', 'A signature choice that stands apart.', 'Indulge in a truly premium experience.'],
    },
  },
  fr: {
    subject: (facts) => subjectOf(facts, 'fr'),
    discover: (subject) => `Découvrez ${subject}.`,
    attributes: (facts) => factLines(facts, 'fr').map((line) => line.sentence),
    bullets: (facts) => factLines(facts, 'fr').map((line) => `${line.label} : ${line.value}`),
    short: (facts) => `${[subjectOf(facts, 'fr'), ...keyFacts(facts, 'fr')].join(', ')}.`,
    meta: (facts) => `Achetez ${[subjectOf(facts, 'fr'), ...keyFacts(facts, 'fr')].join(', ')}.`,
    closings: {
      neutral: ['Un choix fiable pour un usage quotidien.', 'Toutes les caractéristiques sont détaillées pour vous aider à choisir.', 'Un choix judicieux qui allie praticité et qualité.', 'Consultez les caractéristiques pour trouver le modèle qui vous convient.', "Commandez dès aujourd'hui et faites la différence.", 'La qualité au service de votre quotidien.'],
      friendly: ['Vous allez adorer !', 'De quoi simplifier votre quotidien.', "Jetez un œil aux détails et laissez-vous tenter.", 'Un excellent choix pour vous et votre famille.', 'Simple, pratique et toujours là pour vous.', "Faites-vous plaisir dès aujourd'hui !"],
      luxury: ["Une pièce d'exception pour les connaisseurs.", 'Le raffinement dans les moindres détails.', 'Pour celles et ceux qui exigent le meilleur.', 'Élégance et qualité, sans compromis.', 'Un choix signature qui se distingue.', 'Offrez-vous une expérience haut de gamme.'],
    },
  },
};
