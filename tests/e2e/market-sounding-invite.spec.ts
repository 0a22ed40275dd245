import { expect, test } from '@playwright/test'

import { demoEmail, fetchFromPage, NAVIGATION_TIMEOUT, signIn, tenantOrigin, waitForHydrated } from '../support/e2e-login'

// Decision 040 in Chromium: on a live opportunity of angel (market_sounding_enabled), staff find
// investors by name or email in the sounding panel, tick several at once and invite them with a
// note; the panel then lists them as awaiting an answer and no longer offers them.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const FORM = 'form[aria-label="Invite investors to the market sounding"]'

test('staff find investors, tick several and invite them to a market sounding at once', async ({ page }) => {
  const origin = tenantOrigin('angel')
  await signIn(page, { email: demoEmail('superadmin', 'angel'), origin, target: null })
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const created = await fetchFromPage(page, '/api/investment-opportunities?depth=0', {
    method: 'POST',
    csrf: true,
    body: { title: `E2E sounding ${run}`, slug: `e2e-sounding-${run}`, stage: 1, targetAmount: 100_000_00, currency: 'GBP', closesAt: FUTURE },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = (created.json as { doc: { id: number } }).doc.id
  const moved = await fetchFromPage(page, `/api/investment-opportunities/${id}/stage`, { method: 'POST', csrf: true, body: { to: 2 } })
  expect(moved.status, JSON.stringify(moved.json)).toBe(200)

  await page.goto(`${origin}/admin/investments/opportunities/${id}/details`, { timeout: NAVIGATION_TIMEOUT })
  const panel = page.getByTestId('sounding-invitations')
  await expect(panel).toContainText('No investor has been invited yet.')
  await waitForHydrated(page, `${FORM} button[type="submit"]`)
  const form = panel.getByRole('form', { name: 'Invite investors to the market sounding' })

  // Nothing ticked: said, nothing sent.
  await form.getByRole('button', { name: 'Invite', exact: true }).click()
  await expect(form.getByText('Choose at least one investor')).toBeVisible()

  // Found by part of an email ("investor@angel.test" is inside newinvestor@angel.test too): every one shown ticked at once.
  const find = form.getByLabel('Find investors')
  const candidates = form.getByTestId('sounding-candidates').getByRole('checkbox')
  const everyone = await candidates.count()
  await find.fill('nobody-is-called-this')
  await expect(form.getByTestId('sounding-candidates')).toContainText('No investor not yet invited matches')
  await find.fill('investor@angel.test')
  await expect.poll(() => candidates.count()).toBeLessThan(everyone)
  const found = await candidates.count()
  expect(found).toBeGreaterThanOrEqual(2)
  await form.getByRole('button', { name: `Tick all shown (${found})` }).click()
  await expect(form).toContainText(`${found} investors chosen.`)
  await form.getByLabel('Note (optional, kept with each invitation)').fill('A private placement before the round opens.')
  await form.getByRole('button', { name: `Invite ${found} investors` }).click()

  await expect(form.getByRole('alert')).toHaveText(`${found} investors invited.`)
  const invited = panel.getByRole('table', { name: 'Investors invited to the market sounding' })
  await expect(invited.getByRole('row')).toHaveCount(found + 1)
  await expect(invited).toContainText('Awaiting an answer')
  // Invited investors are no longer offered.
  await find.fill('investor@angel.test')
  await expect(form.getByTestId('sounding-candidates')).toContainText('No investor not yet invited matches')
})
