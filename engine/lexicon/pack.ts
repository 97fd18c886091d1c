/**
 * What a language pack holds: the words of one language for each concept the rules ask about. A
 * pack is data only — adding a language is a pack (and a corpus folder of cases), never rule code.
 * Words are written as `normalise()` writes them (lower case, accents off, ß kept), except colours
 * and materials, written as the language writes them (they are said in generated copy) and compared
 * after the same normalising, and function words, written in lower case with their accents.
 */
import type { AxisConcept, ColourId, Concept, ConditionId, MaterialId, PriceWord, StateId } from './concepts.ts';

export type LanguageCode = 'en' | 'fr' | 'de' | 'es' | 'it' | 'pt' | 'nl' | 'pl' | 'sv' | 'da' | 'cs' | 'sk' | 'hu' | 'hr';

/**
 * One way a language writes the axes of a size with letters ('L x B x H'): the letters it reads, when
 * the name shows it is this way — one of `when`'s groups of letters is all there ('W' or 'D' for
 * English; 'L' with 'l', or 'P', for French).
 */
export interface AxisLetters {
  when: readonly string[];
  letters: Readonly<Record<string, AxisConcept>>;
}

/**
 * How a language's plurals are brought to a light stem, so that plural and singular meet ('Chemises'
 * and 'Chemise', 'Scarpe' and 'Scarpa'): a word of `keepUpTo` letters or fewer stays whole; else the
 * first ending it has is replaced, when the word is longer than `longerThan` and the letter before the
 * ending is not one of `notAfter`; a stem shorter than `shortestStem` leaves the word whole.
 */
export interface Stemming {
  keepUpTo: number;
  shortestStem?: number;
  endings: readonly { ending: string; becomes?: string; longerThan?: number; notAfter?: string }[];
}

