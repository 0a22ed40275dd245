import { expect, test } from '@playwright/test'

import { demoEmail, fetchFromPage, leaveSignedOut, NAVIGATION_TIMEOUT, signIn, waitForHydrated } from '../support/e2e-login'

// issue 13 §3 in Chromium (docs/decisions/031): an onboarded demo investor opens a live opportunity,
// chooses to invest as themselves, enters an amount, and sees how to pay by bank transfer: the
// tenant's bank details and the investment's payment reference (demo has every switch off).
// The opportunity is this test's own (made by the demo Super Admin), so the seeded figures stay as they are.

const INVESTOR = 'mei.tanaka@demo.test'
const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

test('an onboarded investor invests by bank transfer and sees the instructions', async ({ page }) => {
  test.setTimeout(120_000)
  const staff = page
  await signIn(staff, { email: demoEmail('superadmin'), target: null })
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const slug = `e2e-invest-${run}`
  const created = await fetchFromPage(staff, '/api/investment-opportunities?depth=0', {
    method: 'POST',
    csrf: true,
    body: { title: `E2E invest ${run}`, slug, stage: 1, targetAmount: 100_000_00, currency: 'GBP', sharePrice: 100, minimumInvestment: 500_00, closesAt: FUTURE },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = (created.json as { doc: { id: number } }).doc.id
  const moved = await fetchFromPage(staff, `/api/investment-opportunities/${id}/stage`, { method: 'POST', csrf: true, body: { to: 2 } })
  expect(moved.status, JSON.stringify(moved.json)).toBe(200)
  // The investor, in the same browser after staff signed out (a fresh session).
  await leaveSignedOut(page)
  await signIn(page, { email: INVESTOR, target: `/investor/investments/${slug}` })
  await expect(page.getByTestId('invest-figures')).toContainText('£0.00 raised of £100,000.00')
  await expect(page.getByRole('link', { name: 'Reserve An Allocation' })).toBeVisible()
  await page.getByRole('link', { name: 'Invest', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'Who is investing?' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('list', { name: 'Who can invest' }).getByRole('link').first().click()

  await expect(page.locator('#invest-amount-help')).toContainText('Minimum £500.00', { timeout: NAVIGATION_TIMEOUT })
  await waitForHydrated(page, 'form[aria-label^="Invest as"] button[type="submit"]')
  await page.getByLabel('Amount (GBP)').fill('1250')
  await page.getByRole('button', { name: /^Invest as/ }).click()

  await page.waitForURL(/\/invest\?investment=\d+/, { timeout: NAVIGATION_TIMEOUT })
  const transfer = page.getByTestId('bank-transfer')
  await expect(transfer).toContainText('Pay by bank transfer')
  await expect(transfer).toContainText('55779911')
  await expect(transfer).toContainText('20-00-00')
  await expect(page.getByTestId('payment-reference')).toHaveText(/^INV-[0-9A-F]{12}$/)
  await expect(page.getByTestId('outstanding')).toHaveText('£1,250.00')
})
