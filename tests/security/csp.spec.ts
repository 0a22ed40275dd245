import { expect, test, type Page } from '@playwright/test'

import { demoEmail, logIn, NAVIGATION_TIMEOUT, signIn, tenantOrigin } from '../support/e2e-login'

// Issue 8, finding 13: the Content-Security-Policy must hold without breaking the product. Every
// main screen loads and runs its scripts (the page is interactive) with no violation reported.

type TViolation = { directive: string; blocked: string; page?: string; source?: string }

/** Collects CSP violations the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<TViolation[]> {
  const seen: TViolation[] = []
  await page.exposeFunction('__reportCspViolation', (violation: TViolation) => seen.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { __reportCspViolation: (v: TViolation) => void }).__reportCspViolation({ directive: event.violatedDirective, blocked: event.blockedURI, page: location.pathname, source: `${event.sourceFile}:${event.lineNumber}` })
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push({ directive: 'console', blocked: message.text() })
  })
  return seen
}

/**
 * Drops the session with no page of ours open: a live page that finds its session gone (the bell's
 * unread count, the socket's reconnect) sends itself to /api/logout, which would cut into the
 * test's next navigation.
 */
async function signOutQuietly(page: Page): Promise<void> {
  await page.goto('about:blank')
  await page.context().clearCookies()
}

test('investor and staff screens and the operator console run under the policy with no violation', async ({ page }) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  const origin = tenantOrigin('demo')

  const login = await page.goto(`${origin}/login`, { timeout: NAVIGATION_TIMEOUT })
  expect(login?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/)
  // Logging in needs the form's script: a blocked script would leave us on /login.
  expect(await logIn(page, { email: demoEmail('investor') })).toBe('/investor')
  await page.goto(`${origin}/investor/investments`, { timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('button', { name: /notifications/i }).first().click()
  // The panel runs under the policy too.
  const panel = page.getByTestId('notification-panel')
  await expect(panel).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(panel.getByText('Loading notifications')).toHaveCount(0, { timeout: NAVIGATION_TIMEOUT })

  await signOutQuietly(page)
  // The form's script was proven above: the staff part signs in through the API.
  await signIn(page, { email: demoEmail('superadmin'), origin, target: '/admin/investments/opportunities' })
  await page.goto(`${origin}/this-page-does-not-exist`, { timeout: NAVIGATION_TIMEOUT })

  await signOutQuietly(page)
  await page.goto(`${origin}/cms/login`, { timeout: NAVIGATION_TIMEOUT })
  await expect(page.locator('input[name="email"], input#field-email').first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })

  expect(violations).toEqual([])
})
