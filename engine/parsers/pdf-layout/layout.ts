import type { PdfLayout } from '../../../domain/files.ts';
import { FileError } from '../../errors.ts';
import { isPlaceholder } from '../../lexicon/index.ts';
import { isPriceLabel, meaningOf } from '../../lexicon/names.ts';
import { statesHours } from '../../lexicon/hours.ts';
import { statesValidity } from '../../lexicon/months.ts';
import { documentLanguageOf } from '../../lexicon/words.ts';
import type { Table } from '../table.ts';
import { amountOf, barePricesIn, isCurrencySign, isTotalLine, labelledPrice, readingIn, SIZES_PARTED, slashedPrices, statesPrice } from './amounts.ts';
import { alignmentOf, atHeadings, BULLET, blocksOf, bulletsAName, endsAName, fromItsNumber, goesOn, goOnIn, headingOf, headsAGroup, ITEM_NUMBER, isNote, joined, labelsOverRows, numberedName, numberedNamesSetLarger, ownersOf, pitchOf, ROWS_A_HEADING, setAlike, takesUp, textGoesOn } from './blocks.ts';
import { withCentredRows } from './centred-rows.ts';
import { columnsOf } from './grid.ts';
import { withoutMarginNotes } from './margin-notes.ts';
import { filled, holdsAmount, median, mergeCurrencySigns, type Placed, placedText, placeLines, SET_LARGER, sideBySide, splitCodes } from './placed.ts';
import { amountColumns, gluedPrice, headsPrices, namesPrice, priceColumn, severalAmounts } from './price-columns.ts';
import { inReadingOrder, type Span, sameSide } from './regions.ts';
import { finished, type Read } from './report.ts';
import { headingAbove, Headings, type Opening } from './headings.ts';
import { withoutLeastPrices, withSectionPrices } from './section-prices.ts';
import { bySize, bySlashedSizes, isMeasure, optionOf, sizeLines, sizesByHeader, stacked } from './sizes.ts';
import { combined, partsOf } from './tables.ts';
import { withoutFurniture } from './page-furniture.ts';
import { documentText, explainsMarks, type Line, lineText } from './text-lines.ts';
import { withTilesAsLines } from './tiles.ts';
import { withFootPrices } from './foot-prices.ts';
import { capitals, describer, headingNotes, headingsByCase } from './line-case.ts';

/**
 * A price list or catalogue PDF read as a person reads it (docs/pdf.md): columns from text aligned
 * over many lines; the header row, dropped where it repeats; lines grouped in blocks by the space
 * between them, each block's lines merged into the row of its price (a name on three lines beside
 * one price is one product); a heading above a block or a header starts a section, written in a
 * `Section` column; a price run into the name split off; columns that hold nothing dropped. What it
 * could not place is counted, and a layout it is unsure of says so.
 */

/** A title set in from its column's edge by more than so many font sizes. */
const TITLE_INDENT = 2;
/** Columns of amounts under size labels: at least this share of their cells amounts (the labels are not). */
const SIZED = 0.5;
/** Lines on shaded cells are headings set apart when they are at most this share of the lines (a striped table shades half). */
const SHADED = 1 / 3;
/** A row whose price is not given fills at least so many of its header's columns. */
const MOST_FILLED = 3;
/** Prices run into their line, so many of them after their label at least, close cards. */
const LABELLED = 0.75;
/** Rows above a header, at least so many priced in its price column, are its table's. */
const ROWS_ABOVE = 2;

/** One text set well in from its column's edge (centred over the names). */
const setIn = (line: Placed) => filled(line.cells) === 1 && line.cells.some((cell, column) => cell !== '' && (line.indents[column] ?? 0) > TITLE_INDENT);
/** A line across columns, or one set in. */
const isTitle = (line: Placed) => line.spans || setIn(line);

/** A heading with its price in the column `price`, set in from the names' edge and in capitals ('CHICKEN MAINS $16' centred over the dishes): it stands apart. */
function pricedHeadingSetIn(line: Placed, price: number): boolean {
  const heading = { ...line, cells: line.cells.map((cell, column) => (column === price ? '' : cell)) };
  return price >= 0 && amountOf(line.cells[price] ?? '') !== undefined && setIn(heading) && capitals(heading);
}


