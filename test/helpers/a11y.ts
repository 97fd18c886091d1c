import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';
import type { Test } from 'tap';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING: ImpactValue[] = ['serious', 'critical'];

/** One line per failing element: rule, impact, selector and axe's summary of what to fix. */
function describe(violations: AxeResults['violations']): string {
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)).join('\n');
}

/**
 * Runs axe-core on the page as it is now against WCAG 2.1 A and AA, and fails `t` with the list of
 * violations of serious or critical impact (minor and moderate ones do not fail the test).
 */
export async function expectNoSeriousA11yViolations(t: Test, page: Page, what: string): Promise<void> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate((tags) => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags } }), WCAG_21_AA);
  const blocking = results.violations.filter((violation) => violation.impact && BLOCKING.includes(violation.impact));
  if (blocking.length === 0) t.pass(`${what}: no serious or critical WCAG 2.1 AA violation`);
  else t.fail(`${what}: serious or critical WCAG 2.1 AA violations\n${describe(blocking)}`);
}
