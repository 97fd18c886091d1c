import { statesHours } from '../../lexicon/hours.ts';
import { normalise, PER_UNIT_WORDS, PRICE_FROM_WORDS, PRICE_UPWARD_WORDS, TOKEN_WORDS, TOTAL_WORDS } from '../../lexicon/index.ts';
import { taxBasisOf } from '../../lexicon/names.ts';
import type { LanguageCode } from '../../lexicon/pack.ts';
import { isSharedCurrencySign } from '../../lexicon/unit-table.ts';
import { SHARED_SIGN_LANGUAGES, unitIn, writesLetterCurrency } from '../../lexicon/units.ts';
import { parseQuantity, type Quantity } from '../../quantities/quantity.ts';
import { isCurrency } from '../../quantities/units.ts';
import { TextMemo } from '../../text-memo.ts';

/** Bare numbers longer than this are codes (EANs, references), not prices. */
const MAX_PRICE_DIGITS = 7;

/**
 * A price as a price list prints it: an amount with its currency ('€12.50', '12,50 €'), per a unit
 * ('40/kg', '200/dozen', '50/piece'), or a bare number, its cents a dash ('5.-', '80,-'), a note in
 * brackets after it aside; either decimal mark reads it (a list is read before anyone says which one
 * it uses). Undefined for anything else: a measure ('250 g'), a code.
 */
export function amountOf(text: string): Quantity | undefined {
  return read.of(`${language ?? ''}\u0000${text}`, () => readAmount(text));
}

/** A layout asks of the same cell many times: its answers are kept (a price list has a few thousand cells). */
const read = new TextMemo<Quantity | undefined>(20_000);

/**
 * The language of the document being read, in which a currency sign several countries share is its
 * own ('32 kr' in a Swedish menu). Set for the length of one layout, which runs without awaiting: the
 * amounts asked of in all its rules are read in it without each passing it on.
 */
let language: LanguageCode | undefined;
/** Whether the document writes its prices as bare numbers after its names (`barePricesIn`). */
let barePrices = false;

/** The language of the document being read, when it is told. */
export const readingLanguage = (): LanguageCode | undefined => language;

export function readingIn<T>(written: LanguageCode | undefined, read: () => T, bare = false): T {
  const before = [language, barePrices] as const;
  [language, barePrices] = [written, bare];
  try {
    return read();
  } finally {
    [language, barePrices] = before;
  }
}

/** A price written as a bare number: a few figures, its cents or none, or its tenths ('9', '11', '6.50', '14.5'). */
const BARE_PRICE = /^\d{1,3}(?:[.,]\d{1,2})?$/;
/** A document writes its prices bare after its names when so many of its lines end in one, and at least this share of those with letters. */
const BARE_LINES = 5;
const BARE_SHARE = 0.3;

/** A bare price after a dash ending a name ('pork & prawn wonton soup – 21'): a word before the dash, not a number (a range). */
const DASHED_BARE_PRICE = /\p{L}\S*\s+[–—-]\s*\d{1,3}(?:[.,]\d{2})?$/u;

/**
 * Whether a document writes its prices as bare numbers after its names. Either none of its texts
 * states a price (a currency, cents) and many of its lines end in such a number, a run of text of its
 * own after words ('Sparkling, Mionetto, Prosecco' then '9', 'Deschutes' then '6', a colour of their
 * own setting them apart); or many of its texts end in one after a dash ('pork & prawn wonton soup –
 * 21'), whatever its other prices. Its names' trailing numbers are then its prices.
 */
