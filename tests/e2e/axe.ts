/** axe-core, the engine of Lighthouse's accessibility audit, run in the page as the specs need it. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core as Lighthouse installs it (Lighthouse is a dev dependency): the same engine as its accessibility audit.
 * Evaluated through the browser's debugging channel, which the page's Content-Security-Policy does not govern.
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The rules Lighthouse's accessibility score weighs most for this app's pages. */
export const RULES = [
  'color-contrast',
  'heading-order',
  'label',
  'label-content-name-mismatch',
  'link-name',
  'button-name',
];

interface Finding {
  id: string;
  impact?: string | null;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * axe's findings on the page as it is, one line each: rule, element, what is wrong. `rules`: the rules to run, or
 * 'all' for every rule of axe with only its serious and critical findings kept.
 */
export async function violations(page: Page, rules: readonly string[] | 'all' = RULES): Promise<string[]> {
  // Colours are judged as they settle: a button still easing into its enabled colour is not what people read. Every
  // finite CSS transition or animation is let run to its end (endless ones, spinners and skeletons, are left).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE);
  const found = await page.evaluate(async (rules) => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: Finding[] }> } }
    ).axe;
    const options = rules === 'all' ? {} : { runOnly: { type: 'rule', values: rules } };
    return (await axe.run(document, options)).violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, rules);
  const kept = rules === 'all' ? found.filter((v) => v.impact === 'serious' || v.impact === 'critical') : found;
  return kept.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
  );
}
