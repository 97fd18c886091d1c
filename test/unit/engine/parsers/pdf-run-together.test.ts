import t from 'tap';
import { partedAtPrices } from '../../../../engine/parsers/pdf-layout/run-together.ts';

const row = (name: string, price: string) => ({ cells: [name, price], section: 'DEPILACJA', size: '' });
const read = (rows: ReturnType<typeof row>[]) => partedAtPrices(rows, 0, 1).map((one) => one.cells);

t.test("two items on one line, the first's price between their names ('Wąsik 20 zł Bikini klasyczne   70 zł'), are two rows each priced by its own amount", async (t) => {
  t.same(read([row('Wąsik 20 zł Bikini klasyczne', '70 zł'), row('Pachy od 200 zł Pępek', '100 zł')]), [
    ['Wąsik', '20 zł'],
    ['Bikini klasyczne', '70 zł'],
    ['Pachy', 'od 200 zł'],
    ['Pępek', '100 zł'],
  ]);
  t.same(read([row('DAGSOEP 8,00 CROQUE MONSIEUR', '12,00')]), [
    ['DAGSOEP', '8,00'],
    ['CROQUE MONSIEUR', '12,00'],
  ]);
  const [first, second] = partedAtPrices([row('Wąsik 20 zł Bikini klasyczne', '70 zł')], 0, 1);
  t.equal(first?.section, 'DEPILACJA', 'both keep the section');
  t.equal(second?.section, 'DEPILACJA');
});

t.test('a name is kept whole when the amount in it is no price of an item beside it', async (t) => {
  const names = [
    ['Grundgebühr von 7.00 bis 19.00 Uhr', '90,--'],
    ['Acqua 0.50 L', '€ 2,00'],
    ['CAMARA TRUST TAXON 2K QHD', '228.000'],
    ['GLASS: $10.00 BOTTLE', '$28.00'],
    ['Refleksologia próżniowa 10,09 BYN USŁUGI', '14,80'],
    ['Pizza 4 Stagioni', '9,50 €'],
    ['Schnitzel Kinderportion 7,50 € mit Pommes', '12,50 €'],
    ['Rocky Road Shiraz 2016 MCHENRY HOHNEN David Hohnen, the talented Aussie £14.05 A bottle of it', '£166.25'],
  ] as const;
  for (const [name, price] of names) t.same(read([row(name, price)]), [[name, price]], name);
});