export function barePricesIn(lines: readonly { chunks: readonly { text: string; words: readonly { text: string; opens: boolean }[] }[] }[]): boolean {
  let [bare, dashed, worded] = [0, 0, 0];
  let stated = false;
  for (const line of lines) {
    for (const chunk of line.chunks) {
      stated ||= isStatedAmount(chunk.text) || trailingPrice(chunk.text) !== undefined;
      if (DASHED_BARE_PRICE.test(chunk.text.trim())) dashed += 1;
    }
    const words = line.chunks.flatMap((chunk) => chunk.words);
    if (!words.some((word) => /\p{L}/u.test(word.text))) continue;
    worded += 1;
    const [before, last] = words.slice(-2);
    if (last?.opens && BARE_PRICE.test(last.text) && before !== undefined && /\p{L}/u.test(before.text)) bare += 1;
  }
  const most = (count: number) => count >= BARE_LINES && count >= worded * BARE_SHARE;
  return most(dashed) || (!stated && most(bare));
}

/** Whole amounts with their cents written as a dash ('5.-', '5,–', '80,-', 'CHF 35.–', Sweden's '20:-', India's '30/-'). */
const DASH_CENTS = /(\d)[.,:/](?:-{1,2}|–|—)(?=$|[\s/])/;
/** The dash written after the currency instead ('49 kr,-', '49 kr.-'). */
const DASH_AFTER_CURRENCY = /(\d\s*\p{L}+)[.,](?:-{1,2}|–|—)(?=$|[\s/])/u;

/** A range of amounts ('15-50 PLN', '1500-2500,-', the currency before each end: '£38 - £40'): its lower end, the upper as long within a digit. */
const RANGE = /^(\D*?)(\d+(?:[.,]\d+)?)\s*[-–/]\s*\1?(\d+(?:[.,]\d+)?)(?=\D*$)/;

/** A range whose ends are both written with their cents, the same decimal mark ('12,00 - 16,00'). */
const CENTS_RANGE = /\d([.,])\d{2}\s*[-–]\s*\d+\1\d{2}(?!\d)/;

/** A range's lower end when the range says it is an amount (a currency, a unit, cents as a dash, or written on both ends, no hours: '12,00 - 16,00', not '11.30-14.00'). */
function lowerEnd(text: string): Quantity | undefined {
  const range = RANGE.exec(text);
  if (!range) return undefined;
  const [whole, before = '', low = '', high = ''] = range;
  if (Math.abs(low.length - high.length) > 1) return undefined;
  const amount = readAmount(`${before}${low}${text.slice(whole.length)}`);
  return amount && (amount.unit !== undefined || amount.per !== undefined || DASH_CENTS.test(text) || slashedPrices(text) || (CENTS_RANGE.test(whole) && !statesHours(text))) ? amount : undefined;
}

/** A product comes in a handful of sizes. */
const MOST_SLASHED = 4;
/** One of several prices written alone with slashes between: a bare number, its cents written or a dash ('80,-'). */
const SLASHED_PART = /^\d+(?:[.,]\d{2}|[.,:](?:-{1,2}|–|—))?$/;

/** What parts the sizes of one thing, or their prices: a slash or a bar ('0,2 l / 0,4 l', 'Klein | Groß'). */
export const SIZES_PARTED = /\s*[/|]\s*/;

/**
 * The prices of two sizes or more written alone with slashes (or bars) between, the smallest first
 * ('28/35', '40/48': a small and a large cup; '80,- / 155,-': a pizza and a family one; '€ 8,00 / €
 * 10,00', '70zł/80zł', '1,20 € | 2,00 €'), or the largest first when the first says it is a price
 * ('295,- / 60,-': a bottle and a glass of it); not a date ('17/05').
 */
export function slashedPrices(text: string): string[] | undefined {
  const parts = text.trim().split(SIZES_PARTED);
  if (parts.length < 2 || parts.length > MOST_SLASHED) return undefined;
  const values = parts.map(slashedValue);
  if (values.some((value) => value === undefined)) return undefined;
  const rising = values.every((value, at) => at === 0 || (value as number) > (values[at - 1] as number));
  const falling = values.every((value, at) => at === 0 || (value as number) < (values[at - 1] as number));
  return rising || (falling && isStatedAmount(parts[0] ?? '')) ? parts : undefined;
}

