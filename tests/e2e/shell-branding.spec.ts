import { expect, test } from '@playwright/test'

import { demoEmail, NAVIGATION_TIMEOUT, signIn, tenantOrigin } from '../support/e2e-login'
import { hexToRgb, noScriptCopy } from '../support/shell'
import { tenantSeed } from '../support/tenant-seed'

// Issue 3, item 1: the theme is server-rendered, so the very first paint already wears the
// tenant's brand. The portal is opened with JavaScript off (a session copied from a normal
// login): whatever colour the bar has then came from the server's HTML and CSS alone.

test.describe.configure({ mode: 'parallel' })

const TENANTS = ['angel', 'capital'] as const

for (const code of TENANTS) {
  const seed = tenantSeed(code)
  const origin = tenantOrigin(code)

  test(`${code}: the investor portal paints in ${seed.colors.primary} without any script`, async ({ browser, context, page }) => {
    await signIn(page, { email: demoEmail('investor', code), origin, target: null })
    const noScript = await noScriptCopy(browser, context)
    try {
      const firstPaint = await noScript.newPage()
      const response = await firstPaint.goto(new URL('/investor', origin).toString(), { timeout: NAVIGATION_TIMEOUT })
      expect(response?.status(), 'the portal page itself, not a redirect to /login').toBe(200)
      expect(new URL(firstPaint.url()).pathname).toBe('/investor')

      // The dark top bar and its navigation carry the tenant primary.
      const header = firstPaint.locator('header').filter({ has: firstPaint.getByTestId('tenant-logo') })
      await expect(header).toBeVisible()
      const nav = firstPaint.getByTestId('investor-nav')
      await expect(nav).toBeVisible()
      const primary = hexToRgb(seed.colors.primary)
      expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor), 'header background').toBe(primary)
      expect(await nav.evaluate((element) => getComputedStyle(element).backgroundColor), 'navigation background').toBe(primary)
      // The theme variable itself comes in the server's HTML on <html>.
      expect(await firstPaint.evaluate(() => document.documentElement.style.getPropertyValue('--tenant-primary').trim().toLowerCase())).toBe(
        seed.colors.primary.toLowerCase(),
      )

      // The tenant's name: in the bar (no logo image in the demo data) and in the page title.
      await expect(firstPaint.getByTestId('tenant-logo')).toHaveText(seed.name)
      const title = await firstPaint.title()
      expect(title).toContain(seed.name)
      for (const other of TENANTS.filter((candidate) => candidate !== code)) expect(title).not.toContain(tenantSeed(other).name)
      expect(await firstPaint.locator('html').getAttribute('data-tenant')).toBe(code)
    } finally {
      await noScript.close()
    }
  })
}

test('the two tenants really differ (the comparison above is not vacuous)', () => {
  const [angel, capital] = TENANTS.map(tenantSeed)
  expect(hexToRgb(angel.colors.primary)).toBe('rgb(74, 25, 66)')
  expect(hexToRgb(capital.colors.primary)).toBe('rgb(15, 61, 46)')
  expect(angel.name).not.toBe(capital.name)
})
