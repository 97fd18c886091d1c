import { unitDimension, unitInName } from './units.ts';

/**
 * What a column or output field name means, in English and French: its words brought to one
 * canonical form, the unit it declares, whether it names a price (and which one) or a yes/no flag.
 * Extraction uses it to pick the right column; the automatic mapping uses it to refuse a match that
 * would copy the wrong thing (pounds into kilograms, a purchase price into a selling price).
 */

/** Lower case, accents off, punctuation as spaces: "Code-barres (EAN)" → "code barres ean". */
export function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/([a-z])([0-9])/g, '$1 $2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Each word → its canonical form (en/fr synonyms). */
const SYNONYMS: Record<string, string> = {};
const synonyms = (canonical: string, ...words: string[]) => {
  for (const word of [canonical, ...words]) SYNONYMS[word] = canonical;
};
synonyms('name', 'nom', 'title', 'titre', 'label', 'libelle', 'designation', 'intitule', 'appellation');
synonyms('description', 'descriptif', 'desc', 'descr');
synonyms('price', 'prix', 'tarif', 'tarifs', 'prices', 'pvc', 'ppc', 'msrp', 'rrp');
synonyms('brand', 'marque', 'marques', 'brands', 'manufacturer', 'fabricant', 'make', 'vendor');
synonyms('colour', 'color', 'colors', 'colours', 'couleur', 'couleurs', 'coloris', 'teinte');
synonyms('size', 'sizes', 'taille', 'tailles', 'pointure');
synonyms('weight', 'poids', 'masse', 'weighs', 'pese');
synonyms('material', 'materials', 'matiere', 'matieres', 'materiau', 'materiaux', 'composition');
synonyms('category', 'categories', 'categorie', 'famille', 'rayon');
synonyms('image', 'images', 'photo', 'photos', 'picture', 'pictures', 'visuel', 'visuels', 'img');
synonyms('url', 'urls', 'link', 'links', 'lien', 'liens');
synonyms('ean', 'gtin', 'ean13', 'barcode', 'upc', 'codebarre');
synonyms('reference', 'ref', 'sku', 'mpn', 'partnumber');
synonyms('model', 'modele', 'models');
synonyms('stock', 'quantity', 'quantite', 'qty', 'inventory');
synonyms('width', 'largeur', 'larg');
synonyms('height', 'hauteur', 'haut');
synonyms('length', 'longueur');
synonyms('depth', 'profondeur', 'prof');
synonyms('diameter', 'diametre', 'diam');
synonyms('screen', 'ecran');
synonyms('thickness', 'epaisseur');
synonyms('warranty', 'garantie');
synonyms('origin', 'origine', 'provenance');
synonyms('country', 'pays');
synonyms('condition', 'etat');
synonyms('short', 'court', 'courte', 'brief', 'breve');
synonyms('long', 'longue', 'full', 'complete', 'detailed', 'detaillee', 'detaille');
synonyms('features', 'feature', 'caracteristiques', 'caracteristique', 'avantages', 'benefits', 'highlights');
synonyms('bullet', 'bullets', 'puces', 'puce');
synonyms('summary', 'resume', 'accroche', 'teaser', 'abstract');
synonyms('gender', 'genre', 'sexe');
synonyms('season', 'saison');
synonyms('capacity', 'capacite', 'contenance', 'volume');
synonyms('power', 'puissance', 'wattage');
synonyms('keywords', 'keyword', 'motscles', 'tags');
synonyms('meta', 'metadescription');
synonyms('seo', 'referencement');

/** Words that say nothing about which field it is. */
const FILLERS = new Set(['du', 'de', 'des', 'la', 'le', 'les', 'd', 'l', 'the', 'of', 'a', 'an', 'for', 'pour', 'product', 'products', 'produit', 'produits', 'article', 'articles', 'item', 'items', 'en', 'et', 'and', 's']);

/** Multi-word phrases that are one concept, applied before splitting into words. */
const PHRASES: [RegExp, string][] = [
  [/\bcode (?:a )?barres?\b/g, 'ean'],
  [/\bbar code\b/g, 'ean'],
  [/\bpart (?:number|no)\b/g, 'reference'],
  [/\bmots? cles?\b/g, 'keywords'],
  [/\bpoints? forts?\b/g, 'features'],
  [/\bbullet points?\b/g, 'bullet'],
  [/\bmeta description\b/g, 'meta'],
  [/\bcountry of origin\b|\bpays d origine\b|\bmade in\b|\bfabrique en\b/g, 'origin'],
];

/** The canonical words of a name, fillers dropped (kept when the name is only fillers). */
export function canonicalWords(name: string): string[] {
  let text = normalise(name.replace(/^ac_/, ''));
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  const all = text.split(' ').filter(Boolean).map((word) => SYNONYMS[word] ?? word);
  const meaningful = all.filter((word) => !FILLERS.has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : all)];
}

/**
 * Which price a name is: the selling price (price, regular, retail, prix de vente), the sale
 * (discounted) price, the purchase price (wholesale, cost, prix d'achat, dealer, revendeur), or
 * another amount that is not the product's current price (shipping cost, discount, eco-tax, unit
 * price per kilo, a sale's dates, the struck-through 'compare at' / 'prix barré' / old price).
 */
export type PriceKind = 'selling' | 'sale' | 'purchase' | 'other';
export type TaxBasis = 'incl' | 'excl' | null;

export interface PriceMeaning {
  kind: PriceKind;
  tax: TaxBasis;
}

