import t from 'tap';
import { parseCsv } from '../../../../engine/parsers/csv.ts';
import { csv, FR_HEADERS, productCsv } from '../../../fixtures/products.ts';

function code(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

t.test('every encoding and delimiter decodes to the same table', async (t) => {
  const expected = parseCsv(productCsv(5));
  for (const encoding of ['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252'] as const) {
    for (const delimiter of [',', ';', '\t', '|']) {
      for (const eol of ['\n', '\r\n']) {
        const table = parseCsv(productCsv(5, { encoding, delimiter, eol }));
        t.same(table.headers, FR_HEADERS, `${encoding} ${JSON.stringify(delimiter)} ${JSON.stringify(eol)} headers`);
        t.same(table.rows, expected.rows, `${encoding} ${JSON.stringify(delimiter)} ${JSON.stringify(eol)} rows`);
        t.equal(table.delimiter, delimiter);
      }
    }
  }
});

t.test('UTF-16LE without a BOM is recognised', async (t) => {
  const table = parseCsv(Buffer.from('Nom;Prix\nCafé;3\n', 'utf16le'));
  t.same(table.headers, ['Nom', 'Prix']);
  t.same(table.rows, [['Café', '3']]);
});

t.test('quoted fields with delimiters and newlines, blank lines, ragged rows', async (t) => {
  const text = 'Name,Description,Price\r\n\r\n"Shoe, red","Line one\nLine ""two""",12\r\n,,\r\nHat\r\nScarf,Warm,5,extra\r\n';
  const table = parseCsv(Buffer.from(text));
  t.same(table.headers, ['Name', 'Description', 'Price', 'Column 4']);
  t.same(table.rows, [
    ['Shoe, red', 'Line one\nLine "two"', '12', ''],
    ['Hat', '', '', ''],
    ['Scarf', 'Warm', '5', 'extra'],
  ]);
});

t.test('empty and duplicate header names are made unique', async (t) => {
  const table = parseCsv(Buffer.from('Name,,Name,name,Name (2)\na,b,c,d,e\n'));
  t.same(table.headers, ['Name', 'Column 2', 'Name (3)', 'name (4)', 'Name (2)']);
});

t.test('a one-column file is valid', async (t) => {
  const table = parseCsv(Buffer.from('Product name\nShoe\nHat\n'));
  t.same(table.headers, ['Product name']);
  t.equal(table.rows.length, 2);
});

t.test('refusals carry the spec codes', async (t) => {
  t.equal(
    code(() => parseCsv(Buffer.from('Name,Description\n"Shoe,unclosed\nHat,ok\n'))),
    'csv_invalid_file',
  );
  t.equal(
    code(() => parseCsv(Buffer.alloc(0))),
    'csv_empty_file',
  );
  t.equal(
    code(() => parseCsv(Buffer.from('\r\n\n  \n'))),
    'csv_empty_file',
  );
  const garbage = Buffer.from(Array.from({ length: 3000 }, (_, i) => [0x81, 0x8d, 0x8f, 0x90, 0x9d, 0x2c, 0x0a][i % 7] as number));
  t.equal(
    code(() => parseCsv(garbage)),
    'csv_could_not_detect_encoding',
  );
  // The header names one delimiter, the rows agree on none.
  const muddled = 'a;b;c\n1,2|3\n4|5,6,7\n8\t9\n10,11;12|13\n14|15|16,17,18\n';
  t.equal(
    code(() => parseCsv(Buffer.from(muddled))),
    'csv_could_not_detect_dialect',
  );
});

t.test('windows-1252 accents survive', async (t) => {
  const table = parseCsv(
    csv(
      [
        ['Désignation', 'Matière'],
        ['Chaussure légère', 'Cuir tanné à l’ancienne'],
      ],
      { encoding: 'windows-1252', delimiter: ';' },
    ),
  );
  t.same(table.headers, ['Désignation', 'Matière']);
  t.same(table.rows[0], ['Chaussure légère', 'Cuir tanné à l’ancienne']);
});