/** A part's lines placed in its columns: its header's names, its width, its price column, prices run into names split off. */
function tableOf(lines: readonly Line[]): { placed: Placed[]; header: string[] | undefined; width: number; price: number; start: number; data: Placed[]; labelled: Placed[] } {
  const found = placeLines(lines, columnsOf(lines));
  let { placed } = found;
  let header: string[] | undefined;
  if (found.names) {
    const read = sideBySide(placed, found.names);
    placed = read.placed;
    header = mergeCurrencySigns(
      placed,
      splitCodes(placed, read.names).map((names) => names.join(' ')),
    );
  }
  // Without a header, a column of currency signs alone joins its amounts all the same ('€' set apart from '1.50').
  let width = header?.length ?? mergeCurrencySigns(placed, Array.from({ length: Math.max(0, ...placed.map((line) => line.cells.length)) }, () => '')).length;
  const headed = header
    ? Math.max(
        0,
        placed.findIndex((line) => line.header),
      )
    : 0;
  let price = priceColumn(header, placed.slice(headed).filter((line) => !line.header), width);
  // Rows priced in its columns above the header are its first section's (a header repeated under each heading but the first); what stands above them is the page's.
  const pricedAbove = placed.slice(0, headed).filter((line) => amountOf(line.cells[price] ?? '') !== undefined);
  const start = pricedAbove.length >= ROWS_ABOVE ? placed.indexOf(pricedAbove[0] as Placed) : headed;
  const data = placed.filter((line, index) => index >= start && !line.header);
  // Prices run into the names: split off, into the price column (one of their own when none).
  const glued = data.filter((line) => (price < 0 || (line.cells[price] ?? '') === '') && gluedPrice(line, price) !== undefined);
  // Of the lines that are no heading (a title, 'Services:'), half hold such a price; or half of those set as such
  // prices are (descriptions set smaller under the names aside), half of the priced lines so holding theirs; or
  // most such prices follow their label, each a card's ('Valor unitário: R$3,65').
  const labelled = glued.filter((line) => isPriceLabel(gluedPrice(line, price)?.head ?? ''));
  const half = (lines: readonly Placed[]) => glued.length >= Math.max(2, lines.length / 2);
  const texts = data.filter((line) => headingOf([line]) === undefined);
  // Prices so run in with their currency ('VEGETABLE PAKORAS $5') say what they are: a third of the lines will do, their descriptions between.
  const signed = glued.filter((line) => /\p{Sc}/u.test(gluedPrice(line, price)?.price ?? '')).length >= Math.max(SIGNED_GLUED_LEAST, texts.length * SIGNED_GLUED_SHARE);
  const gluedNames = half(texts.filter((line) => glued.some((own) => setAlike(line, own)))) && half(data.filter((line) => glued.includes(line) || holdsAmount(line)));
  if (price < 0 && (half(texts) || signed || gluedNames || labelled.length >= Math.max(2, glued.length * LABELLED))) {
    price = width;
    width += 1;
    header = header ? [...header, ''] : undefined;
    for (const line of placed) line.cells.push('');
  }
  if (price >= 0) {
    for (const line of glued) {
      const found = gluedPrice(line, price);
      if (!found) continue;
      // A price's label names no product: the card it closes does.
      line.cells[found.column] = labelled.includes(line) ? '' : found.head;
      line.cells[price] = found.price;
    }
  }
  return { placed, header, width, price, start, data, labelled: price >= 0 ? labelled : [] };
}

/**
 * One table of the document read: its rows, each block's lines merged into the row of its price, in
 * the section of the heading above it (`section` before the first).
 */
