import t from 'tap';
import { namesAMonth, statesValidity } from '../../../../engine/lexicon/months.ts';

t.test('the date a list’s prices hold from, in the packs’ languages, months from Intl', async (t) => {
  for (const text of ['gültig ab 03/2025', 'Prijslijst vanaf augustus 2025', 'Prijslijst (2015)', 'Tarifs 2024', 'valable dès le 1er janvier 2024', 'Cennik obowiązuje od 01.02.2024', 'Stand: 12.05.2023', 'Preisliste 2025 - gültig ab 1. März', 'Prices valid from 1 June 2024', 'Lista de precios vigente desde marzo 2025', 'Prislista 2024']) {
    t.ok(statesValidity(text), text);
  }
});

t.test('a heading, a product or an amount beside a year states no validity', async (t) => {
  for (const text of ['Rioja 2018', 'Weine 2019', 'Menu 2', 'Preise', 'Pizza 2000', 'Blatterle 2023', 'Weihnachtsmenü 2024', 'ab 12 Personen', 'Prijslijst']) t.notOk(statesValidity(text), text);
});

t.test('a month’s name names a period', async (t) => {
  t.ok(namesAMonth('9 lipca - 19 sierpnia'));
  t.ok(namesAMonth('June to August'));
  t.notOk(namesAMonth('Hauptgerichte'));
});