const has = (text: string, ...phrases: string[]) => phrases.some((phrase) => ` ${text} `.includes(` ${phrase} `));

const PRICE_WORDS = ['price', 'prices', 'prix', 'tarif', 'tarifs', 'pvc', 'ppc', 'msrp', 'rrp', 'cost', 'cout', 'couts', 'wholesale', 'pa ht', 'pv ht', 'pa ttc', 'pv ttc'];

function priceOf(text: string, unit: string | undefined): PriceMeaning | null {
  const currency = unit !== undefined && /^[A-Z]{3}$/.test(unit);
  if (!has(text, ...PRICE_WORDS) && !currency) return null;
  const tax: TaxBasis = has(text, 'ttc', 'incl', 'including', 'included', 'inc', 'with tax', 'gross')
    ? 'incl'
    : has(text, 'ht', 'excl', 'excluding', 'excluded', 'ex', 'hors taxe', 'hors taxes', 'before tax', 'net of tax', 'pre tax')
      ? 'excl'
      : null;
  let kind: PriceKind = 'selling';
  // A price whose name declares a mass, length or volume ('Prix au kilo', 'Price (l)') is per that unit.
  const perUnit = unit !== undefined && !currency;
  if (perUnit || has(text, 'shipping', 'delivery', 'livraison', 'port', 'frais', 'discount', 'remise', 'reduction', 'ecotax', 'eco', 'percent', 'pourcentage', 'rules', 'unit', 'unitaire', 'per', 'kilo', 'kg', 'litre', 'liter', 'date', 'from', 'to', 'start', 'starts', 'end', 'ends', 'debut', 'fin', 'compare', 'old', 'was', 'ancien', 'barre', 'crossed')) kind = 'other';
  else if (has(text, 'wholesale', 'cost', 'cout', 'couts', 'purchase', 'buying', 'buy', 'achat', 'gros', 'grossiste', 'supplier', 'fournisseur', 'trade', 'dealer', 'reseller', 'b 2b', 'revendeur', 'revendeurs', 'distributor', 'distributeur', 'b2b', 'pa', 'net')) kind = 'purchase';
  else if (has(text, 'sale', 'promo', 'promotion', 'promotional', 'promotionnel', 'discounted', 'solde', 'soldes', 'special', 'offer', 'offre')) kind = 'sale';
  return { kind, tax };
}

/** Words saying a measure is of the parcel, not the product: 'Gross weight', 'Poids brut', 'Carton length'. */
const PARCEL_WORDS = new Set(['gross', 'brut', 'shipping', 'package', 'packaging', 'packed', 'parcel', 'carton', 'box', 'colis', 'emballage', 'expedition', 'livraison']);

/** Whether canonical words name the parcel's measure rather than the product's. */
export const ofParcel = (words: readonly string[]): boolean => words.some((word) => PARCEL_WORDS.has(word));

/** Yes/no columns ('In stock?', 'Published', 'Active (0/1)'): never read as a number or a quantity. */
function isFlag(name: string, text: string): boolean {
  if (/\?\s*$/.test(name) || /\(\s*0\s*\/\s*1\s*\)|0 ?= ?no|1 ?= ?yes|yes\s*\/\s*no|oui\s*\/\s*non/i.test(name)) return true;
  return /^(?:is|has|allow|allows|enable|enabled|show|active|actif|published|publie|visible|featured|sold individually|backorders allowed|virtual|downloadable|en vente|on sale)(?: |$)/.test(text);
}

export interface NameMeaning {
  /** The name normalised ('Poids (kg)' → 'poids kg'). */
  key: string;
  /** Canonical words without the unit ('Weight (lbs)' → ['weight']). */
  words: string[];
  /** The unit the name declares, canonical ('lb', 'kg', 'EUR'). */
  unit: string | undefined;
  price: PriceMeaning | null;
  flag: boolean;
}

/** Names repeat on every row of a file: their meanings are worked out once (a bounded cache). */
const meanings = new Map<string, NameMeaning>();
const MEANINGS_KEPT = 5000;

export function meaningOf(name: string): NameMeaning {
  const known = meanings.get(name);
  if (known) return known;
  const { unit, rest } = unitInName(name);
  const text = normalise(rest);
  const words = canonicalWords(rest);
  // A name that is a mass unit and nothing else (Shopify's 'Variant Grams') is a weight in that unit.
  const massOnly = unit !== undefined && unitDimension(unit) === 'mass' && words.every((word) => isFiller(word) || word === 'variant');
  const meaning = { key: normalise(name), words: massOnly ? ['weight'] : words, unit, price: priceOf(text, unit), flag: isFlag(name, text) };
  if (meanings.size >= MEANINGS_KEPT) meanings.clear();
  meanings.set(name, meaning);
  return meaning;
}

/**
 * Whether a column holding one price can fill a field asking for another: a selling price never
 * comes from a purchase, sale or other amount (nor the reverse), and a field that names its tax basis
 * (HT / TTC) takes only a column that names the same one.
 */
export function pricesAgree(field: PriceMeaning | null, column: PriceMeaning | null): boolean {
  if (!field || !column) return field === column;
  if (field.kind !== column.kind) return false;
  return field.tax === null || field.tax === column.tax;
}

/** One word's canonical form ('poids' → 'weight'); the word itself when it has no synonym. */
export function canonicalWord(word: string): string {
  return SYNONYMS[word] ?? word;
}

export function isFiller(word: string): boolean {
  return FILLERS.has(word);
}
