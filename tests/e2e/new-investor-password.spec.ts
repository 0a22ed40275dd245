import { expect, test } from '@playwright/test'

import { currentPath, demoEmail, logIn, NAVIGATION_TIMEOUT, signIn, tenantOrigin, waitForHydrated } from '../support/e2e-login'
import { linkPathInNewestMail } from '../support/mail'

// Issue 11 "tests that must exist": staff create an investor, the set-password email arrives (the
// mail sink), the investor sets a password from its link and signs in. Per role and the email's
// content over HTTP: tests/integration/investors.test.ts, investor-staff-actions.test.ts.

test('staff create an investor; the investor sets a password from the emailed link and signs in', async ({ page, browser }) => {
  test.setTimeout(120_000)
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const email = `new-investor-${run}@e2e.test`

  // From the investors list, by its links.
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin/investors' })
  await page.getByRole('link', { name: 'New investor' }).click()
  const form = page.getByRole('form', { name: 'Create investor' })
  await waitForHydrated(page, 'form[aria-label="Create investor"]')
  await form.getByLabel('First name').fill('Nadia')
  await form.getByLabel('Surname').fill(`Newcombe ${run}`)
  await form.getByLabel('Email').fill(email)
  await form.getByRole('button', { name: 'Create investor' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/investors\/\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nadia')

  // The investor, in a browser of their own, follows the link in the email.
  const link = await linkPathInNewestMail(email, 30_000)
  expect(link).toContain('/password/set')
  const context = await browser.newContext({ baseURL: tenantOrigin('demo') })
  const investor = await context.newPage()
  try {
    await investor.goto(link, { timeout: NAVIGATION_TIMEOUT })
    await waitForHydrated(investor, 'form[aria-label="Set password"]')
    const password = `Pw-${run}-long-enough`
    await investor.getByLabel('New password', { exact: true }).fill(password)
    await investor.getByLabel('Confirm new password').fill(password)
    await investor.getByRole('button', { name: 'Set password' }).click()
    // Saved: the form sends them on.
    await expect.poll(() => currentPath(investor), { timeout: NAVIGATION_TIMEOUT }).not.toBe('/password/set')

    // And the password signs them in: a clean session, on a page of its own (the form's own
    // navigation may still be under way on the first, which would abort a new one).
    await context.clearCookies()
    const again = await context.newPage()
    const landed = await logIn(again, { email, password })
    expect(landed).toMatch(/^\/investor/)
  } finally {
    await context.close()
  }
})
