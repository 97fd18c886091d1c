import t from 'tap';
import { checkValueListForm, checkValueRows, isValueListNameTaken, parsePastedValues, splitPastedLine, valueListNameKey } from '../../../domain/value-list.ts';

t.test('paste: tab, else two or more spaces, else comma', async (t) => {
  t.same(splitPastedLine('A1\tRed, dark'), { code: 'A1', label: 'Red, dark' }, 'tab wins over comma');
  t.same(splitPastedLine('A1  Red  dark'), { code: 'A1', label: 'Red  dark' }, 'first run of spaces');
  t.same(splitPastedLine('A1 ,Red'), { code: 'A1', label: 'Red' }, 'one space is not a separator');
  t.same(splitPastedLine('Big red'), { code: 'Big red', label: 'Big red' }, 'single value: code = label');
  t.same(splitPastedLine('A1,'), { code: 'A1', label: 'A1' }, 'empty label: the code is the value');
  t.same(splitPastedLine('\tRed'), { code: 'Red', label: 'Red' }, 'empty code defaults to the label');
  t.equal(splitPastedLine('   '), null, 'blank line');
  t.equal(splitPastedLine(' , '), null, 'nothing on either side');
});

t.test('paste: lines of any ending, blank ones skipped', async (t) => {
  t.same(parsePastedValues('R\tRed\r\n\r\nG\tGreen\rB  Blue\nYellow\n'), [
    { code: 'R', label: 'Red' },
    { code: 'G', label: 'Green' },
    { code: 'B', label: 'Blue' },
    { code: 'Yellow', label: 'Yellow' },
  ]);
  t.same(parsePastedValues(''), []);
});

t.test('rows: labels required, empty code defaults, empty rows dropped', async (t) => {
  const check = checkValueRows([
    { code: ' A ', label: ' Alpha ' },
    { code: '', label: 'Beta' },
    { code: '', label: '' },
    { code: 'C', label: ' ' },
    { code: null, label: null },
  ]);
  t.same(check.values, [
    { code: 'A', label: 'Alpha' },
    { code: 'Beta', label: 'Beta' },
  ]);
  t.same(check.missingLabels, [3]);
});

t.test('names are unique case-insensitively, the list itself ignored', async (t) => {
  const lists = [
    { id: '1', name: 'Colours' },
    { id: '2', name: 'Sizes' },
  ];
  t.equal(valueListNameKey('  CoLoUrs '), 'colours');
  t.ok(isValueListNameTaken('colours', lists));
  t.notOk(isValueListNameTaken('COLOURS', lists, '1'), 'renaming a list to itself');
  t.ok(isValueListNameTaken('sizes', lists, '1'));
  t.notOk(isValueListNameTaken('', lists));
});

t.test('form: valid only with a unique name, all labels and one value', async (t) => {
  const lists = [{ id: '1', name: 'Colours' }];
  t.equal(checkValueListForm('', [{ code: 'a', label: 'A' }], lists).name, 'required');
  t.equal(checkValueListForm('colours', [{ code: 'a', label: 'A' }], lists).name, 'taken');
  t.equal(checkValueListForm('colours', [{ code: 'a', label: 'A' }], lists, '1').valid, true);
  const empty = checkValueListForm('New', [{ code: '', label: '' }], lists);
  t.ok(empty.empty);
  t.notOk(empty.valid);
  const missing = checkValueListForm('New', [{ code: 'x', label: '' }], lists);
  t.same(missing.missingLabels, [0]);
  t.notOk(missing.valid);
  t.ok(checkValueListForm('New', [{ code: 'x', label: 'X' }], lists).valid);
});