export interface LanguagePack {
  code: LanguageCode;
  /** Words and phrases naming each concept in a column or field name ('poids' → weight, 'code barre' → ean). */
  concepts: Partial<Record<Concept, readonly string[]>>;
  /** Words that make a price of a kind or tax basis ('achat' → purchase, 'ttc' → tax included). */
  prices: Partial<Record<PriceWord, readonly string[]>>;
  /**
   * Concept words this language glues to the end of others ('Nettogewicht', 'Verkaufspreis'): a longer
   * word ending in one is split before it, so 'nettogewicht' reads 'netto gewicht'.
   */
  compoundHeads?: readonly string[];
  /** Words saying a measure is of the parcel, not the product ('Gross weight', 'Poids brut', 'Carton length'). */
  parcel: readonly string[];
  /** Words for the product itself, fillers in a longer name ('Product name'); alone ('Produit', 'Item'), the product's name. */
  product: readonly string[];
  /** What a cell holds instead of a value ('N/A', 'k. A.', 'non communiqué'). */
  placeholders: readonly string[];
  /** Words that say nothing about which field a name is ('the', 'of', 'product'). */
  fillers: readonly string[];
  /** Words that may stand between a field's name and its value in text ('Poids net : 1,5 kg', 'weight approx. 2 kg'). */
  linking: readonly string[];
  /** How the language writes axes with letters in a sizes name; a name no reading fits, or two readings disagree on, is not read. */
  axisLetters: readonly AxisLetters[];
  /** Abbreviations that are axes only in a sizes name ('Lg', 'Ht', 'Br.'), being other words elsewhere. */
  axisAbbreviations: Partial<Record<AxisConcept, readonly string[]>>;
  /** Words for a column of the file, as a field's extra information names one ('the Dispo column', 'colonne Dispo'). */
  column: readonly string[];
  /** Words before a unit in a name ('Poids en kg', 'Gewicht in kg'). */
  unitIntro: readonly string[];
  /** Words saying what an amount is per ('per kg', 'le kg', 'each', 'pro Stück'); a unit follows, or 'each' stands alone. */
  perUnit: readonly string[];
  /** Words saying a price is for one item ('each', 'pièce'): a count of one. */
  each: readonly string[];
  /** Words joining a pack's count to what each item holds ('12 Stück à 250 g', '6 unidades de 40 g'); the sign in '6 x 400 g' is the parser's. */
  packJoins: readonly string[];
  /** How a field's extra information says its value is the first word of the name ('the brand is the first word of the name', 'premier mot', 'erste Wort'). */
  firstWord: readonly string[];
  /**
   * Words of products that come in flavours or scents — food, drinks, sweets, cosmetics, candles — and
   * the words for a flavour or scent ('Geschmack', 'sabor'): in a name holding one, 'orange', 'cherry' or
   * 'vanille' is a flavour, never a colour or a material.
   */
  flavoured: readonly string[];
  /**
   * Words a workbook's sheet is named by when it explains or lists values instead of holding products
   * ('Instructions', 'Lisez-moi', 'Listes de valeurs'): a name holding one of them as whole words.
   */
  helpSheets: readonly string[];
  /** What a list's sum line starts with ('Total', 'Sous-total', 'Summe'): such a line is no product. */
  totals: readonly string[];
  /** Words before a price saying it is the least asked ('from': 'vanaf € 20,00', 'od 80,-', 'ab 5 €'). */
  priceFrom?: readonly string[];
  /** Words after a price saying it is the least asked ('and up': '50.000 en adelante', '£20 upwards', '20 € et plus'). */
  priceUpward?: readonly string[];
  /** Words around the hours a menu or a service keeps ('tot 17:00', 'ab 11:30 Uhr', 'kl. 11-14'); weekdays come from Intl. */
  hours?: readonly string[];
  /** Names of the hours a shop keeps ('Öffnungszeiten', 'opening hours'): a heading over them heads no item. */
  openingHours?: readonly string[];
  /** Words saying from when a list's prices hold, and a list's own names ('gültig ab', 'vanaf', 'Preisliste'): beside a date alone, a note ('Prijslijst vanaf augustus 2025'). */
  validity?: readonly string[];
  /** Words offering one thing or another ('liten eller stor', 'small or large'): the sizes a row names for its prices. */
  alternatives?: readonly string[];
  /** Words for the tokens a bar or a fair sells to pay with ('1 bon', '3 jetons'): a price written in them is an amount, in no currency. */
  tokens?: readonly string[];
  /** Leading words of yes/no columns ('Is featured?', 'Published', 'Actif'). */
  flags: readonly string[];
  /**
   * The kinds a shop's export writes in a product-type column ('variable' / 'variation' in
   * WooCommerce, 'configurable' in Magento and Bagisto): a row of a parent kind is a product whose
   * variants follow it; a row of a variant kind is one of them.
   */
  productKinds?: { parent: readonly string[]; variant: readonly string[] };
  /** Spellings of units in words of this language, by unit id ('kilo' → kg, 'pouces' → in). */
  units: Partial<Record<string, readonly string[]>>;
  /** Currency words of this language ('euros' → EUR); symbols and ISO codes come from Intl. */
  currencies: Partial<Record<string, readonly string[]>>;
  /**
   * Signs several countries write for their currencies alike ('kr': the crown of Sweden, Denmark and
   * Norway), no currency on their own, or that are a unit elsewhere ('Ft': the forint, and the foot):
   * read as this language's only in a file written in it.
   */
  sharedCurrencies?: Partial<Record<string, readonly string[]>>;
  /**
   * Currencies whose sign is one letter ('R' the rand, 'Q' the quetzal), written in this language's
   * countries: money only in a file written in it ('R16' a rim's size in a Slovak garage's list).
   */
  letterCurrencies?: readonly string[];
  /**
   * Unit spellings that are also everyday words of this language ('in', 'once' in English): read as a
   * unit only right after a number, never in a sentence such as a field's extra information.
   */
  ambiguousUnits: readonly string[];
  /** Colours by id: this language's spellings, the first being how it writes the colour. */
  colours: Partial<Record<ColourId, readonly string[]>>;
  materials: Partial<Record<MaterialId, readonly string[]>>;
  /** A product's condition ('neuf', 'gebraucht', 'ricondizionato'), as colours. */
  conditions: Partial<Record<ConditionId, readonly string[]>>;
  /** Words a category's name or a shop's path says nothing by ('and', 'other', 'divers', 'sonstige'): dropped when categories are compared. */
  categoryFillers?: readonly string[];
  /** Words joining the several things one category names ('Scarves and Shawls', 'Hüte oder Caps'). */
  categoryJoins?: readonly string[];
  /** How the language's plurals meet their singular when categories are compared (the channels' taxonomies). */
  stemming?: Stemming;
  /** What a shop's path starts with above every category ('Home', 'Accueil', 'Alle Produkte'): its root, not a kind of product. */
  shopRoots?: readonly string[];
  /** Availability, publication, yes and no as a shop's export writes them ('en stock', 'brouillon', 'oui'), normalised. */
  states?: Partial<Record<StateId, readonly string[]>>;
  /** Words a product's own sentence may start with that are written in lower case within another sentence ('the', 'cette'), in lower case with their accents. */
  sentenceOpeners?: readonly string[];
  /** Words opening what a dish is served with, in lower case ('mit', 'with', 'avec'): a line so opened under a dish describes it. */
  servedWith?: readonly string[];
  /** Short words this language uses many times in any sentence, and other languages do not. */
  functionWords: readonly string[];
}