/** A size's label before its price in one run ('reg', 'large', 'Glas'): a word, no digit. */
const PRICE_LABEL = /^\p{L}[\p{L}.'’-]*$/u;

/**
 * The prices of two sizes or more, each after its label, in one run ('reg £2.10 large £2.50', 'Glas
 * 4,50 € Flasche 22,00 €'): each label with its price, the smallest first, each price stating itself
 * an amount (a currency or cents).
 */
export function labelledPrices(text: string): { label: string; price: string }[] | undefined {
  const pairs = pricesAfterLabels(text);
  const values = (pairs ?? []).map(({ price }) => amountOf(price)?.value ?? 0);
  return pairs && pairs.length >= 2 && pairs.length <= MOST_SLASHED && values.every((value, at) => at === 0 || value > (values[at - 1] as number)) ? pairs : undefined;
}

/** One price after its size's label, in the column of prices ('Small $10.00', 'Full $16.00' under it). */
export function labelledPrice(text: string): { label: string; price: string } | undefined {
  const pairs = pricesAfterLabels(text);
  return pairs?.length === 1 ? pairs[0] : undefined;
}

/** A run of prices each after its label, a word ('reg £2.10 large £2.50'); undefined when anything else stands in it. */
function pricesAfterLabels(text: string): { label: string; price: string }[] | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length < 2) return undefined;
  const pairs: { label: string; price: string }[] = [];
  for (let at = 0; at < words.length; ) {
    const label = words[at] ?? '';
    // The price's currency may stand apart after it ('4,50 €').
    const apart = at + 2 < words.length && /^\p{Sc}$/u.test(words[at + 2] ?? '') ? 1 : 0;
    const price = words.slice(at + 1, at + 2 + apart).join(' ');
    // A word saying the price is the least asked ('ab 55,00€') or its tax basis ('inkl. 12 €'), or its currency ('Euro 14,00'), names no size.
    const currency = unitIn(label, language);
    const says = PRICE_FROM_WORDS.has(normalise(label)) || taxBasisOf(label) !== undefined || (currency !== undefined && isCurrency(currency));
    if (!PRICE_LABEL.test(label) || says || !/\d/.test(price) || !isStatedAmount(price)) return undefined;
    pairs.push({ label, price });
    at += 2 + apart;
  }
  return pairs;
}

/** One of slashed prices: a bare number, or one with its currency ('€ 8,00', '70zł') or a unit it is per. */
function slashedValue(part: string): number | undefined {
  const number = part.replace(/^\p{Sc}\s*|\s*\p{Sc}$/u, '');
  if (SLASHED_PART.test(number)) return Number(number.replace(/[.,:]\D*$/, '').replace(',', '.'));
  const amount = /^\d/.test(part) ? readAmount(part) : undefined;
  // A price per one ('295,- / 60,- pr.gl', a bottle and a glass of it) is one of them too.
  return (amount?.unit !== undefined && isCurrency(amount.unit)) || amount?.per !== undefined ? amount?.value : undefined;
}

/** A price with words saying it is the least asked ('À PARTIR DE 80€', 'vanaf € 20,00', '50.000 en adelante'). */
export const isFromPrice = (text: string): boolean => withoutFrom(text) !== text && amountOf(text) !== undefined;

/** A price with words saying it is the least asked, before it or after ('vanaf € 20,00', 'od 80,-', '50.000 EN AD'): the price. */
function withoutFrom(text: string): string {
  const words = text.trim().split(/\s+/);
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    if (PRICE_FROM_WORDS.has(normalise(words.slice(0, take).join(' ')))) return words.slice(take).join(' ');
    if (PRICE_UPWARD_WORDS.has(normalise(words.slice(-take).join(' ')))) return words.slice(0, -take).join(' ');
  }
  return text;
}

