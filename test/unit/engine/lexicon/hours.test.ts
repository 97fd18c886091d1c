import t from 'tap';
import { namesHours, statesHours } from '../../../../engine/lexicon/hours.ts';

t.test('hours as menus and shops write them, in the packs’ languages, weekdays from Intl', async (t) => {
  for (const text of ['TOT 17:00', '14:00 - 17:00', '11:30-14', 'Måndag-Fredag: 11:30-21', 'Lördag-söndag: 12-21', 'kl. 11-14', 'Di. 11.30-13.30 / 16.30-20.00 u.', 'Wo. t/m Za. 11.30 - 20.00 u.', 'ab 11:30 Uhr', 'de 12h à 14h30', 'Åben alle dage 11.00 - 22.00', 'od 10:00 do 18:00']) {
    t.ok(statesHours(text), text);
  }
});

t.test('a heading that names its hours, an amount, a count or a sentence states no hours alone', async (t) => {
  for (const text of ['Aften buffet kl. 17-21', 'LUNCH', 'Pizza 12.50', '1.50', '12-21', '12 pcs', 'Grundgebühr von 7.00 bis 19.00 Uhr', 'Donnerstags bis samstags von 17:00 bis 22:00']) {
    t.notOk(statesHours(text), text);
  }
});

t.test('the name of opening hours, in the packs’ languages, names hours; a section does not', async (t) => {
  for (const text of ['Öffnungszeiten', 'ÖFFNUNGSZEITEN:', 'Opening hours', 'Horaires', 'Openingstijden', 'Godziny otwarcia', 'Öppettider', 'Åbningstider', 'Orari di apertura', 'Horario']) t.ok(namesHours(text), text);
  for (const text of ['Hauptgerichte', 'Happy hours', 'Suppen', 'Öffnungszeiten und Preise 2025']) t.notOk(namesHours(text), text);
});
