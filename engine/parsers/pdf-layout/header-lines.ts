import { amountOf, trailingPrice } from './amounts.ts';
import { headerNames } from './placed.ts';
import { headsPrices } from './price-columns.ts';
import type { Line } from './text-lines.ts';

/**
 * A header set over several lines and repeated over each small table of a list (a timber merchant's
 * `CÓDIGO PRODUTO COMPRIMENTO DIÂMETRO NA BASE PREÇO/PÇ`, then `(KG)`, then `MENOR MAIOR FOB`), its
 * lines not always in the same order: a line that repeats the header, or part of it, is a header and
 * no row (parts of it in one run of lines that together say all of it are the header, where it stands);
 * so is a line without an amount that stands in the header's lines each time it is repeated. A part
 * that names the columns of a priced table of its own is that table's header.
 */

/** How many lines on either side of a header line may still be its own. */
const REACH = 3;

/** A header of a table with prices: a line that reads as a header and names a price. */
export function isPricedHeader(line: Line): boolean {
  const texts = line.chunks.map((chunk) => chunk.text);
  return headerNames(texts) > 0 && texts.some(headsPrices);
}

const keyOf = (texts: readonly string[]) => texts.map((text) => text.replace(/\s+/g, ' ').trim().toLowerCase()).join('\u0000');
const textsOf = (line: Line) => line.chunks.map((chunk) => chunk.text.replace(/\s+/g, ' ').trim().toLowerCase());
const hasAmount = (line: Line) => line.chunks.some((chunk) => amountOf(chunk.text) !== undefined || trailingPrice(chunk.text) !== undefined);

/**
 * A column's name as another table's header writes it, wrapped otherwise in its cell (a narrower
 * column puts the 'de' of 'Llevando mas de' on the line below): the same, or one the other's first words.
 */
export function sameName(one: string, other: string): boolean {
  const [a, b] = [one.toLowerCase(), other.toLowerCase()];
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
}

/** The header again, its names wrapped otherwise in their cells: name by name, the same. */
const wrappedAlike = (texts: readonly string[], header: readonly string[]) => texts.length >= 2 && texts.length === header.length && texts.every((text, at) => sameName(text, header[at] as string));

/** The lines without the header's parts and the lines it repeats with; the whole header's lines kept, for the table to find. */
export function withoutHeaderParts(lines: readonly Line[]): Line[] {
  let at = -1;
  let most = 0;
  lines.forEach((line, index) => {
    const names = headerNames(line.chunks.map((chunk) => chunk.text));
    if (names > most) [at, most] = [index, names];
  });
  if (at < 0) return [...lines];
  const wholeTexts = textsOf(lines[at] as Line);
  const whole = keyOf(wholeTexts);
  const names = new Set(wholeTexts);
  // Part of the header: two of its names or more, and nothing else.
  const isPart = (line: Line) => line.chunks.length >= 2 && keyOf(textsOf(line)) !== whole && textsOf(line).every((text) => names.has(text)) && !hasAmount(line);
  const isHeader = (line: Line) => keyOf(textsOf(line)) === whole || isPart(line) || (!hasAmount(line) && wrappedAlike(textsOf(line), wholeTexts));
  // Lines without an amount beside a header line, by text: how many headers each stands by.
  const beside = new Map<string, number>();
  const besideAt = new Set<number>();
  lines.forEach((line, index) => {
    if (!isHeader(line)) return;
    const seen = new Set<string>();
    for (const step of [-1, 1]) {
      for (let other = index + step; Math.abs(other - index) <= REACH; other += step) {
        const near = lines[other];
        if (!near || near.page !== line.page || hasAmount(near)) break;
        if (isHeader(near)) continue;
        const key = keyOf(textsOf(near));
        besideAt.add(other);
        if (!seen.has(key)) beside.set(key, (beside.get(key) ?? 0) + 1);
        seen.add(key);
      }
    }
  });
  const repeats = (index: number) => besideAt.has(index) && (beside.get(keyOf(textsOf(lines[index] as Line))) ?? 0) >= 2;
  const out: Line[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as Line;
    if (repeats(index)) continue;
    if (!isPart(line)) {
      out.push(line);
      continue;
    }
    // Parts of the header in one run of lines: the header itself when together they say all of it.
    const parts: Line[] = [];
    let next = index;
    for (; next < lines.length && lines[next]?.page === line.page && (isPart(lines[next] as Line) || repeats(next)); next++) if (isPart(lines[next] as Line)) parts.push(lines[next] as Line);
    const chunks = parts.flatMap((part) => part.chunks).sort((a, b) => a.x - b.x);
    if (keyOf(chunks.map((chunk) => chunk.text)) === whole) out.push({ ...line, height: Math.max(...parts.map((part) => part.height)), chunks });
    // A part that is a priced header of its own heads a table of its own (one table on a page, two side by side on the next).
    else out.push(...parts.filter(isPricedHeader));
    index = next - 1;
  }
  return out;
}
