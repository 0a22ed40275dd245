import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { demoEmail, NAVIGATION_TIMEOUT, signIn, tenantOrigin } from '../support/e2e-login'

// Issue 3, 'Done when': screenshots of the staff and investor shells for two tenants at 375 px
// and 1440 px, produced by every e2e run and kept as artifacts (test-results/ is git-ignored).
// At 375 px nothing may scroll sideways.

test.describe.configure({ mode: 'parallel' })

const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots')
const WIDTHS = [1440, 375] as const

const AREAS = [
  { area: 'staff', email: 'superadmin', path: '/admin/investments/opportunities', shell: 'staff-nav', navButtonBelow: 900 },
  { area: 'investor', email: 'investor', path: '/investor/investments', shell: 'investor-nav', navButtonBelow: 768 },
] as const

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: NAVIGATION_TIMEOUT }).catch(() => {})
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

for (const tenantCode of ['demo', 'angel'] as const) {
  const origin = tenantOrigin(tenantCode)
  for (const { area, email, path: pagePath, shell, navButtonBelow } of AREAS) {
    test(`${tenantCode} ${area} shell at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
      await signIn(page, { email: demoEmail(email, tenantCode), origin, target: null })
      fs.mkdirSync(SCREENSHOT_DIR, { recursive: true })
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(new URL(pagePath, origin).toString(), { timeout: NAVIGATION_TIMEOUT })
        expect(new URL(page.url()).pathname).toBe(pagePath)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
        if (width < navButtonBelow) {
          await expect(page.getByTestId(shell)).toBeHidden()
          await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible()
        } else {
          await expect(page.getByTestId(shell)).toBeVisible()
        }
        await settle(page)

        const file = path.join(SCREENSHOT_DIR, `${tenantCode}-${area}-${width}.png`)
        fs.rmSync(file, { force: true })
        await page.screenshot({ path: file, fullPage: true })
        expect(fs.existsSync(file), file).toBe(true)
        expect(fs.statSync(file).size).toBeGreaterThan(1_000)
        await test.info().attach(`${tenantCode}-${area}-${width}`, { path: file, contentType: 'image/png' })

        if (width === 375) {
          const scrollWidth = await page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth)
          expect(scrollWidth, `horizontal overflow of ${pagePath} at 375 px`).toBeLessThanOrEqual(375 + 1)
        }
      }
    })
  }
}
