import { normalise, PACKS } from './index.ts';

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
