import { HOURS_WORDS, normalise, OPENING_HOURS_WORDS, PACKS } from './index.ts';

/** A time of day as menus write it ('17:00', '11.30', '9h30', '17h'). */
const TIME = /(?<![\d.,:])(?:[01]?\d|2[0-4])(?:[:.h][0-5]\d|h)(?![\d.,:])/gu;

/** Whole hours from one to another ('12-21'): a time only beside a weekday or a word of hours ('Lördag-söndag: 12-21', 'kl. 11-14'). */
const HOURS_RANGE = /(?<![\d.,:])(?:[01]?\d|2[0-4])\s*[-–]\s*(?:[01]?\d|2[0-4])(?![\d.,:])/u;

/** The days of the week in every pack's language, long and short, from Intl as the months are (months.ts), normalised. */
const WEEKDAYS: ReadonlySet<string> = (() => {
  const names = new Set<string>();
  for (const { code } of PACKS) {
    for (const weekday of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(code, { weekday, timeZone: 'UTC' });
      // 1 to 7 January 2024: Monday to Sunday.
      for (let day = 1; day <= 7; day++) for (const word of normalise(format.format(new Date(Date.UTC(2024, 0, day)))).split(' ')) names.add(word);
    }
  }
  return names;
})();

/** The words around hours, longest first: a phrase is taken before a word of it. */
const AROUND = [...HOURS_WORDS].sort((a, b) => b.length - a.length);

/**
 * Whether a text states hours and nothing else ('TOT 17:00', '14:00 - 17:00', 'Måndag-Fredag:
 * 11:30-21', '11.30 u.'): a note of when a menu is served or a shop open, no heading.
 */
export function statesHours(text: string): boolean {
  const times = text.match(TIME) ?? [];
  const bare = ` ${normalise(text.replace(TIME, ' ').replace(/\d+/g, ' '))} `;
  let rest = bare;
  for (const words of AROUND) rest = rest.replaceAll(` ${words} `, ' ');
  const words = rest.trim().split(' ').filter(Boolean);
  const named = rest !== bare || words.length > 0;
  // One time alone written with a point and no word ('1.50') may be an amount; whole hours are hours beside words of them.
  const told = times.length >= 2 || times.some((time) => !time.includes('.')) || (named && (times.length > 0 || HOURS_RANGE.test(text)));
  return told && words.every((word) => WEEKDAYS.has(word));
}

/** Whether a text names the hours a shop keeps and nothing else ('Öffnungszeiten', 'Opening hours:'): their heading, no section. */
export const namesHours = (text: string): boolean => OPENING_HOURS_WORDS.has(normalise(text));
