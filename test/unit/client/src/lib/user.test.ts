import t from 'tap';
import type { CurrentUser } from '../../../../../domain/user.ts';
import { badgeCount, displayName, greetingName, initials } from '../../../../../client/src/lib/user.ts';

type Parts = Pick<CurrentUser, 'firstname' | 'lastname' | 'name' | 'email'>;
const user = (over: Partial<Parts>): Parts => ({ firstname: null, lastname: null, name: null, email: '', ...over });

t.test('initials', async (t) => {
  t.equal(initials(user({ firstname: 'ada', lastname: 'lovelace', name: 'Countess' })), 'AL');
  t.equal(initials(user({ firstname: 'Ada', name: 'countess' })), 'C', 'else first letter of name');
  t.equal(initials(user({ email: 'a@b.c' })), 'G', 'else G');
  t.equal(initials(null), 'G', 'nobody signed in');
});

t.test('greeting name: first name, else email, else nothing (Guest)', async (t) => {
  t.equal(greetingName(user({ firstname: 'Ada', email: 'ada@x.io' })), 'Ada');
  t.equal(greetingName(user({ firstname: '  ', email: 'ada@x.io' })), 'ada@x.io');
  t.equal(greetingName(null), null);
});

t.test('badge name', async (t) => {
  t.equal(displayName(user({ name: 'Countess', firstname: 'Ada' })), 'Countess');
  t.equal(displayName(user({ firstname: 'Ada', lastname: 'Lovelace' })), 'Ada Lovelace');
  t.equal(displayName(user({ email: 'ada@x.io' })), 'ada@x.io');
  t.equal(displayName(null), null);
});

t.test('bell badge count caps at 99+', async (t) => {
  t.equal(badgeCount(0), '');
  t.equal(badgeCount(-3), '');
  t.equal(badgeCount(1), '1');
  t.equal(badgeCount(99), '99');
  t.equal(badgeCount(100), '99+');
  t.equal(badgeCount(12345), '99+');
});
