import t from 'tap';
import { headingOf } from '../../../../engine/parsers/pdf-layout/blocks.ts';
import { withUtf8Read, withWindowsLetters, withWindowsSigns } from '../../../../engine/parsers/pdf-layout/mac-roman.ts';
import type { Placed } from '../../../../engine/parsers/pdf-layout/placed.ts';
import type { Piece } from '../../../../engine/parsers/pdf-layout/text-lines.ts';

const piece = (text: string, font: string): Piece => ({ x: 0, right: 100, y: 0, height: 10, text, font });

t.test("a font whose words hold Mac Roman's signs among letters is read again as Windows text ('Gefl¸gelfleisch', '÷ffnungszeiten', 'Spieﬂe'); the document's other fonts as they are", async (t) => {
  const read = withWindowsLetters([piece('Gulaschsuppe mit Gefl¸gelfleisch', 'f1'), piece('Kˆnig', 'f1'), piece('÷ffnungszeiten', 'f1'), piece('H¸hnerfleischspieﬂe', 'f1'), piece('GEBRATENES H‹HNERBRUSTFILET', 'f1'), piece('Preise in € ÷ 2', 'f2')]);
  t.same(
    read.map((one) => one.text),
    ['Gulaschsuppe mit Geflügelfleisch', 'König', 'Öffnungszeiten', 'Hühnerfleischspieße', 'GEBRATENES HÜHNERBRUSTFILET', 'Preise in € ÷ 2'],
  );
});

t.test("a sign after a word ('VMz™', 'Bliss™') and quotes before letters ('Nacho’s') are themselves, and a font that writes its own letters ('Grüße') is read right", async (t) => {
  const texts = ['Microplex VMz™', 'Citrus Bliss™ Hand Lotion', 'On Guard™ Beadlets', 'Nacho’s', 'Mini-loempia’s', '„Amsterdam“'];
  t.same(
    withWindowsLetters(texts.map((text) => piece(text, 'f1'))).map((one) => one.text),
    texts,
  );
  const written = ['Grüße aus Köln', 'Gefl¸gel', '÷l'];
  t.same(
    withWindowsLetters(written.map((text) => piece(text, 'f1'))).map((one) => one.text),
    written,
  );
});

const line = (text: string): Placed => ({ page: 1, y: 100, height: 12, cells: [text], single: true, spans: false, indents: [0], header: false, shaded: false, sideName: false, letterSpaced: false, reach: [undefined] });

t.test("a letterhead's site written as a bare domain ('asialili.de') or the name of opening hours ('Öffnungszeiten') heads nothing; a section does", async (t) => {
  t.equal(headingOf([line('asialili.de')]), undefined);
  t.equal(headingOf([line('Öffnungszeiten')]), undefined);
  t.equal(headingOf([line('Opening hours:')]), undefined);
  t.equal(headingOf([line('Vorspeisen')]), 'Vorspeisen');
});

t.test("allergens' marks alone on a line, several with commas ('A,F,J,4,7', 'C, G'), head nothing; a heading in capitals does", async (t) => {
  t.equal(headingOf([line('A,F,J,4,7')]), undefined);
  t.equal(headingOf([line('C, G')]), undefined);
  t.equal(headingOf([line('MEZE')]), 'MEZE');
});

t.test("a heading framed by a symbol font's ornaments, which it maps to private-use characters, is its words", async (t) => {
  t.equal(headingOf([line('\uf097 GIN 4cl \uf096')]), 'GIN 4cl');
});

t.test("Windows text's signs that Latin-1 leaves to control characters are those signs ('\\u0080' the euro); ornaments so written framing a heading ('™WINES˜') are no part of it", async (t) => {
  t.equal(withWindowsSigns('12,50 \u0080'), '12,50 €');
  t.equal(withWindowsSigns('Caf\u00e9 \u0096 Bar \u0092s'), 'Café – Bar ’s');
  t.equal(withWindowsSigns('\u0099WINES\u0098'), '™WINES˜');
  t.equal(headingOf([line(withWindowsSigns('\u0099WINES\u0098'))]), 'WINES');
});

t.test("a label of up to three words before a colon is a heading ('coffee and tea:'); a longer one is a sentence introducing what follows", async (t) => {
  t.equal(headingOf([line('coffee and tea:')]), 'coffee and tea');
  t.equal(headingOf([line('Warme Getränke:')]), 'Warme Getränke');
  t.equal(headingOf([line('Alle Preise in Euro:')]), undefined);
});

t.test("UTF-8 printed as Windows text is read as UTF-8 ('Â£55', 'Puppyâ€™s', a no-break space made plain 'hoursÂ and'); text that does not so read is itself", async (t) => {
  t.equal(withUtf8Read('3 hoursÂ and overÂ Â·Â Starting from Â£55'), '3 hours\u00a0and over\u00a0\u00b7\u00a0Starting from £55');
  t.equal(withUtf8Read('Puppyâ€™s First Groom'), 'Puppy’s First Groom');
  t.equal(withUtf8Read('CafÃ© crÃ¨me'), 'Café crème');
  for (const text of ['Café crème', 'Âge: 12 ans', 'Prix 5 € Â', 'Ã la carte é']) t.equal(withUtf8Read(text), text);
});
