import { meaningOf, type PriceMeaning } from '../../lexicon/names.ts';
import { isCurrency } from '../../quantities/units.ts';
import { amountOf } from './amounts.ts';

/**
 * Which of a table's columns names the products and which gives their price, from what the header
 * says and what the cells hold (docs/pdf.md, "What the analysis says").
 */

/**
 * A spreadsheet's error value exported as text ('#DIV/0!', '#VALUE!', '#N/A', '#¡VALOR!', '#NOMBRE?'):
 * a '#' opening capitals. It is no text a person wrote, whatever the language of the spreadsheet.
 */
const SPREADSHEET_ERROR = /^#[¡¿]?[\p{Lu}\d]+(?:\/[\p{Lu}\d]+)?[!?]?$/u;

export const isSpreadsheetError = (cell: string): boolean => SPREADSHEET_ERROR.test(cell.trim());

/** The letters a cell's text holds; none in a spreadsheet's error value. */
export const lettersIn = (cell: string): number => (isSpreadsheetError(cell) ? 0 : (cell.match(/\p{L}/gu)?.length ?? 0));

/**
 * Precedence of the header names that name a price, first tier first: the price the table was read
 * by, said in a currency ('Retail (€)' beside 'PV', a distributor's points that the lexicon reads as
 * 'prix de vente'), says what its amounts are; else the price chosen. Another price ('Prix TTC (€)'
 * beside 'Prix HT') is not the same price, whatever its currency.
 */
const PRICE_TIERS: readonly { tier: string; holds: (name: string, column: number, chosen: { column: number; price: PriceMeaning }) => boolean }[] = [
  {
    tier: 'the same price in a currency',
    holds: (name, _, chosen) => {
      const { price, unit } = meaningOf(name);
      return price !== null && price.kind === chosen.price.kind && price.tax === chosen.price.tax && unit !== undefined && isCurrency(unit);
    },
  },
  { tier: 'the price chosen', holds: (_, column, chosen) => column === chosen.column },
];

/** Of the column's cells that hold something, the share that are amounts. */
function amountShare(rows: readonly { cells: string[] }[], column: number): number {
  const cells = rows.map((row) => row.cells[column] ?? '').filter((cell) => cell !== '');
  return cells.length === 0 ? 0 : cells.filter((cell) => amountOf(cell) !== undefined).length / cells.length;
}

/**
 * The price column when the header names several prices: the first of the highest tier whose cells
 * are mostly amounts. `chosen` is kept when its own header names no price (it was chosen by its cells).
 */
export function pricedByHeader(header: readonly string[] | undefined, chosen: number, rows: readonly { cells: string[] }[]): number {
  const price = header && chosen >= 0 ? meaningOf(header[chosen] ?? '').price : null;
  if (!header || price === null) return chosen;
  for (const { holds } of PRICE_TIERS) {
    const found = header.findIndex((name, column) => name !== '' && holds(name, column, { column: chosen, price }) && (column === chosen || amountShare(rows, column) >= 0.5));
    if (found >= 0) return found;
  }
  return chosen;
}