function readPart(lines: readonly Line[], opening: Opening): Read & Opening {
  const table = tableOf(lines);
  const { start } = table;
  let { header, width, price } = table;
  const isHeader = (line: Placed) => line.header;
  // Blocks: lines close together; a header line parts them too.
  const pitch = pitchOf(table.data);
  // A line on a shaded cell or set letter by letter, where few lines are, is set apart (a heading, not a striped table nor
  // a list of names all so set); so is a band's name set up its side.
  const few = (marked: (line: Placed) => boolean) => table.data.filter(marked).length <= table.data.length * SHADED;
  const [fewShaded, fewSpaced] = [few((line) => line.shaded), few((line) => line.letterSpaced)];
  const setApart = (line: Placed) => (line.shaded && fewShaded) || (line.letterSpaced && fewSpaced) || line.sideName;
  // A section's price given once in its heading is each of its names' price (in a column of its own when the table has none).
  const given = withSectionPrices(table.placed.slice(start), price < 0 ? width : price, price < 0 ? [] : [price, ...amountColumns(table.data, width).filter((column) => column !== price)], pitch, (line) => setApart(line) || pricedHeadingSetIn(line, price));
  if (price < 0 && given.some((line) => line.cells.length > width)) {
    price = width;
    width += 1;
    header = header ? [...header, ''] : undefined;
  }
  const placed = [...table.placed.slice(0, start), ...withCentredRows(given)];
  const data = placed.filter((line, index) => index >= start && !line.header);
  // A row's anchor: its price, or its amount in another column of amounts (a second price); in a
  // table without prices, a line over two columns or more.
  // Under a header, a column of numbers it names as something else than a price (a year's 'DATE') holds no second price.
  const pricedByName = (column: number) => !header || (header[column] ?? '') === '' || headsPrices(header[column] as string);
  const amounts = price < 0 ? [] : [price, ...amountColumns(data, width).filter((column) => column !== price && pricedByName(column))];
  const headerSizes = sizesByHeader(header, amountColumns(data, width), price);
  const hasName = (line: Placed) => line.cells.some((cell, at) => cell !== '' && !amounts.includes(at));
  const isAnchor = (line: Placed) => (price >= 0 ? amounts.some((column) => amountOf(line.cells[column] ?? '') !== undefined) || severalAmounts(line.cells[price] ?? '') || labelledPrice(line.cells[price] ?? '') !== undefined : width < 2 || filled(line.cells) >= 2);
  const rows: { cells: string[]; section: string; parent: string; sizes?: Map<number, string>; option?: string }[] = [];
  let sizes: Map<number, string> | undefined;
  // Whether the sizes were named since the last row.
  let labelled = false;
  const headings = new Headings(opening);
  let fragments = 0;
  const segments: Placed[][] = [[]];
  for (const line of placed.slice(start)) {
    if (isHeader(line)) segments.push([]);
    // The hours a section is served or the shop open ('TOT 17:00' under 'LUNCH'), or the date its prices hold from
    // ('gültig ab 03/2025'), or what the list's marks stand for ('*1 = mit Farbstoff'), are a note: no row's, no heading.
    else if (isAnchor(line) || !(statesHours(placedText(line)) || statesValidity(placedText(line)) || explainsMarks(placedText(line)))) segments.at(-1)?.push(line);
  }
  headings.section = headingAbove(header ? placed.slice(0, start) : [], pitch) ?? headings.section;
  // A heading set larger than the rows, or across their columns, stands alone however close to them.
  const rowHeight = median(data.filter(isAnchor).map((line) => line.height));
  // So does a text alone where the prices stand.
  const inPrices = (line: Placed) => price >= 0 && filled(line.cells) === 1 && (line.cells[price] ?? '') !== '';
  // A heading is never set smaller than the rows it heads: a line that is is a description ('Fluffy vanilla cake' under 'Vanilla Cake  $70').
  const notes = headingNotes(data, isAnchor);
  const byCase = headingsByCase(data, isAnchor, amounts, notes);
  const smaller = (line: Placed) => line.height * SET_LARGER < rowHeight && !setApart(line) && !byCase.has(line);
  // A currency alone where the prices stand ('BYN' under '11,48') is theirs, no heading ('MAD', Danish food, over the names is one);
  // nor is the label of the products' column alone right under the sizes' labels ('USŁUGA' under 'sam mały   sam średni').
  const underSizes = (line: Placed, above = data[data.indexOf(line) - 1]) => above !== undefined && above.page === line.page && above.y - line.y <= line.height * 2 && sizesAt(above) !== undefined;
  const labelsNames = (lines: readonly Placed[]) => lines.length === 1 && meaningOf(placedText(lines[0] as Placed)).words.join() === 'name' && underSizes(lines[0] as Placed);
  // Nor is a text stating a price: an item or its price.
  const sectionOf = (lines: readonly Placed[]) => (lines.some(smaller) || labelsNames(lines) || lines.some((line) => statesPrice(placedText(line))) || lines.every((line) => inPrices(line) && isCurrencySign(placedText(line))) ? undefined : headingOf(lines));
  const describing = describer(data.filter(isAnchor), amounts, rowHeight);
  // So does a line on a shaded cell (setApart).
  const standsOut = (line: Placed) => (line.single || headsAGroup(line)) && !isAnchor(line) && (line.height > rowHeight * SET_LARGER || isTitle(line) || inPrices(line) || setApart(line)) && sectionOf([line]) !== undefined;
  // A line of size labels over the amounts stands alone too, counted from the first priced line to the last: a letterhead or a list beside the page's top or foot is no column of the table's.
  const sizesAt = sizeLines(data, price < 0 ? [] : amountColumns(data.slice(data.findIndex(isAnchor), data.findLastIndex(isAnchor) + 1), width, SIZED), price);
  const overLabels = (line: Placed) => besideLabels(line, amounts);
  // Whether the last block read was rows, which a description set apart may go on with.
  let open = false;
  // A heading on the labels naming its prices is set apart however close the rows above it stand: no row's line.
  const labelledHeading = (line: Placed) => !isAnchor(line) && amounts.some((at) => namesPrice(line.cells[at] ?? '')) && overLabels(line) !== line && sectionOf([overLabels(line)]) !== undefined;
  const labels = labelsOverRows(data, (line) => isAnchor(line) && hasName(line), (line) => !isAnchor(line) && sectionOf([line]) !== undefined);
  const stands = (line: Placed) => standsOut(line) || sizesAt(line) !== undefined || labelledHeading(line) || (byCase.has(line) && sectionOf([line]) !== undefined) || labels.has(line) || notes.has(line);
  // A list of one-line rows whose headings stand out by nothing (set as its rows are) knows them by no price after them.
  const plain = !data.some(standsOut) && data.filter(isAnchor).length >= data.filter((line) => !isAnchor(line)).length * ROWS_A_HEADING;
  // So are group labels over items each after a bullet ('CERVEZA BOTELLA' over '- Corona 355ml   4.00€').
  const parted = (block: Placed[]) => atHeadings(block, isAnchor, (line) => isAnchor(line) && hasName(line), (line, row) => (plain || (bulletsAName(row) && !BULLET.test(placedText(line)))) && !goesOn(line) && sectionOf([line]) !== undefined);
  // The text so standing is a column's label ('JEUX   PRIX' under 'INSTALLATION DES JEUX') when a heading stands right above.
  const columnLabels = new Set<Placed>();
  const blocks = segments.map((segment) => blocksOf(segment, pitch, stands, (line) => standsOut(line) && sizesAt(line) === undefined).flatMap(parted).map((block) => (block.length === 1 && block[0] && labelledHeading(block[0]) ? [labelledAs(overLabels(block[0]), columnLabels)] : block)));
  const alignment = alignmentOf(blocks.flat(), isAnchor);
  const namesSetLarger = numberedNamesSetLarger(blocks, isAnchor, rowHeight);
  for (const segmentBlocks of blocks) {
    open = false;
    // Lines read with the next block: a dish's name standing alone (reaching into the prices) over its
    // options, or opening on its number over its description; a name's first line set apart that goes
    // on ('kleines Schweineschnitzel „Amsterdam“ mit').
    let carried: Placed[] = [];
    for (const [at, next] of segmentBlocks.entries()) {
      let block = [...carried, ...next];
      carried = [];
      const following = segmentBlocks[at + 1]?.[0];
      const only = block.length === 1 ? block[0] : undefined;
      const takenOn = only && following && !isAnchor(only) && only.height <= rowHeight * SET_LARGER && !setApart(only) && isAnchor(following) && optionOf(following, only, price) ? [only] : numberedName(block, segmentBlocks[at + 1], isAnchor, rowHeight, namesSetLarger);
      if (takenOn || (following && !block.some(isAnchor) && (goesOn(block.at(-1) as Placed) || (isAnchor(following) && takesUp(following))))) {
        carried = takenOn ?? block;
        continue;
      }
      const named = block.length === 1 && block[0] ? sizesAt(block[0]) : undefined;
      if (named) {
        open = false;
        if (named.heading !== '') headings.head(named.heading, rows.length);
        // Labels over two lines ('Kleine' over 'beker') name one size a column.
        sizes = labelled && sizes ? stacked(sizes, named.labels) : named.labels;
        labelled = true;
        continue;
      }
      // Under a header, a block with a line filling half its columns is a row when its price is said not to be given ('N/A').
      if (header && price >= 0 && isPlaceholder(joined(block, width)[price] ?? '') && !block.some(isAnchor) && block.some((line) => filled(line.cells) >= Math.max(MOST_FILLED, width / 2))) {
        rows.push({ cells: joined(block, width), section: headings.section, parent: headings.parent, sizes: sizes ?? headerSizes });
        continue;
      }
      if (!block.some(isAnchor)) {
        // A paragraph's first line heads nothing: its sentence goes on in the next line, one run of text, unpriced, in lower case (no label over the items: 'ab 6 Personen:'); nor does a description.
        const described = describing(block, open) || (open && endsAName(block, segmentBlocks[at - 1]?.at(-1), following, amounts));
        const heading = (following?.single && !isAnchor(following) && /^\p{Ll}.*[^:]$/u.test(placedText(following)) && !/[.!?:]$/.test(placedText(block.at(-1) as Placed))) || described ? undefined : sectionOf(block);
        // A card's title over its lines, its price stated alone under its label at their foot: the card's name, no section.
        if (block.length === 1 && segmentBlocks[at + 1]?.some((line) => table.labelled.includes(line) && !hasName(line))) {
          carried = block;
          continue;
        }
        const last = rows.at(-1);
        const going = open && last ? goingOnIn(segmentBlocks[at - 1]?.at(-1), block, amounts) : undefined;
        if (last && going !== undefined) {
          // A row's label that goes on ('czerwiec, wrzesień,') goes on in the lines under it, however far: no heading.
          last.cells[going] = `${last.cells[going] ?? ''} ${joined(block, width)[going]}`.trim();
        } else if (heading && headings.headBlock(heading, block, rows.length, rowHeight, columnLabels.has(block[0] as Placed))) {
          open = false;
          // A heading set beside the size labels, before any row under them, keeps them; so does one over rows priced in the same sizes.
          if (!labelled && !pricedIn(sizes, segmentBlocks.slice(at + 1).flat())) sizes = undefined;
        } else if (open && last && (block.every(smaller) || described)) {
          // A description set smaller than the rows, or reading as one, right after one, goes on with it (its lines set apart).
          goOnIn(last, joined(block, width));
        } else fragments += block.length;
        continue;
      }
      // In a block of one-line rows (notes in brackets under them aside, and descriptions set smaller under two rows or more), the last of the lines without a price above them is their heading.
      const leading = block.findIndex(isAnchor);
      const lead = block[leading - 1];
      // Unless the block names a dish over its options: its first price one of them ('Gemischter Salat' … over '  klein  7,50 €'), or its second after the dish's own.
      const offered = block
        .filter(isAnchor)
        .slice(0, 2)
        .map((line) => optionOf(line, block[0] as Placed, price) !== undefined);
      const dish = lead !== undefined && (offered[0] === true || offered[1] === true);
      // A heading in capitals over the dish is the section's ('TORONTO BRIDGE' over 'Barra in titanio…').
      const over = dish && leading >= 2 && capitals(block[0] as Placed) ? sectionOf([block[0] as Placed]) : undefined;
      if (over) {
        headings.head(over, rows.length);
        sizes = undefined;
        block = block.slice(1);
      }
      // A first price alone on its line is the line's above: their row's, no heading's ('kin' over '€ 9').
      if (lead && !dish && block.length - leading > 1 && block.slice(leading).every((line) => isAnchor(line) || isNote(placedText(line)) || (smaller(line) && block.slice(leading).filter(isAnchor).length >= 2)) && hasName(block[leading] as Placed) && !takesUp(block[leading] as Placed)) {
        // A dish's name opening on its number is none ('31. Mapotofu, tofu con verduras en' over 'salsa picante | 6,50').
        const heading = describing(block.slice(0, leading), open) || ITEM_NUMBER.test(placedText(lead)) ? undefined : sectionOf([overLabels(lead)]);
        if (heading) {
          headings.head(heading, rows.length);
          // A heading of its block right under labels that are measures, no row between, keeps them.
          if (!labelled || ![...(sizes?.values() ?? [])].every(isMeasure)) sizes = undefined;
          fragments += leading - 1;
          block = block.slice(leading);
        }
      }
      block = fromItsNumber(block, open ? rows.at(-1) : undefined, isAnchor, (lines) => describing(lines, open), width);
      open = true;
      const owners = ownersOf(block, isAnchor, alignment);
      for (const [index, line] of block.entries()) {
        if (!isAnchor(line)) continue;
        // An option of the dish on the block's first line: a row of the dish, the option its size.
        const option = index > 0 ? optionOf(line, block[0] as Placed, price) : undefined;
        const owned = block.filter((_, i) => owners[i] === index).map((own) => (own === line && option ? { ...own, cells: own.cells.map((cell, at) => (at === option.column ? '' : cell)) } : own));
        const cells = joined(owned, width);
        if (option && cells[option.column] === '') cells[option.column] = option.dish;
        rows.push({ cells, section: headings.section, parent: headings.parent, sizes: sizes ?? headerSizes, option: option?.option });
        labelled = false;
      }
    }
  }
  return { header, width, price, rows: pricedBeside(bySlashedSizes(bySize(withoutTotals(rows), price), price), price, amounts), fragments, section: headings.section, parent: headings.parent };
}

