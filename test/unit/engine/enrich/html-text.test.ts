import t from 'tap';
import { htmlText } from '../../../../engine/enrich/html-text.ts';

t.test('page text in linear time, whatever the page', async (t) => {
  t.equal(htmlText('<html><head><title>x</title><style>p{}</style></head><body><p>One &amp; two</p><script>var a = "<p>";</script><ul><li>A</li><li>B</li></ul>a < b<!-- c --></body></html>'), 'One & two\nA\nB\na < b');
  for (const hostile of ['<'.repeat(1_000_000), `${'< '.repeat(500_000)}>`, '<script>'.repeat(150_000), '<!--'.repeat(250_000), `<p ${'a='.repeat(400_000)}`, '<a'.repeat(500_000), `${'&#x'.repeat(300_000)};`]) {
    // CPU time, not wall time: a machine busy with other work slows the clock, not the steps taken.
    const started = process.cpuUsage();
    htmlText(hostile);
    const { user, system } = process.cpuUsage(started);
    const millis = Math.round((user + system) / 1000);
    t.ok(millis < 1500, `${hostile.slice(0, 12)}… (${hostile.length} characters) in ${millis} ms of CPU`);
  }
});
