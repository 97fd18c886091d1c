import { normalise, PACKS, VALIDITY_WORDS } from './index.ts';

/**
 * The names of the months in every pack's language, from Intl as currencies are (unit-table.ts): the
 * form standing alone and the one written after a day ('lipiec', '9 lipca'), normalised.
 */
const MONTHS: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  for (const { code } of PACKS) {
    for (const options of [{ month: 'long' }, { day: 'numeric', month: 'long' }] as const) {
      const format = new Intl.DateTimeFormat(code, { ...options, timeZone: 'UTC' });
      for (let month = 0; month < 12; month++) {
        const name = format.formatToParts(new Date(Date.UTC(2024, month, 15))).find((part) => part.type === 'month')?.value;
        if (name) names.add(normalise(name));
      }
    }
  }
  return names;
})();

/** Whether a text names a month ('9 lipca - 19 sierpnia', 'czerwiec, wrzesień', 'June to August'): it names a period. */
export function namesAMonth(text: string): boolean {
  return normalise(text)
    .split(' ')
    .some((word) => MONTHS.has(word));
}

/** A date as lists write it: '03/2025', '1.2.2024', '2015', '1er' or '15' before a month. */
const DATE = /(?<![\d.,])(?:\d{1,2}[./-]){0,2}(?:19|20)\d\d(?![\d.,])|(?<![\d.,])\d{1,2}(?:er|st|nd|rd|th|\.)?(?![\d.,])/giu;
/** A year, alone or closing a date. */
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/** The phrases saying from when, longest first: a phrase is taken before a word of it. */
const VALIDITY = [...VALIDITY_WORDS].sort((a, b) => b.length - a.length);

/**
 * Whether a text says from when a list's prices hold and nothing else ('gültig ab 03/2025',
 * 'Prijslijst vanaf augustus 2025', 'Prijslijst (2015)'): a year, its words and months around it.
 */
export function statesValidity(text: string): boolean {
  if (!YEAR.test(text)) return false;
  const bare = ` ${normalise(text.replace(DATE, ' '))} `;
  let rest = bare;
  for (const words of VALIDITY) rest = rest.replaceAll(` ${words} `, ' ');
  return rest !== bare && rest.trim().split(' ').filter(Boolean).every((word) => MONTHS.has(word));
}
