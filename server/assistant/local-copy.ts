import { normalise } from '../../domain/field-names.ts';
import type { GenerateOptions, Product, SourceColumns } from '../../workers/enrich/types.ts';

/**
 * The `local` provider's copy: written offline and deterministically from the product's own columns,
 * in English or French (other language codes fall back to English, see docs/batch-runs.md), honouring
 * tone, structure/format and min/max words. It never invents facts: every sentence states a column's
 * value or is a neutral sentence of the chosen tone.
 */

type Lang = 'en' | 'fr';

interface Facts {
  name: string;
  brand: string;
  /** Short attribute columns, as [label, value]. */
  attributes: [string, string][];
  /** Sentences of the product's own description. */
  description: string[];
}

const IDENTIFIER = /(?:^| )(?:ean|gtin|upc|isbn|asin|sku|id|ref|reference|mpn|code|barcode|url|urls|link|image|images|photo|price|prix|stock|qty|quantity|quantite)(?: |$)/;
const NAME = /(?:^| )(?:name|nom|title|titre|label|libelle|designation|product name|nom produit)(?: |$)/;
const BRAND = /(?:^| )(?:brand|marque|manufacturer|fabricant)(?: |$)/;
const DESCRIPTION = /(?:^| )(?:description|desc|descriptif|summary|resume)(?: |$)/;

function firstFilled(product: Product, columns: readonly string[] | undefined): string {
  for (const column of columns ?? []) {
    const value = product[column]?.trim();
    if (value) return value;
  }
  return '';
}

function sentencesOf(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean).map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
}

export function factsOf(product: Product, sources: SourceColumns = {}): Facts {
  const columns = Object.keys(product);
  const byName = (pattern: RegExp) => columns.filter((column) => pattern.test(normalise(column)));
  const name = firstFilled(product, sources.product_name) || firstFilled(product, byName(NAME));
  const brand = firstFilled(product, sources.brand) || firstFilled(product, byName(BRAND));
  const descriptionColumns = sources.description?.length ? sources.description : byName(DESCRIPTION);
  const used = new Set([...(sources.product_name ?? []), ...(sources.brand ?? []), ...descriptionColumns, ...byName(NAME), ...byName(BRAND)]);
  for (const key of ['public_identifiers', 'partnumber', 'binaries_or_urls'] as const) for (const column of sources[key] ?? []) used.add(column);
  const attributes: [string, string][] = [];
  for (const column of columns) {
    const value = product[column]?.trim() ?? '';
    if (!value || used.has(column) || IDENTIFIER.test(normalise(column)) || value.length > 60 || /^https?:/i.test(value)) continue;
    attributes.push([column, value]);
  }
  return { name: name || brand, brand, attributes, description: sentencesOf(firstFilled(product, descriptionColumns)) };
}

const TEXT = {
  en: {
    discover: (p: string) => `Discover ${p}.`,
    by: (name: string, brand: string) => `${name} by ${brand}`,
    attribute: (label: string, value: string) => `${label}: ${value}.`,
    short: (p: string, attrs: string) => (attrs ? `${p}, with ${attrs}.` : `${p}, ready for everyday use.`),
    meta: (p: string, attrs: string) => (attrs ? `Buy ${p}: ${attrs}. Full specifications and details.` : `Buy ${p}. Full specifications and details.`),
    closing: {
      neutral: ['A dependable choice for everyday use.', 'Every detail is listed above to help you choose.', 'Check the characteristics to find the model that suits you.', 'It is designed to meet the expectations of demanding users.', 'A sound choice that combines practicality and quality.', 'Order it today and see the difference for yourself.'],
      friendly: ['You are going to love it!', 'It makes everyday life a little easier.', 'Have a look at the details and make it yours.', 'A great pick for you and your family.', 'Simple, practical and ready when you are.', 'Treat yourself today!'],
      luxury: ['An exceptional piece for discerning tastes.', 'Refined in every detail.', 'Crafted for those who expect the very best.', 'Elegance and quality, without compromise.', 'A signature choice that stands apart.', 'Indulge in a truly premium experience.'],
    },
    and: 'and',
  },
  fr: {
    discover: (p: string) => `Découvrez ${p}.`,
    by: (name: string, brand: string) => `${name} de ${brand}`,
    attribute: (label: string, value: string) => `${label} : ${value}.`,
    short: (p: string, attrs: string) => (attrs ? `${p}, avec ${attrs}.` : `${p}, prêt pour un usage quotidien.`),
    meta: (p: string, attrs: string) => (attrs ? `Achetez ${p} : ${attrs}. Caractéristiques complètes et détails.` : `Achetez ${p}. Caractéristiques complètes et détails.`),
    closing: {
      neutral: ['Un choix fiable pour un usage quotidien.', 'Toutes les caractéristiques sont détaillées pour vous aider à choisir.', 'Consultez les caractéristiques pour trouver le modèle qui vous convient.', 'Il est conçu pour répondre aux attentes des utilisateurs exigeants.', 'Un choix judicieux qui allie praticité et qualité.', 'Commandez-le dès aujourd’hui et faites la différence.'],
      friendly: ['Vous allez l’adorer !', 'Il vous simplifie la vie au quotidien.', 'Jetez un œil aux détails et adoptez-le.', 'Un excellent choix pour vous et votre famille.', 'Simple, pratique et prêt quand vous l’êtes.', 'Faites-vous plaisir dès aujourd’hui !'],
      luxury: ['Une pièce d’exception pour les connaisseurs.', 'Raffiné dans les moindres détails.', 'Conçu pour celles et ceux qui exigent le meilleur.', 'Élégance et qualité, sans compromis.', 'Un choix signature qui se distingue.', 'Offrez-vous une expérience vraiment haut de gamme.'],
    },
    and: 'et',
  },
};