/** A footnote's mark after a price ('70zł/80zł*', '8,50 €*'): the list's foot explains it. */
const FOOTNOTE_MARK = /(?<=[\d\p{L}\p{Sc}.,-])\s?[*†‡]{1,3}$/u;
/** A semicolon ending a price's clause ('Mirror: $100;', '$350 each;'): punctuation, no part of it. */
const CLAUSE_END = /\s*;$/;

function readAmount(written: string): Quantity | undefined {
  // A supplement's price is written added ('+ 0,50 €').
  const text = withoutFrom(written)
    .replace(/^\+\s*(?=\d)/, '')
    .replace(CLAUSE_END, '')
    .replace(FOOTNOTE_MARK, '');
  const labelled = labelledPrices(text);
  if (labelled) return readAmount(labelled[0]?.price ?? '');
  const [smallest, ...larger] = slashedPrices(text) ?? [];
  if (smallest !== undefined) {
    // The currency written once, after the last ('70/80 zł'), is every one's.
    const amount = readAmount(smallest);
    const unit = amount?.unit ?? larger.map((part) => readAmount(part)?.unit).find((found) => found !== undefined);
    return amount && unit !== undefined ? { ...amount, unit } : amount;
  }
  // A note in brackets after the price ('€ 60 (per singolo elemento)') says something of it, not another amount.
  const noted = text.replace(/\s*\([^()]*\)\s*$/, '');
  const bare = noted.replace(DASH_CENTS, '$1').replace(DASH_AFTER_CURRENCY, '$1');
  if (RANGE.test(bare)) return lowerEnd(noted);
  const quantity = parseQuantity(bare, '.', language) ?? parseQuantity(bare, ',', language) ?? perWord(noted) ?? inSharedSign(bare) ?? inTokens(bare);
  if (!quantity) return markedAmount(bare);
  // A measure read where a price per one stands ('75,- pr.gl': 'gl' a gallon, here a glass) is that price.
  if (quantity.unit !== undefined && !isCurrency(quantity.unit)) return perWord(noted);
  if (quantity.unit !== undefined && LETTER_SIGNED.test(bare) && !writesLetterCurrency(language, quantity.unit)) return THOUSANDS.test(bare) ? { value: quantity.value * 1000, index: quantity.index } : undefined;
  if (quantity.unit === undefined && quantity.per === undefined && bare.replace(/\D/g, '').length > MAX_PRICE_DIGITS) return undefined;
  return quantity;
}

/** Thousands written with a K after them ('7.9 K', '98.0K': a Colombian bar's pesos), no currency. */
export const THOUSANDS = /^\d[\d.,]*\s?k$/iu;
/** An amount signed by one letter, before or after it ('R16', '85 R'). */
const LETTER_SIGNED = /^\p{L}\s?\d[\d.,]*$|^\d[\d.,]*\s?\p{L}$/u;

/** A menu's mark after a price ('£4.00 VF', '12,50 V', '9.00 GF'): capitals the list's key explains. */
const MARK = /^(.*\d.*?)\s+\p{Lu}{1,3}$/u;

/** The price before such a mark, when it says it is one (a currency or cents). */
function markedAmount(text: string): Quantity | undefined {
  const [, price] = MARK.exec(text) ?? [];
  return price !== undefined && isStatedAmount(price) ? readAmount(price) : undefined;
}

/**
 * An amount in a sign several countries share ('5kr', 'Rs 130'). In a document whose language is not
 * told (a board of a few names), a language that writes the sign reads it; else — an English list's
 * rupees, Pakistan's, Sri Lanka's or Nepal's alike — it is a price all the same, in no currency: the
 * layout asks whether it is one, not whose it is.
 */
function inSharedSign(text: string): Quantity | undefined {
  if (language === undefined) {
    for (const shared of SHARED_SIGN_LANGUAGES) {
      const quantity = parseQuantity(text, '.', shared) ?? parseQuantity(text, ',', shared);
      if (quantity) return quantity;
    }
  }
  return inUntoldCurrency(text);
}

