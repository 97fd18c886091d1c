import t from 'tap';
import { loadWorkbook } from '../../../../engine/parsers/xlsx.ts';
import { isDateFormatCode, readDateStyles, readSharedStrings } from '../../../../engine/parsers/xlsx-parts.ts';
import { readSheetGrid, type SheetContext } from '../../../../engine/parsers/xlsx-sheet.ts';
import { zip } from '../../../fixtures/zip.ts';
import { exceljsGrids } from '../../../helpers/exceljs-grid.ts';
import { refusal } from '../../../helpers/refusal.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

async function* chunksOf(...chunks: string[]): AsyncGenerator<string> {
  yield* chunks;
}

function context(sharedStrings: (string | null)[] = [], dateStyles: boolean[] = []): SheetContext {
  return { sharedStrings, dateStyles, date1904: false, read: { cells: 0 } };
}

/** A hand-written workbook of one sheet, its other parts given or left out. */
function handWorkbook(parts: { sheet: string; styles?: string; sharedStrings?: string; workbookPr?: string }): Buffer {
  const workbook = `<workbook xmlns="${MAIN}" xmlns:r="${REL}">${parts.workbookPr ?? ''}<sheets><sheet name="Feuille &amp; prix" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const rels = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
  const entries = [
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(rels) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<worksheet xmlns="${MAIN}">${parts.sheet}</worksheet>`) },
  ];
  if (parts.styles) entries.push({ name: 'xl/styles.xml', data: Buffer.from(`<styleSheet xmlns="${MAIN}">${parts.styles}</styleSheet>`) });
  if (parts.sharedStrings) entries.push({ name: 'xl/sharedStrings.xml', data: Buffer.from(`<sst xmlns="${MAIN}">${parts.sharedStrings}</sst>`) });
  return zip(entries);
}

/** Rows and cells without `r` follow the previous ones; a cell with its `r` jumps ahead. */
const SHEET_WITHOUT_REFS =
  '<sheetData><row><c t="inlineStr"><is><t>Nom</t></is></c><c t="inlineStr"><is><t xml:space="preserve"> Prix &amp; taxe </t></is></c></row>' +
  '<row><c t="s"><v>0</v></c><c><v>12.5</v></c><c r="E2"><v>3</v></c><c><v>4</v></c></row>' +
  '<row r="5"><c><f>1+1</f><v>2</v></c></row><row><c t="b"><v>1</v></c><c t="e"><v>#N/A</v></c><c t="str"><v>a &lt; b</v></c></row></sheetData>' +
  '<mergeCells count="1"><mergeCell ref="A1:B1"/></mergeCells>';

const GRID_WITHOUT_REFS = {
  name: 'Feuille',
  rows: [['Nom', 'Prix & taxe'], ['Chaise', '12.5', '', '', '3', '4'], ['2'], ['TRUE', '', 'a < b']],
  textCells: [[true, true], [true, false, false, false, false, false], [false], [false, false, true]],
  merges: [[0, 0, 0, 1]],
};

t.test('a sheet without r attributes reads the same however its text is cut into chunks', async (t) => {
  const xml = SHEET_WITHOUT_REFS;
  t.same(await readSheetGrid(chunksOf(xml), 'Feuille', context(['Chaise'])), GRID_WITHOUT_REFS);
  for (let at = 1; at < xml.length; at++) {
    const grid = await readSheetGrid(chunksOf(xml.slice(0, at), xml.slice(at)), 'Feuille', context(['Chaise']));
    if (JSON.stringify(grid) !== JSON.stringify(GRID_WITHOUT_REFS)) return t.same(grid, GRID_WITHOUT_REFS, `cut at ${at}: ${xml.slice(at - 10, at)}|${xml.slice(at, at + 10)}`);
  }
  t.same(await readSheetGrid(chunksOf(...xml), 'Feuille', context(['Chaise'])), GRID_WITHOUT_REFS, 'one character a chunk');
  const prefixed = xml.replace(/<(\/?)(?=[a-z])/g, '<$1x:');
  t.same(await readSheetGrid(chunksOf(prefixed), 'Feuille', context(['Chaise'])), GRID_WITHOUT_REFS, 'tags with a namespace prefix');
});

/** Parts as Excel writes them: indented, shared formulas, styles on rows, decoy `xf` and `numFmt` outside cellXfs and numFmts. */
const EXCEL_LIKE = {
  styles: `
  <numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/><numFmt numFmtId="165" formatCode="#,##0.00\\ &quot;€&quot;"/></numFmts>
  <cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>
  <cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="165"/><xf numFmtId="22"><alignment wrapText="1"/></xf><xf numFmtId="2"/></cellXfs>
  <dxfs count="1"><dxf><numFmt numFmtId="2" formatCode="yyyy"/></dxf></dxfs>`,
  sharedStrings: `
  <si><t>Référence</t></si>
  <si><t xml:space="preserve">  Prix TTC  </t></si>
  <si><r><rPr><b/></rPr><t>Date </t></r><r><t>de sortie</t></r></si>
  <si><t>caf&#233; &#x1F600; &amp;amp;</t></si>
  <si><t/></si>
  <si><t>ligne 1&#13;
ligne 2</t></si>`,
  sheet: `
  <sheetData>
    <row r="1" spans="1:4">
      <c r="A1" t="s"><v>0</v></c>
      <c r="B1" t="s"><v>1</v></c>
      <c r="C1" t="s"><v>2</v></c>
      <c r="D1" t="s"><v>3</v></c>
    </row>
    <row r="2" s="1" customFormat="1">
      <c r="A2" t="n" s="4"><v> 12 </v></c>
      <c r="B2" s="2"><f>A2*1.2</f><v>14.4</v></c>
      <c r="C2" s="1"><v>45292</v></c>
      <c r="D2" s="3"><v>45292.75</v></c>
      <c r="E2" s="4"><f t="shared" ref="E2:E3" si="0">A2-12</f><v>0</v></c>
    </row>
    <row r="3">
      <c r="A3" s="1"><v>7</v></c>
      <c r="B3" s="9"><v/></c>
      <c r="C3" t="s"><v>4</v></c>
      <c r="E3" s="4"><f t="shared" si="0"/><v>0</v></c>
      <c r="F3" t="s"><v>5</v></c>
    </row>
  </sheetData>
  <mergeCells count="1"><mergeCell ref="C1:D1"/></mergeCells>`,
};

