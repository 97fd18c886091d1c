import type { Concept } from '../lexicon/concepts.ts';
import { normalise, PRICE_PHRASES } from '../lexicon/index.ts';
import { meaningOf, type NameMeaning } from '../lexicon/names.ts';
import type { FieldGroup, SourceFieldKey } from '../../domain/files.ts';
import { isGtin } from '../quantities/gtin.ts';
import { isPrice, isUrl, mostly } from './patterns.ts';

/** Whole words or phrases, matched against the normalised name (en and fr). */
function words(...list: string[]): RegExp {
  return new RegExp(`(?:^| )(?:${list.join('|')})(?: |$)`);
}

/** Checked in this order: "Reference price" is a price, "Category name" a category. */
const GROUP_PATTERNS: [FieldGroup, RegExp][] = [
  ['price', words('price', 'prices', 'prix', 'pvc', 'ppc', 'pv', 'pa', 'tarif', 'tarifs', 'cost', 'cout', 'msrp', 'rrp', 'amount', 'montant', 'ht', 'ttc', 'vat', 'tva', 'tax', 'taxe', 'currency', 'devise', 'discount', 'remise', 'promo')],
  ['categories', words('category', 'categories', 'categorie', 'cat', 'famille', 'family', 'sous famille', 'rayon', 'department', 'departement', 'univers', 'universe', 'segment', 'taxonomy', 'taxonomie', 'gamme', 'range', 'collection', 'product type', 'type de produit', 'type produit', 'classification', 'nomenclature', 'breadcrumb')],
  ['identifiers', words('ean', 'ean 13', 'gtin', 'upc', 'isbn', 'asin', 'sku', 'skus', 'ref', 'reference', 'references', 'code barre', 'code barres', 'codebarre', 'barcode', 'bar code', 'id', 'identifier', 'identifiant', 'mpn', 'part number', 'partnumber', 'part no', 'model number', 'numero', 'article number', 'code article', 'code produit', 'product code', 'item number', 'item code')],
  ['attributes', words('color', 'colour', 'colors', 'couleur', 'couleurs', 'size', 'sizes', 'taille', 'tailles', 'pointure', 'weight', 'poids', 'material', 'materials', 'matiere', 'matieres', 'composition', 'width', 'largeur', 'height', 'hauteur', 'length', 'longueur', 'depth', 'profondeur', 'dimension', 'dimensions', 'capacity', 'capacite', 'volume', 'contenance', 'pattern', 'motif', 'gender', 'genre', 'sexe', 'age', 'brand', 'marque', 'manufacturer', 'fabricant', 'model', 'modele', 'style', 'finish', 'finition', 'power', 'puissance', 'voltage', 'tension', 'unit', 'unite', 'origin', 'origine', 'season', 'saison', 'warranty', 'garantie', 'stock', 'quantity', 'quantite', 'qty', 'grams', 'grammes', 'attribute', 'attributes', 'attribut', 'attributs', 'custom fields', 'specifications', 'specs')],
  ['contents', words('name', 'nom', 'title', 'titre', 'label', 'libelle', 'designation', 'description', 'desc', 'short description', 'long description', 'resume', 'summary', 'text', 'texte', 'bullet', 'bullets', 'features', 'caracteristiques', 'benefits', 'avantages', 'keywords', 'mots cles', 'seo', 'meta')],
];

const URL_NAMES = words('url', 'urls', 'link', 'links', 'lien', 'liens', 'image', 'images', 'img', 'photo', 'photos', 'picture', 'pictures', 'visuel', 'visuels', 'media', 'medias', 'pdf', 'document', 'documents', 'fiche technique', 'datasheet', 'thumbnail', 'vignette');

/** Concepts telling a column's group, in the order they are asked: 'Categoría' is a category, 'Gewicht' an attribute. */
const GROUP_CONCEPTS: [FieldGroup, readonly Concept[]][] = [
  ['categories', ['category']],
  ['identifiers', ['ean', 'reference', 'model']],
  ['attributes', ['colour', 'size', 'material', 'brand', 'weight', 'length', 'width', 'height', 'depth', 'diameter', 'thickness', 'capacity', 'power', 'area', 'dimensions', 'condition', 'gender', 'season', 'origin', 'warranty', 'stock', 'attribute']],
  ['contents', ['name', 'description', 'summary', 'features', 'bullet', 'keywords', 'meta', 'seo']],
];

