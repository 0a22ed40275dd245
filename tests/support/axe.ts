import axe, { type AxeResults, type Result } from 'axe-core'
import type { Page } from '@playwright/test'

// The browser tests' one accessibility check: axe-core with every rule it runs by default (WCAG 2.x
// A and AA, best practices); a serious or critical finding fails, the impact alone decides.
//
// axe-core itself, not @axe-core/playwright: the wrapper injected axe's source (~0.6 s a time) into
// the page twice per scan (once in analyze(), again in its loop over every frame), a third of the
// portal sweep's time. Here each frame gets it once, then axe.run in the page (the wrapper's legacy
// mode: its default of partial runs per frame finished in a new blank page is for cross-origin
// frames, which these pages have none of).

export type TAxeViolation = Result

const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/** axe-core's findings on the page as it is (or only inside `include`, a CSS selector), split into blocking (serious, critical) and minor. */
export async function axeFindings(page: Page, include?: string): Promise<{ blocking: TAxeViolation[]; minor: TAxeViolation[] }> {
  // Colours on their way are not the page's: a button fading back from its loading state once failed
  // colour contrast mid-transition. Finite animations and transitions end first (at most 2 s; spinners run on).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  )
  for (const frame of page.frames()) {
    // A frame that will not run it (another origin, gone meanwhile) is left out, as the wrapper did.
    await frame.evaluate(`window.axe || (function () { ${axe.source} })()`).catch(() => {})
  }
  const { violations } = await page.evaluate(
    (selector) => (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } }).axe.run(selector ? { include: [selector] } : document),
    include ?? null,
  )
  return {
    blocking: violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? '')),
    minor: violations.filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? '')),
  }
}

/** One line per violation and the elements it names: what a failed expectation prints. */
export const violationSummary = (violations: TAxeViolation[]) => violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)

/** The serious and critical violations on the page (or inside `include`), one line each; [] when none. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  return violationSummary((await axeFindings(page, include)).blocking)
}
