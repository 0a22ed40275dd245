import { expect, test, type Page } from '@playwright/test'

import { demoEmail, INVALID_CREDENTIALS, openLoginPage, tenantOrigin } from '../support/e2e-login'

// spec 5: while a submit is in flight, another is ignored (src/lib/use-guarded-submit.ts), and the
// server's answer lands where it belongs: a field error on its field, the form usable again.

/** Holds every POST /login for a second and counts them, answering as a wrong password would. */
async function slowRejectedLogins(page: Page): Promise<() => number> {
  let posts = 0
  await page.route(
    (url) => url.pathname === '/login',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      posts++
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      await route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: INVALID_CREDENTIALS, errors: { email: [INVALID_CREDENTIALS] } }) })
    },
  )
  return () => posts
}

test('the login form sends one request however often it is submitted meanwhile', async ({ page }) => {
  const posts = await slowRejectedLogins(page)
  await openLoginPage(page, new URL('/login', tenantOrigin('demo')).toString())
  await page.getByLabel('Email').fill(demoEmail('investor'))
  await page.getByLabel('Password').fill('not-the-password')
  // By type, not name: while busy its name is the loading text.
  const button = page.locator('form[aria-label="Log in"] button[type="submit"]')
  await button.click()
  await expect(button).toBeDisabled()
  await expect(button).toContainText('Logging in')
  // A second submit the button cannot stop: Enter in a field and a scripted submit.
  await page.getByLabel('Password').press('Enter')
  await page.locator('form[aria-label="Log in"]').evaluate((form) => (form as HTMLFormElement).requestSubmit())
  await expect(page.getByText(INVALID_CREDENTIALS)).toBeVisible()
  expect(posts()).toBe(1)
  // Usable again once the answer is in.
  await expect(button).toBeEnabled()
  await button.click()
  await expect.poll(posts).toBe(2)
})