/** A heading on the line of its columns' labels over the amounts ('Broek   Prijs met voering'): its text alone. */
function besideLabels(line: Placed, amounts: readonly number[]): Placed {
  const text = line.cells.map((cell, at) => (amounts.includes(at) ? '' : cell));
  const labels = line.cells.filter((cell, at) => amounts.includes(at) && cell.trim() !== '');
  return !line.single && filled(text) === 1 && labels.length > 0 && labels.every((cell) => amountOf(cell) === undefined) ? { ...line, cells: text, single: true } : line;
}

const labelledAs = (line: Placed, labelled: Set<Placed>) => {
  labelled.add(line);
  return line;
};

/**
 * Whether a block's first priced line has amounts under two of the sizes or more, or as many prices
 * with slashes as one label names sizes so ('295,- / 60,-' under 'Flaske/glas'): the sizes named
 * above go on under a new heading.
 */
function pricedIn(sizes: ReadonlyMap<number, string> | undefined, block: readonly Placed[] | undefined): boolean {
  const columns = [...(sizes?.keys() ?? [])];
  const first = block?.find((line) => columns.some((column) => amountOf(line.cells[column] ?? '') !== undefined));
  if (first === undefined) return false;
  const [only] = columns;
  const slashed = columns.length === 1 && only !== undefined && slashedPrices(first.cells[only] ?? '')?.length === sizes?.get(only)?.split(SIZES_PARTED).length;
  return slashed || columns.filter((column) => amountOf(first.cells[column] ?? '') !== undefined).length >= 2;
}

