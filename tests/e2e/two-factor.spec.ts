import { expect, test } from '@playwright/test'

import { totpCodeFor } from '../../src/auth/two-factor/totp'
import { currentPath, logIn, NAVIGATION_TIMEOUT, submitLoginForm, tenantOrigin, waitForHydrated } from '../support/e2e-login'

// Issue 13 §8 (decision 039), what needs a browser: an investor sets up two-factor sign-in on
// /investor/profile/security (QR code, key, first code, recovery codes shown once), then signs in at
// /login with a code. `totp.new@demo.test` is seeded without two-factor for this.

test.describe.configure({ timeout: 120_000 })

test('an investor sets up two-factor sign-in on the security page, then signs in with a code', async ({ page }) => {
  page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT)
  const origin = tenantOrigin('demo')
  const email = 'totp.new@demo.test'
  await logIn(page, { email, origin, target: '/investor/profile/security' })
  await page.goto(`${origin}/investor/profile/security`)
  await waitForHydrated(page, '[data-testid="two-factor-card"] button')
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await page.getByLabel('Authentication code').fill(await totpCodeFor(secret))
  await page.getByRole('button', { name: 'Switch on two-factor sign-in' }).click()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()
  await expect(page.getByTestId('two-factor-status')).toContainText('Two-factor sign-in is on')

  // Signed out, the password alone no longer opens a session: the form asks for the code.
  await page.goto(`${origin}/api/logout`)
  await submitLoginForm(page, { email, origin })
  const code = page.getByLabel('Authentication code')
  await expect(code).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  expect(currentPath(page)).toBe('/login')
  // The set-up used this window's code: the next one (within the step of tolerance).
  await code.fill(await totpCodeFor(secret, 1))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/investor')
})
