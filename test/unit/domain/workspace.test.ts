import t from 'tap';
import { cleanSearchOptions, searchOptionsConflict } from '../../../domain/search.ts';
import { parseWords, textOrNull } from '../../../domain/workspace.ts';

t.test('workspace settings helpers', async (t) => {
  t.same(cleanSearchOptions({ blacklist: [' a.com ', '', '  '], whitelist: [] }), { blacklist: ['a.com'], whitelist: [] });
  t.ok(searchOptionsConflict({ blacklist: ['a'], whitelist: ['b'] }));
  t.notOk(searchOptionsConflict({ blacklist: ['a'], whitelist: [' '] }));
  t.equal(textOrNull('  '), null);
  t.equal(textOrNull(' x '), 'x');
  t.equal(parseWords(''), null);
  t.equal(parseWords('120'), 120);
  t.equal(parseWords('-1'), undefined);
  t.equal(parseWords('1.5'), undefined);
});
