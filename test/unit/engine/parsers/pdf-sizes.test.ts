import t from 'tap';
import { sizesByLabel } from '../../../../engine/parsers/pdf-layout/sizes.ts';

const row = (label: string, price: string, section: string, parent: string) => ({ cells: [label, price], section, parent, size: '' });

t.test("rows named only by a label that recurs under heading after heading ('#1 pot', '#2 pot') are the headings' products in those sizes", async (t) => {
  const rows = [
    row('#1 pot', '$14.99', 'ASTER purple dome', 'PERENNIAL'),
    row('#1 pot', '$14.99', 'BEE BALM jacob cline', 'PERENNIAL'),
    row('#2 pot', '$36.99', 'BEE BALM jacob cline', 'PERENNIAL'),
    row('#1 pot', '$14.99', 'HOSTA white feather', 'PERENNIAL'),
    row('#2 pot', '$36.99', 'HOSTA white feather', 'PERENNIAL'),
    row('#2 pot', '$41.99', 'LILAC miss kim', 'SHRUBS'),
  ];
  t.same(
    sizesByLabel(rows, 0).map(({ cells, size, section }) => [...cells, size, section]),
    [
      ['ASTER purple dome', '$14.99', '#1 pot', 'PERENNIAL'],
      ['BEE BALM jacob cline', '$14.99', '#1 pot', 'PERENNIAL'],
      ['BEE BALM jacob cline', '$36.99', '#2 pot', 'PERENNIAL'],
      ['HOSTA white feather', '$14.99', '#1 pot', 'PERENNIAL'],
      ['HOSTA white feather', '$36.99', '#2 pot', 'PERENNIAL'],
      ['LILAC miss kim', '$41.99', '#2 pot', 'SHRUBS'],
    ],
  );
});

t.test('names that recur under fewer headings, or under one heading only, are names', async (t) => {
  const menu = [row('Cola', '2,50', 'Drinks', ''), row('Fanta', '2,50', 'Drinks', ''), row('Cola', '3,00', 'Bar', ''), row('Soup', '6,00', 'Food', '')];
  t.equal(sizesByLabel(menu, 0), menu, 'the rows as read');
  const shop = [row('Small', '5', 'Tea', ''), row('Small', '5', 'Coffee', ''), row('Small', '5', 'Cocoa', ''), row('Cake', '4', 'Food', ''), row('Pie', '4', 'Food', '')];
  t.equal(sizesByLabel(shop, 0), shop, 'fewer than three rows in four named by such a label');
});