/** The column in which a row's line goes on ('czerwiec, wrzesień,') when the block's lines hold text in it alone. */
function goingOnIn(line: Placed | undefined, block: readonly Placed[], amounts: readonly number[]): number | undefined {
  const column = line?.cells.findIndex((cell, at) => !amounts.includes(at) && textGoesOn(cell.trim())) ?? -1;
  return column >= 0 && block.every((own) => own.cells.every((cell, at) => at === column || cell.trim() === '')) ? column : undefined;
}

/** The document read in its language: a currency sign several countries share is its own ('32 kr' in a Swedish menu). */
export function layoutTable(allLines: readonly Line[]): { table: Table; layout: PdfLayout } {
  return readingIn(documentLanguageOf(documentText(allLines)), () => layoutInLanguage(allLines), barePricesIn(allLines));
}

function layoutInLanguage(allLines: readonly Line[]): { table: Table; layout: PdfLayout } {
  const { lines, apart, spans } = inReadingOrder(withTilesAsLines(withoutLeastPrices(withoutMarginNotes(withoutFurniture(allLines)))));
  if (lines.length === 0) throw new FileError('pdf_empty_file');
  const pages = new Set(allLines.map((line) => line.page)).size;
  // Each table of the document read on its own columns, its section going on into the next; a side of
  // a page parted in bands goes on from the same side above it (a logo across the page between).
  // A heading standing alone between the bands ('BIER' centred over two columns of beers) heads both sides under it;
  // a title so standing, set half as large again as every line of the columns, heads nothing.
  const ended: (Opening & { span: Span | undefined; across?: boolean })[] = [];
  const all = partsOf(lines, apart);
  const tallest = Math.max(0, ...all.filter((part) => part.length > 1).flatMap((part) => part.map((line) => line.height)));
  // Lines across set so large, each its own text, are the document's headings, not its title ('Piatti del giorno - Lunedì', '… - Martedì').
  const large = all.flatMap((part) => (part.length === 1 && part[0] && apart.has(part[0].page) && part[0].height > tallest * TITLE_LARGER ? [part[0]] : []));
  const aTitle = (line: Line | undefined) => line !== undefined && line.height > tallest * TITLE_LARGER && !large.some((other) => other !== line && Math.abs(other.height - line.height) <= line.height * SAME_SIZE && lineText(other) !== lineText(line));
  const parts = all.map((part) => {
    const span = spans.get(part[0]?.page ?? 0);
    const above = span && ended.findLast((end) => end.across || (end.span !== undefined && sameSide(end.span, span)));
    const opening: Opening & { across?: boolean } = (above || ended.at(-1)) ?? { section: '', parent: '' };
    const read = readPart(withFootPrices(part), opening);
    const across = apart.has(part[0]?.page ?? 0) && !aTitle(part[0]) ? headingAcross(part) : undefined;
    ended.push(across === undefined ? { span, section: read.section, parent: read.parent } : { span, section: across, parent: opening.across ? opening.section : opening.parent, across: true });
    return read;
  });
  return finished(combined(parts), pages);
}