function toneKey(tone: string | null): 'neutral' | 'friendly' | 'luxury' {
  const key = normalise(tone ?? '');
  if (/friendly|casual|warm|fun|amical|decontracte|chaleureux|convivial|enthusias|enthousiaste/.test(key)) return 'friendly';
  if (/luxury|premium|elegant|luxe|prestige|haut de gamme|chic|refined|raffine/.test(key)) return 'luxury';
  return 'neutral';
}

export function wordCount(text: string): number {
  return text
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Sentences up to max words, cut at a sentence boundary (the first sentence cut by words if it alone is too long). */
function fitSentences(pool: string[], min: number | null, max: number | null, base: number): string[] {
  const out: string[] = [];
  let count = 0;
  for (const [index, sentence] of pool.entries()) {
    const n = wordCount(sentence);
    if (max !== null && count + n > max) {
      if (out.length === 0) {
        const words = sentence.split(/\s+/).slice(0, Math.max(1, max));
        out.push(`${words.join(' ').replace(/[,;:.!?]+$/, '')}.`);
      }
      break;
    }
    out.push(sentence);
    count += n;
    if (index + 1 >= base && (min === null || count >= min)) break;
  }
  return out;
}

function list<T>(items: T[], lang: Lang): string {
  const strings = items.map(String);
  if (strings.length <= 1) return strings.join('');
  return `${strings.slice(0, -1).join(', ')} ${TEXT[lang].and} ${strings.at(-1)}`;
}

function render(sentences: string[], bullets: boolean, format: string | null): string {
  const kind = normalise(format ?? '');
  if (bullets) {
    if (kind.includes('html')) return `<ul>${sentences.map((s) => `<li>${s}</li>`).join('')}</ul>`;
    return sentences.map((s) => `- ${s}`).join('\n');
  }
  if (kind.includes('html')) return sentences.map((s) => `<p>${s}</p>`).join('');
  return sentences.join(' ');
}

/** Generated copy for one product with one `ac_…` tool. */
export function localCopy(tool: string, product: Product, sources: SourceColumns, options: GenerateOptions): string {
  const lang: Lang = options.language === 'fr' ? 'fr' : 'en';
  const text = TEXT[lang];
  const facts = factsOf(product, sources);
  const subject = facts.brand && facts.name && facts.brand !== facts.name ? text.by(facts.name, facts.brand) : facts.name || facts.brand;
  const attrs = facts.attributes.map(([label, value]) => text.attribute(label, value));
  const attrPhrase = list(facts.attributes.slice(0, 3).map(([label, value]) => `${label.toLowerCase()} ${value}`), lang);
  const closing = text.closing[toneKey(options.tone)];
  const { min_words: min, max_words: max } = options;
  const structure = normalise(`${options.structure ?? ''} ${options.format ?? ''}`);
  const wantsBullets = tool === 'ac_bullet_points' || /bullet|list|puce|liste/.test(structure);

  switch (tool) {
    case 'ac_product_title': {
      const key = facts.attributes.slice(0, 2).map(([, value]) => value);
      const title = [subject, ...key].filter(Boolean).join(' – ');
      return fitSentences([title], null, max ?? 20, 1)[0]?.replace(/\.$/, '') ?? '';
    }
    case 'ac_seo_meta_description': {
      const sentence = text.meta(subject, attrPhrase);
      // A meta description is read by search engines up to about 160 characters.
      const fitted = fitSentences(sentencesOf(sentence), min, max, 2).join(' ');
      return fitted.length > 160 ? `${fitted.slice(0, 157).replace(/\s+\S*$/, '')}…` : fitted;
    }
    case 'ac_short_description': {
      const pool = [text.short(subject, attrPhrase), ...facts.description, ...closing];
      return render(fitSentences(pool, min, max ?? 60, 2), wantsBullets, options.format);
    }
    case 'ac_bullet_points': {
      const pool = [...attrs, ...facts.description, ...closing];
      return render(fitSentences(pool, min, max, Math.min(5, Math.max(3, attrs.length))), true, options.format);
    }
    default: {
      const pool = [text.discover(subject), ...facts.description, ...attrs, ...closing];
      return render(fitSentences(pool, min, max, Math.max(4, 1 + facts.description.length + attrs.length + 1)), wantsBullets, options.format);
    }
  }
}
