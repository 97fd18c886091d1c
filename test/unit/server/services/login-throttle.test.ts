import t from 'tap';
import { LoginThrottle } from '../../../../server/services/login-throttle.ts';

/** A throttle on a clock the test moves. */
function throttle() {
  let now = 1_000_000;
  const advance = (ms: number) => {
    now += ms;
  };
  return { throttle: new LoginThrottle(() => now), advance };
}

/** Fails `n` attempts; how many were let through. */
function fail(login: LoginThrottle, email: string, addresses: (i: number) => string, n: number): number {
  let through = 0;
  for (let i = 0; i < n; i++) if (login.begin(email, addresses(i))) through++;
  return through;
}

t.test('finding 6: one account from one address waits, growing, after five failures; never locked for good', async (t) => {
  const { throttle: login, advance } = throttle();
  t.equal(
    fail(login, 'ada@example.com', () => '203.0.113.1', 5),
    5,
  );
  t.notOk(login.begin('ada@example.com', '203.0.113.1'), 'the sixth waits');
  t.ok(login.begin('ada@example.com', '198.51.100.1'), 'another address does not');
  advance(5000);
  t.ok(login.begin('ada@example.com', '203.0.113.1'), 'after 5 s, one more');
  advance(5000);
  t.notOk(login.begin('ada@example.com', '203.0.113.1'), 'then 10 s');
  advance(5000);
  const attempt = login.begin('ada@example.com', '203.0.113.1');
  t.ok(attempt);
  attempt?.succeeded();
  t.ok(login.begin('ada@example.com', '203.0.113.1'), 'a right password clears the pair');
});

t.test('finding 6: guessing over many addresses is slowed to a minute at most, and a known address is never held', async (t) => {
  const { throttle: login, advance } = throttle();
  login.begin('ada@example.com', '198.51.100.7')?.succeeded();
  const guesser = (i: number) => `203.0.113.${i}`;
  t.equal(fail(login, 'ada@example.com', guesser, 30), 10, 'ten free guesses from new addresses');
  let through = 0;
  for (let second = 0; second < 3600; second++) {
    advance(1000);
    if (login.begin('ada@example.com', `192.0.2.${second % 250}`)) through++;
  }
  t.ok(through < 100, `${through} guesses in the next hour (ASVS: under 100)`);
  t.ok(through > 50, 'the account is slowed, not locked');
  t.ok(login.begin('ada@example.com', '198.51.100.7'), 'the owner’s address goes through at once');
  advance(60_000);
  t.ok(login.begin('ada@example.com', '192.0.2.1'), 'a new address waits a minute at most');
});

t.test('finding 6: password spraying from one address slows the address, not the accounts elsewhere', async (t) => {
  const { throttle: login } = throttle();
  for (let i = 0; i < 10; i++) login.begin(`user${i}@example.com`, '203.0.113.1');
  t.notOk(login.begin('ada@example.com', '203.0.113.1'), 'the address waits');
  t.ok(login.begin('ada@example.com', '198.51.100.1'), 'another address does not');
});
