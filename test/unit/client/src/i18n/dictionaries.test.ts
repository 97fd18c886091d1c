import t from 'tap';
import { ERROR_STATUS } from '../../../../../domain/errors.ts';
import { en } from '../../../../../client/src/i18n/en.ts';
import { fr } from '../../../../../client/src/i18n/fr.ts';

/** Every leaf of a dictionary as [dotted key, value]. */
function leaves(dict: object, prefix = ''): [string, unknown][] {
  return Object.entries(dict).flatMap(([key, value]) => (value && typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]));
}

const enLeaves = new Map(leaves(en));
const frLeaves = new Map(leaves(fr));

t.test('en and fr have exactly the same keys', async (t) => {
  t.same([...frLeaves.keys()].sort(), [...enLeaves.keys()].sort());
});

t.test('no value is empty', async (t) => {
  for (const [lang, map] of [
    ['en', enLeaves],
    ['fr', frLeaves],
  ] as const) {
    for (const [key, value] of map) {
      t.ok(typeof value === 'string' && value.trim() !== '', `${lang} ${key} is a non-empty string`);
    }
  }
});

t.test('interpolation placeholders match between languages', async (t) => {
  const placeholders = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
  for (const [key, value] of enLeaves) {
    t.same(placeholders(frLeaves.get(key)), placeholders(value), `${key} placeholders`);
  }
});

t.test('every server error code and the client codes have a text', async (t) => {
  for (const code of [...Object.keys(ERROR_STATUS), 'network_error', 'unknown_error']) {
    t.ok(enLeaves.has(`errors.${code}`), `en errors.${code}`);
    t.ok(frLeaves.has(`errors.${code}`), `fr errors.${code}`);
  }
  t.equal(en.errors.unknown_error, 'An error occurred', 'default text of docs/product.md');
});