/** The sign before or after the amount ('Rs 130', 'Rs.130', '130 kr'). */
const SIGNED = /^(?:(\p{L}{2}\.?)\s*(\d[\d.,]*)|(\d[\d.,]*)\s*(\p{L}{2}\.?))$/u;

/** An amount in a sign several currencies share, its value alone. */
function inUntoldCurrency(text: string): Quantity | undefined {
  const [, signBefore, before, after, signAfter] = SIGNED.exec(text.trim()) ?? [];
  const sign = signBefore ?? signAfter;
  const number = before ?? after;
  if (sign === undefined || number === undefined || !isSharedCurrencySign(sign)) return undefined;
  const amount = parseQuantity(number, '.') ?? parseQuantity(number, ',');
  return amount && amount.unit === undefined ? { value: amount.value, index: 0 } : undefined;
}

/** A price in the tokens a bar sells ('1 bon', '3 bonnen', '2 jetons'): their count, in no currency. */
function inTokens(text: string): Quantity | undefined {
  const [, count, word = ''] = /^(\d+)\s*(\p{L}+(?: \p{L}+)?)$/u.exec(text.trim()) ?? [];
  return count !== undefined && TOKEN_WORDS.has(normalise(word)) ? { value: Number(count), index: 0 } : undefined;
}

/** A price in a currency per a thing the units do not know ('CHF 5 / Post', '10 PLN/mb', '25 Euro pro Tür', 'p.P. 11,80 €'): the thing is what it is per. */
function perWord(text: string): Quantity | undefined {
  const words = text.trim().split(/\s+/);
  const marker = words.at(-2);
  // 'ab 25 Euro pro Tür': the lexicon's words for 'per' say so too; and before the price ('p.P. 11,80 €', 'pro Person 12 €').
  const [perLast = '', unitLast = ''] = normalise(words.at(-1) ?? '').split(' ');
  const after =
    marker !== undefined && PER_UNIT_WORDS.has(normalise(marker))
      ? ['', words.slice(0, -2).join(' '), words.at(-1)]
      : // The word for 'per' run into the unit ('75,- pr.gl', a glass).
        words.length > 1 && PER_UNIT_WORDS.has(perLast) && unitLast !== ''
        ? ['', words.slice(0, -1).join(' '), unitLast]
        : undefined;
  const [per1 = '', unit1 = ''] = normalise(words[0] ?? '').split(' ');
  const before = PER_UNIT_WORDS.has(per1) && unit1 !== '' ? ['', words.slice(1).join(' '), words[0]] : PER_UNIT_WORDS.has(normalise(words[0] ?? '')) && words.length > 2 ? ['', words.slice(2).join(' '), words[1]] : undefined;
  const [, head = '', per] = after ?? before ?? /^(.*\d.*?)\s*\/\s*(\p{L}[\p{L}.-]*)$/u.exec(text) ?? measureAfter(text) ?? [];
  const number = head.replace(DASH_CENTS, '$1');
  const amount = per === undefined ? undefined : (parseQuantity(number, '.', language) ?? parseQuantity(number, ',', language));
  // Without its currency, an amount the word for 'per' follows says it is one by its cents ('75,- pr.gl', '12,50 pr. stk').
  const stated = amount?.unit === undefined ? after !== undefined && (DASH_CENTS.test(head) || /\d[.,]\d{2}$/.test(head)) : isCurrency(amount.unit);
  return amount !== undefined && stated && amount.per === undefined ? { ...amount, per } : undefined;
}

/** An amount led by its currency, a unit of measure after it ('€ 20mq', '€ 30 mq', '€5ml'): a price per that unit. */
const SIGN_LED_MEASURE = /^(\p{Sc}\s*\d[\d.,]*)\s*(\p{L}[\p{L}²³]{0,3})$/u;

function measureAfter(text: string): string[] | undefined {
  const [, head, per] = SIGN_LED_MEASURE.exec(text.trim()) ?? [];
  const unit = per === undefined ? undefined : unitIn(per, language);
  return head !== undefined && per !== undefined && unit !== undefined && !isCurrency(unit) ? ['', head, per] : undefined;
}