/** The group a name's meaning in any language of the lexicon tells, for names the lists above do not know. */
function groupOfMeaning(meaning: NameMeaning): FieldGroup | undefined {
  if (meaning.price) return 'price';
  return GROUP_CONCEPTS.find(([, concepts]) => concepts.some((concept) => meaning.words.includes(concept)))?.[0];
}

/** The source field a name's meaning tells ('Artikelname', 'Marca', 'Descrizione'). */
function sourceFieldOfMeaning(words: readonly string[]): SourceFieldKey | undefined {
  if (words.includes('ean')) return 'public_identifiers';
  if (words.includes('brand')) return 'brand';
  if (words.includes('reference') || words.includes('model')) return 'partnumber';
  if (words.includes('description') || words.includes('summary')) return 'description';
  // Only a name that is the product's name and nothing else ('Artikelname', 'Nombre'): 'tax_class_name' is not.
  return words.length === 1 && words[0] === 'name' ? 'product_name' : undefined;
}

/**
 * Whether a name classes or names another thing than the product: a tax's category or name
 * ('tax_category_name', 'tax_class_name'), the attributes' family ('attribute_family_code') — a
 * setting of the shop, neither a price nor the product's category.
 */
function classOfAnotherThing(meaning: NameMeaning): boolean {
  const { words } = meaning;
  const classes = words.includes('category') || words.includes('name');
  return !meaning.price && classes && (words.some((word) => PRICE_PHRASES.tax.has(word)) || (words.includes('attribute') && words.includes('category')));
}

/** The group of a column, from its name first and from its values when the name says nothing. */
export function groupOf(name: string, values: readonly string[]): FieldGroup {
  const normalised = normalise(name);
  if (URL_NAMES.test(normalised) || classOfAnotherThing(meaningOf(name))) return 'others';
  if (normalised === 'code') return 'identifiers';
  for (const [group, pattern] of GROUP_PATTERNS) if (pattern.test(normalised)) return group;
  const byMeaning = groupOfMeaning(meaningOf(name));
  if (byMeaning) return byMeaning;
  if (mostly(values, isGtin)) return 'identifiers';
  if (mostly(values, isPrice)) return 'price';
  return 'others';
}

const SOURCE_PATTERNS: [SourceFieldKey, RegExp][] = [
  ['public_identifiers', words('ean', 'ean 13', 'gtin', 'upc', 'isbn', 'asin', 'code barre', 'code barres', 'codebarre', 'barcode', 'bar code')],
  ['brand', words('brand', 'brands', 'marque', 'marques', 'manufacturer', 'fabricant', 'make')],
  ['partnumber', words('mpn', 'model', 'modele', 'model number', 'part number', 'partnumber', 'part no', 'reference fabricant', 'ref fabricant', 'manufacturer reference', 'manufacturer part number', 'sku', 'ref', 'reference')],
  ['description', words('description', 'desc', 'descriptif', 'short description', 'long description', 'resume', 'summary')],
  ['product_name', words('name', 'nom', 'title', 'titre', 'label', 'libelle', 'designation', 'product name', 'nom produit', 'nom du produit', 'intitule')],
  ['binaries_or_urls', URL_NAMES],
];

/** The source field a column suits, if any: names first, then GTIN and URL values. */
export function sourceFieldOf(name: string, values: readonly string[]): SourceFieldKey | undefined {
  const normalised = normalise(name);
  // A picture's position or alt text is named after the picture, and holds no address.
  if (URL_NAMES.test(normalised)) return values.every((value) => value === '') || mostly(values, isUrl) ? 'binaries_or_urls' : undefined;
  // "Category name", "Brand name", "Attribute 1 name" or "Tax class name" is not the product's name.
  const other = /(?:^| )(?:categor\w*|famille|brand|marque|color|couleur|file|fichier|supplier|fournisseur|attributes?|attributs?|options?|tax|taxe|class|store|website\w*|shipping|carrier|transporteur|warehouse|entrepot|meta|seo|customer|client)(?: |$)/.test(normalised);
  for (const [key, pattern] of SOURCE_PATTERNS) {
    if (key === 'product_name' && other) continue;
    if (pattern.test(normalised)) return key;
  }
  const byMeaning = sourceFieldOfMeaning(meaningOf(name).words);
  if (byMeaning) return byMeaning;
  if (mostly(values, isGtin)) return 'public_identifiers';
  if (mostly(values, isUrl)) return 'binaries_or_urls';
  return undefined;
}