/** Prices run into names with their currency sign: at least so many, and this share of the lines without a heading. */
const SIGNED_GLUED_LEAST = 5;
const SIGNED_GLUED_SHARE = 1 / 3;

/** A line set half as large again as every line of a document's columns is its title. */
const TITLE_LARGER = 1.5;
/** Lines within this share of each other's size are set alike. */
const SAME_SIZE = 0.05;

/** The heading a part of one line is, when it names no price: a band of its page between others. */
function headingAcross(part: readonly Line[]): string | undefined {
  const [line, ...more] = tableOf(part).placed;
  if (!line || more.length > 0 || holdsAmount(line)) return undefined;
  return headingOf([line])?.trim();
}

/** Rows that sum the list up ('TOTAL DE ARTÍCULOS 446'): a total word, then amounts only. */
function withoutTotals<Row extends { cells: string[] }>(rows: readonly Row[]): Row[] {
  return rows.filter((row) => {
    const [first = '', ...rest] = row.cells.filter((cell) => cell !== '');
    return !(isTotalLine(first) && rest.every((cell) => amountOf(cell) !== undefined));
  });
}

/**
 * A row with no price in the price column and one amount in another column of prices (a bottle's
 * price, its glass not sold: 'Grey Goose Magnum      250') is priced by that amount.
 */
function pricedBeside<Row extends { cells: string[] }>(rows: readonly Row[], price: number, amounts: readonly number[]): Row[] {
  return rows.map((row) => {
    if (price < 0 || (row.cells[price] ?? '') !== '') return row;
    const [column, ...more] = amounts.filter((at) => at !== price && amountOf(row.cells[at] ?? '') !== undefined);
    // One amount: two set in one cell ('85   180', a column's prices set further right) are not told apart.
    if (column === undefined || more.length > 0 || /\d\s+\d/.test(row.cells[column] ?? '')) return row;
    return { ...row, cells: row.cells.map((cell, at) => (at === price ? (row.cells[column] as string) : at === column ? '' : cell)) };
  });
}
