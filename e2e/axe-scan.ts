import axe from 'axe-core';
import type { Page } from 'playwright-core';

// axe-core from node_modules, run in each page: nothing is fetched from outside. Evaluated through the
// browser's protocol rather than added as a <script>, which the pages' Content-Security-Policy refuses.
const AXE = axe.source;
type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/**
 * The serious and critical axe violations of the page as it stands, as "page: rule (targets)", once
 * `settled` (by default, the network quiet since the last navigation).
 */
export async function scan(
  page: Page,
  name: string,
  settled: () => Promise<void> = () => page.waitForLoadState('networkidle'),
): Promise<string[]> {
  await settled();
  // Colours are measured as they end: a menu still fading in (a page opened inside the app) is not a
  // contrast failure. Endless animations (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        // A cancelled one (its element gone) rejects: it is over too.
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document) => Promise<{ violations: Violation[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${name}: ${v.id} (${v.help}) at ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join(', ')}`,
    );
}