t.test('a workbook written as Excel writes it reads as exceljs read it', async (t) => {
  const file = handWorkbook(EXCEL_LIKE);
  const grids = await loadWorkbook(file);
  t.same(grids, await exceljsGrids(file));
  t.same(grids[0]?.rows, [
    ['Référence', 'Prix TTC', 'Date de sortie', 'café 😀 &amp;'],
    ['12', '14.4', '2024-01-01', '2024-01-01T18:00:00Z', ''],
    ['1900-01-06', '', '', '', '0', 'ligne 1\r\nligne 2'],
  ]);
  t.equal(grids[0]?.name, 'Feuille & prix');
});

t.test('where exceljs read a workbook wrong, this reader reads what Excel shows', async (t) => {
  const inline = '<c r="A1" t="inlineStr"><is><r><t>Table </t></r><r><rPr><b/></rPr><t>n°1</t></r></is></c>';
  const grids = await loadWorkbook(
    handWorkbook({
      workbookPr: '<workbookPr date1904="true"/>',
      styles: '<numFmts><numFmt numFmtId="164" formatCode="0\\ \\m\\m"/></numFmts><cellXfs><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="31"/><xf numFmtId="14"/></cellXfs>',
      sharedStrings: '<si><t>漢字</t><rPh sb="0" eb="2"><t>カンジ</t></rPh><phoneticPr fontId="1"/></si>',
      sheet: `<sheetData><row r="1">${inline}<c r="B1" t="s"><v>0</v></c><c r="C1" s="1"><v>120</v></c><c r="D1" s="2"><v>0</v></c><c r="E1" t="d"><v>2024-03-01T00:00:00Z</v></c><c r="F1" t="d"><v>2024-03-01T10:30:00</v></c></row>
        <row r="2" s="3" customFormat="1"><c r="A2"><v>12</v></c><c r="B2" s="0"><v>7</v></c><c><v>8</v></c></row></sheetData>`,
    }),
  );
  t.same(
    grids[0]?.rows,
    [
      ['Table n°1', '漢字', '120', '1904-01-01', '2024-03-01', '2024-03-01T10:30:00Z'],
      ['12', '7', '8'],
    ],
    'rich inline text joined, phonetic guide left out, an escaped m is text, format 31 and the 1904 system date, t="d" as a date; cells of a date-styled row that have no style of their own, and a cell without r',
  );
});

t.test('shared strings and date styles read on their own', async (t) => {
  t.same(await readSharedStrings(chunksOf('<sst><si><t>a</t></si><si/><si><r><t></t></r></si><si><t> </t></si></sst>')), ['a', null, '', '']);
  t.same(await readDateStyles(chunksOf(`<styleSheet>${EXCEL_LIKE.styles}</styleSheet>`)), [false, true, false, true, false]);
  for (const code of ['dd/mm/yyyy', 'mmm-yy', '[h]:mm:ss', 'yyyy"年"m"月"', '[$-409]d-mmm-yy;@', 'DD/MM/YYYY']) t.ok(isDateFormatCode(code), code);
  for (const code of ['0.00', '#,##0 "kg"', '[$€-40C] #,##0.00', '0\\ \\m\\m', 'General', '@', '0.00E+00', '[Red]0.0']) t.notOk(isDateFormatCode(code), code);
});

t.test('rows too wide for the cell budget are refused as they are read', async (t) => {
  const wide = Array.from({ length: 130 }, (_, r) => `<row r="${r + 1}"><c r="XFD${r + 1}"><v>1</v></c></row>`).join('');
  t.equal(await refusal(loadWorkbook(handWorkbook({ sheet: `<sheetData>${wide}</sheetData>` }))), 'file_too_complex');
  const started = performance.now();
  const far = '<sheetData><row r="1"><c r="ZZZZZZZ1"><v>1</v></c></row></sheetData>';
  t.equal(await refusal(loadWorkbook(handWorkbook({ sheet: far }))), 'file_too_complex', 'a cell billions of columns out');
  t.ok(performance.now() - started < 1000, 'refused before any gap is filled');
});

t.test('a tag that never ends is refused once it passes 1 MB, not carried over to the end of the part', async (t) => {
  const chunk = 'x'.repeat(64 * 1024);
  const endless = chunksOf('<sheetData><row r="1"><c r="A1" ', ...Array.from({ length: 200 }, () => chunk));
  t.equal(await refusal(readSheetGrid(endless, 'Feuille', context())), 'excel_malformed');
});
