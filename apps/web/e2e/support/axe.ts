import { readFileSync } from 'node:fs';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.x A and AA, best practices, and the name-must-contain-the-visible-text rule (WCAG 2.5.3, off by default in axe). */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * Loads axe-core into the page's main world. The app runs under a strict Content-Security-Policy
 * (script-src 'self'), so `page.addScriptTag({ content })` is refused as an inline script; playwright's
 * `page.evaluate` runs through the DevTools protocol, which the policy does not govern, in the same
 * main world as the app: `window.axe` is then there for `axe.run`.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(AXE_SOURCE);
  if (!(await page.evaluate(() => 'axe' in window))) throw new Error('axe-core did not load into the page');
}

/** The critical and serious violations axe finds on the page as it is now (the whole document). */
export async function seriousViolations(page: Page): Promise<Result[]> {
  await injectAxe(page);
  // Colours are measured as shown: let a modal's fade-in (and any other finite animation) end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<AxeResults> } };
    return axe.run(document, options);
  }, RUN_OPTIONS);
  return results.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');
}

/** One line per violation with the selectors of the nodes it found and axe's summary for the first. */
export function describeViolations(where: string, violations: Result[]): string {
  const lines = violations.map((violation) => {
    const targets = violation.nodes.slice(0, 6).map((node) => node.target.join(' '));
    const more = violation.nodes.length > 6 ? ` … and ${violation.nodes.length - 6} more` : '';
    const summary = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ') ?? '';
    const html = violation.nodes[0]?.html.slice(0, 300) ?? '';
    return `  [${violation.impact}] ${violation.id}: ${violation.help}\n    at ${targets.join(' | ')}${more}\n    ${summary}\n    first: ${html}`;
  });
  return `${where}: ${violations.length} critical/serious axe violation(s)\n${lines.join('\n')}`;
}

/** Fails with every critical or serious violation on the page, each with its selectors. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  if (violations.length > 0) throw new Error(describeViolations(where, violations));
}
