import t from 'tap';
import { cleanSearchOptions, searchOptionsConflict } from '../../../domain/search.ts';

t.test('search options', async (t) => {
  t.same(cleanSearchOptions({ blacklist: [' a.com ', '', '   ', 'b.com'], whitelist: undefined }), { blacklist: ['a.com', 'b.com'], whitelist: [] });
  t.same(cleanSearchOptions(null), { blacklist: [], whitelist: [] });
  t.equal(searchOptionsConflict({ blacklist: ['a'], whitelist: ['b'] }), true);
  t.equal(searchOptionsConflict({ blacklist: ['a'], whitelist: [] }), false);
  t.equal(searchOptionsConflict(cleanSearchOptions({ blacklist: ['a'], whitelist: [' '] })), false, 'blank entries do not count');
});