/** An amount that says it is one: a currency, a unit it is per, or cents ('12.50'). */
export function isStatedAmount(text: string): boolean {
  if (barePrices && BARE_PRICE.test(text.trim())) return true;
  const amount = amountOf(text);
  return amount !== undefined && (amount.unit !== undefined || amount.per !== undefined || /\d[.,]\d{2}(?!\d)/.test(text) || DASH_CENTS.test(text) || THOUSANDS.test(text.trim()) || inUntoldCurrency(text) !== undefined);
}

/** A price written at the end of a text takes at most so many words ('ab 25 Euro pro Tür'). */
const PRICE_WORDS_MOST = 5;

/** A note in brackets closing a text ('… 60 zł (cena zależy od rodzaju ozdób)'). */
const CLOSING_NOTE = /\s+(\([^()]*\))$/;
/** A word run into the currency sign of the digits ending a text. */
const SIGN_AFTER_WORD = /(\p{L}+)(\p{Sc})(\s?\d[\d.,]*)$/u;

/**
 * A name run into its price's currency sign ('CORSAIR VENGANCE$1.829.000'): the sign starts the
 * price, with the letters before it that write the currency with it ('CaféR$10,00': 'R$'); a word
 * that is all the currency's ('US$100') stays whole.
 */
function withSignApart(text: string): string {
  return text.replace(SIGN_AFTER_WORD, (whole, letters: string, sign: string, amount: string) => {
    const own = [...letters].findIndex((_, at) => isCurrencySign(letters.slice(at) + sign));
    if (own === 0) return whole;
    const at = own < 0 ? letters.length : own;
    return `${letters.slice(0, at)} ${letters.slice(at)}${sign}${amount}`;
  });
}

/**
 * A price written at the end of a text ('melons 200/dozen', 'Basil pot € 2.50', 'Tür: 100 Euro'),
 * a note in brackets after it aside ('od 60 zł (cena zależy od rodzaju ozdób)'): the text before
 * it, a colon or a dash after it aside ('wonton soup – 21'), the note after it, and the price, when the last words are a stated
 * amount and letters come before them.
 */
export function trailingPrice(text: string): { head: string; price: string } | undefined {
  const note = CLOSING_NOTE.exec(text.trim());
  const words = withSignApart((note ? text.trim().slice(0, note.index) : text).trim()).split(/\s+/);
  for (let take = Math.min(PRICE_WORDS_MOST, words.length - 1); take >= 1; take--) {
    const price = words.slice(-take).join(' ');
    const head = words
      .slice(0, -take)
      .join(' ')
      .replace(/\s*[:–—-]$/, '');
    // A currency sign before the amount ('R$ 140,00') is the amount's own, no name.
    if (/\p{L}/u.test(head) && !isCurrencySign(head) && isStatedAmount(price)) return { head: note ? `${head} ${note[1]}` : head, price };
  }
  return undefined;
}

/** A text stating a price, alone or at its end ('Full $16.00', '168.9 K', 'Fraldinha – R$15,00'): an item or its price, no heading. */
export const statesPrice = (text: string): boolean => isStatedAmount(text) || trailingPrice(text) !== undefined;

/** A currency written alone ('$', 'EUR', '€'): its amount stands in the next column. */
export function isCurrencySign(text: string): boolean {
  const unit = text.trim() === '' ? undefined : unitIn(text.trim(), language);
  return unit !== undefined && isCurrency(unit);
}

/** A list's sum line: its text starts with a total word ('TOTAL DE ARTÍCULOS', 'Sous-total', 'Summe'). */
export function isTotalLine(text: string): boolean {
  const words = normalise(text);
  for (const total of TOTAL_WORDS) if (words === total || words.startsWith(`${total} `)) return true;
  return false;
}
