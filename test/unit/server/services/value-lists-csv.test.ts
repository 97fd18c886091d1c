import t from 'tap';
import { readValueListCsv } from '../../../../server/services/value-lists.service.ts';

t.test('delimiter, quotes and a header row', async (t) => {
  t.same(readValueListCsv('\uFEFFcode;label\r\nR;"Red; dark"\r\nG;Green\r\n'), [
    { code: 'R', label: 'Red; dark' },
    { code: 'G', label: 'Green' },
  ]);
  t.same(
    readValueListCsv('label,code\nRed,R\n"Say ""hi""",H\n'),
    [
      { code: 'R', label: 'Red' },
      { code: 'H', label: 'Say "hi"' },
    ],
    'columns found by their header',
  );
  t.same(
    readValueListCsv('A,Alpha\n,Beta\nC\n\n'),
    [
      { code: 'A', label: 'Alpha' },
      { code: 'Beta', label: 'Beta' },
      { code: 'C', label: 'C' },
    ],
    'no header: code then label',
  );
  t.same(
    readValueListCsv('Red\nGreen'),
    [
      { code: 'Red', label: 'Red' },
      { code: 'Green', label: 'Green' },
    ],
    'one column',
  );
});

t.test('a header in any language the lexicon reads', async (t) => {
  t.same(readValueListCsv('Libellé;Clé\nRouge;R\n'), [{ code: 'R', label: 'Rouge' }], 'French');
  t.same(readValueListCsv('Bezeichnung;Wert\nRot;R\n'), [{ code: 'R', label: 'Rot' }], 'German');
  t.same(
    readValueListCsv('Nom\nRouge\nVert\n'),
    [
      { code: 'Rouge', label: 'Rouge' },
      { code: 'Vert', label: 'Vert' },
    ],
    'a label header alone',
  );
  t.same(readValueListCsv('BL,Black label\n'), [{ code: 'BL', label: 'Black label' }], 'a value that holds a header word is no header');
});

t.test('a text no reader takes is a 400 with its code', async (t) => {
  t.throws(() => readValueListCsv('code,label\nR,"Red\n'), { code: 'csv_invalid_file', statusCode: 400 });
});
