import { expect, test, type Page } from '@playwright/test'

import {
  currentUser,
  demoEmail,
  fetchFromPage,
  expectLoginRejected,
  logInAndExpectLanding,
  NAVIGATION_TIMEOUT,
  submitLoginForm,
  tenantOrigin,
} from '../support/e2e-login'

// Issue 2, item 4: identity is per tenant. A login on one tenant's host never authenticates
// against another tenant's account; the same email may be registered on two tenants independently.

const angel = tenantOrigin('angel')
const capital = tenantOrigin('capital')

/** The id of the tenant the page's host resolves to (GET /api/branding). */
async function tenantIdOf(page: Page, origin: string): Promise<number> {
  expect(new URL(page.url()).origin).toBe(new URL(origin).origin)
  const { status, json } = await fetchFromPage(page, '/api/branding')
  expect(status).toBe(200)
  return (json as { id: number }).id
}

/** POST /api/auth/manual-register from a page of `origin`, after that host's anti-forgery cookie (spec 7). */
async function registerInvestor(page: Page, origin: string, email: string, password: string): Promise<void> {
  await page.goto(new URL('/login', origin).toString(), { timeout: NAVIGATION_TIMEOUT })
  const { status, json } = await fetchFromPage(page, '/api/auth/manual-register', {
    method: 'POST',
    body: { name: 'Dual', surname: 'Tenant', email, password, password_confirmation: password },
    csrf: true,
  })
  expect(status, `register ${email} on ${origin}: ${JSON.stringify(json)}`).toBe(201)
}

test('a demo user of angel logs in on angel.localhost', async ({ page }) => {
  await logInAndExpectLanding(page, { email: demoEmail('investor', 'angel'), origin: angel }, '/investor')
  expect(new URL(page.url()).host).toBe(new URL(angel).host)
  const { status, body } = await currentUser(page, angel)
  expect(status).toBe(200)
  expect(body?.email).toBe(demoEmail('investor', 'angel'))
  expect(body?.tenant).toBe(await tenantIdOf(page, angel))
})

test('a demo user of angel cannot log in on capital.localhost', async ({ page }) => {
  // The angel investor does not exist on capital, so this is an unknown email there (no lockout risk).
  await submitLoginForm(page, { email: demoEmail('investor', 'angel'), origin: capital })
  await expectLoginRejected(page)
  expect(new URL(page.url()).host).toBe(new URL(capital).host)
  const { status } = await currentUser(page, capital)
  expect(status).toBe(401)
})

test('the same email registered on angel and capital logs into each account separately', async ({ page, context }) => {
  test.setTimeout(120_000)
  const email = `dual-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`
  const angelPassword = 'angel-password-A1'
  const capitalPassword = 'capital-password-B2'

  await registerInvestor(page, angel, email, angelPassword)
  await registerInvestor(page, capital, email, capitalPassword)
  await context.clearCookies()

  await logInAndExpectLanding(page, { email, password: angelPassword, origin: angel }, '/investor')
  const onAngel = await currentUser(page, angel)
  expect(onAngel.status).toBe(200)
  const angelTenantId = await tenantIdOf(page, angel)

  await logInAndExpectLanding(page, { email, password: capitalPassword, origin: capital }, '/investor')
  const onCapital = await currentUser(page, capital)
  expect(onCapital.status).toBe(200)
  const capitalTenantId = await tenantIdOf(page, capital)

  expect(angelTenantId).not.toBe(capitalTenantId)
  expect(onAngel.body?.email).toBe(email)
  expect(onCapital.body?.email).toBe(email)
  expect(onAngel.body?.tenant).toBe(angelTenantId)
  expect(onCapital.body?.tenant).toBe(capitalTenantId)
  expect(onAngel.body?.id).not.toBe(onCapital.body?.id)

  // Each password opens only its own tenant's account.
  await context.clearCookies()
  await submitLoginForm(page, { email, password: angelPassword, origin: capital })
  await expectLoginRejected(page)
  expect((await currentUser(page, capital)).status).toBe(401)

  await submitLoginForm(page, { email, password: capitalPassword, origin: angel })
  await expectLoginRejected(page)
  expect((await currentUser(page, angel)).status).toBe(401)

  // A failed attempt elsewhere leaves the right password working (and the page on its own host).
  await logInAndExpectLanding(page, { email, password: angelPassword, origin: angel }, '/investor')
  expect((await currentUser(page, angel)).body?.id).toBe(onAngel.body?.id)
  await expect(page).toHaveURL(new RegExp(`^${angel.replace(/[.]/g, '\\.')}/`), { timeout: NAVIGATION_TIMEOUT })
})
