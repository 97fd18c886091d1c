import t from 'tap';
import type { ValuesPage } from '../../domain/values.ts';
import { signedIn } from '../helpers/api.ts';
import { extract, runFile, templateOf } from '../helpers/batch-runs.ts';
import { startServer } from '../helpers/server.ts';

/**
 * Whole runs on the commonest supplier file: a name and a price, every fact written in the name. The
 * weight (a pack counted whole), the brand and the colour land in the output read from the names; a
 * sweet's flavour is never its colour, and the evidence says the words the value was read in.
 */

t.test('runs on name-and-price lists read weight, brand and colour in the names', async (t) => {
  const server = await startServer(t);
  const api = await signedIn(server.url, server.admin);
  const colours = [
    { code: 'RD', label: 'Red' },
    { code: 'BK', label: 'Black' },
    { code: 'BU', label: 'Blue' },
    { code: 'OR', label: 'Orange' },
  ];

  await t.test('a German list (semicolons, decimal commas, written back so): brands in capitals opening the names, packs, no flavour as a colour', async (t) => {
    const { id, rows } = await runFile(
      api,
      server,
      'lieferant-namen.csv',
      ';',
      templateOf(
        'lieferant-namen.csv',
        ';',
        'Artikelname',
        'Namen',
        [{ source_column: 'Artikelname', dest_property: 'Name', batch_action: 'COPY' }, extract('Preis', { type: 'float' }), extract('Gewicht (kg)', { type: 'float' }), extract('Inhalt (ml)', { type: 'integer' }), extract('Marke'), extract('Farbe', { value_list: 'colours', use_label: true })],
        { colours },
      ),
    );
    const table = rows.map((row) => [row.Name, row.Preis, row['Gewicht (kg)'], row['Inhalt (ml)'], row.Marke, row.Farbe]);
    t.same(table, [
      ['HARIBO Goldbären 200g', '1,29', '0,2', '', 'HARIBO', ''],
      ['HARIBO Color-Rado 6 x 175 g', '8,99', '1,05', '', 'HARIBO', ''],
      ['HARIBO Fruchtgummi Orange 160g', '1,19', '0,16', '', 'HARIBO', ''],
      ['KATJES Yoghurt-Gums 500 g', '2,49', '0,5', '', 'KATJES', ''],
      ['KATJES Lakritz Katzen 200g', '1,49', '0,2', '', 'KATJES', ''],
      ['KATJES Fruchtgummi Frösche 200g', '1,49', '0,2', '', 'KATJES', ''],
      ['Tasse Ida rot 350 ml', '7,90', '', '350', '', 'Red'],
      ['Kabeltrommel schwarz 25 m', '29,90', '', '', '', 'Black'],
    ]);
    const page = (await api.get<ValuesPage>(`/api/catalog/batch/${id}/values?limit=50`)).body;
    const pack = page.rows[1]?.cells['Gewicht (kg)']?.source;
    t.same(pack, { kind: 'column', column: 'Artikelname', read: { in: 'name', span: '6 x 175 g' } }, 'the evidence says the words of the name read');
    t.equal(page.rows[2]?.cells.Farbe?.reason?.says.key, 'flavour_not_colour', 'the flavour left out of the colour says why');
  });

  await t.test('a Spanish list: a quarter gallon, a bag of 6 units, the brand the Marca column gives on another row', async (t) => {
    const { rows } = await runFile(
      api,
      server,
      'proveedor-nombres.csv',
      ',',
      templateOf(
        'proveedor-nombres.csv',
        ',',
        'Descripcion',
        'Nombres',
        [{ source_column: 'Descripcion', dest_property: 'Nombre', batch_action: 'COPY' }, extract('Peso (kg)', { type: 'float' }), extract('Capacidad (l)', { type: 'float' }), extract('Marca'), extract('Color', { value_list: 'colours', use_label: true })],
        { colours },
      ),
    );
    const table = rows.map((row) => [row.Nombre, row['Peso (kg)'], row['Capacidad (l)'], row.Marca, row.Color]);
    t.same(table, [
      ['PINTURA ESMALTE ROJO SHERWIN 1/4 GL', '', '0.946', 'SHERWIN', 'Red'],
      ['GALLETAS BOLSA 6 UNIDADES 40 GRAMOS', '0.24', '', '', ''],
      ['CABLE 10 AWG NEGRO (ROLLO 25 KG)', '25', '', '', 'Black'],
      ['CARAMELOS SABOR NARANJA 1 KG', '1', '', '', ''],
      ['PINTURA ESMALTE AZUL SHERWIN 1 GL', '', '3.785', 'SHERWIN', 'Blue'],
    ]);
  });
});
