import t from 'tap';
import { cellText, delimiterDisplay, displaySize, fileTypeLabel, oneDecimal, qualityCounts, qualityVariant, sampleColumns } from '../../../../../client/src/lib/analysis.ts';

t.test('size: KB below 1024 KB, else MB, one decimal', async (t) => {
  t.same(displaySize(0), { unit: 'kb', value: 0 });
  t.same(displaySize(512), { unit: 'kb', value: 0.5 });
  t.same(displaySize(12_650), { unit: 'kb', value: 12.4 });
  t.same(displaySize(1023 * 1024), { unit: 'kb', value: 1023 });
  t.same(displaySize(1024 * 1024 - 1), { unit: 'mb', value: 1 }, 'rounds to 1024.0 KB: shown as MB');
  t.same(displaySize(1024 * 1024), { unit: 'mb', value: 1 });
  t.same(displaySize(5 * 1024 * 1024), { unit: 'mb', value: 5 });
  t.same(displaySize(2.26 * 1024 * 1024), { unit: 'mb', value: 2.3 });
  t.same(displaySize(-3), { unit: 'kb', value: 0 }, 'never negative');
});

t.test('one decimal in the display language', async (t) => {
  t.equal(oneDecimal(12.4, 'en'), '12.4');
  t.equal(oneDecimal(12.4, 'fr'), '12,4');
  t.equal(oneDecimal(5, 'en'), '5.0');
});

t.test('delimiters: comma, semicolon and tab named, others literal', async (t) => {
  t.same(delimiterDisplay(','), { name: 'comma' });
  t.same(delimiterDisplay(';'), { name: 'semicolon' });
  t.same(delimiterDisplay('\t'), { name: 'tab' });
  t.same(delimiterDisplay('|'), { literal: '|' });
  t.equal(delimiterDisplay(null), null);
  t.equal(delimiterDisplay(''), null);
});

t.test('quality counts and the sentence variant', async (t) => {
  const mixed = qualityCounts({ a: 'complete', b: 'complete', c: 'partial', d: 'empty' });
  t.same(mixed, { complete: 2, partial: 1, empty: 1, total: 4 });
  t.equal(qualityVariant(mixed), 'mixed');
  t.equal(qualityVariant(qualityCounts({ a: 'complete', b: 'complete' })), 'allComplete');
  t.equal(qualityVariant(qualityCounts({ a: 'partial' })), 'allPartial');
  t.equal(qualityVariant(qualityCounts({ a: 'empty', b: 'empty' })), 'allEmpty');
  t.equal(qualityVariant(qualityCounts({})), 'none');
  t.equal(qualityVariant(qualityCounts(undefined)), 'none');
  t.same(qualityCounts({ a: 'complete', b: 'unknown' } as never), { complete: 1, partial: 0, empty: 0, total: 1 }, 'unknown states are not counted');
});

t.test('sample columns and cells', async (t) => {
  t.same(
    sampleColumns([
      { a: '1', b: '2' },
      { b: '3', c: '4' },
    ]),
    ['a', 'b', 'c'],
    'union in order of appearance',
  );
  t.same(sampleColumns([]), []);
  t.same(sampleColumns(null), []);
  t.equal(cellText(null), '');
  t.equal(cellText(undefined), '');
  t.equal(cellText(12.5), '12.5');
  t.equal(cellText('Élan'), 'Élan');
});

t.test('file type labels', async (t) => {
  t.equal(fileTypeLabel('csv'), 'CSV');
  t.equal(fileTypeLabel('xlsx'), 'Excel');
  t.equal(fileTypeLabel('pdf'), 'PDF');
});
