import { expect, test } from '@playwright/test'

import { seriousViolations } from '../support/axe'
import { demoEmail, fetchFromPage, leaveSignedOut, NAVIGATION_TIMEOUT, signIn, waitForHydrated } from '../support/e2e-login'

// issue 10 §8 in the browser (docs/decisions/015), as the demo Super Admin: on a matured
// opportunity of this test's own with two holders, open a pre-emption round with the tab's form,
// record a response from the keyboard alone in the round's table, see the totals follow, and close
// the round early after the confirmation; it then shows among the past rounds, read-only.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

test('staff open a round, record a response with the keyboard, and close the round', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const created = await fetchFromPage(page, '/api/investment-opportunities?depth=0', {
    method: 'POST',
    csrf: true,
    body: { title: `E2E pre-emption ${run}`, slug: `e2e-pre-emption-${run}`, stage: 3, targetAmount: 100_000_00, currency: 'GBP', sharePrice: 100, closesAt: FUTURE },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = (created.json as { doc: { id: number } }).doc.id
  // 600 and 400 shares at £1.00.
  for (const [email, amount] of [
    [demoEmail('investor'), 600_00],
    ['ada.okafor@demo.test', 400_00],
  ] as const) {
    const recorded = await fetchFromPage(page, '/api/investments/manual', { method: 'POST', csrf: true, body: { opportunity: id, holderEmail: email, amount } })
    expect(recorded.status, JSON.stringify(recorded.json)).toBe(201)
  }
  for (const to of [4, 5, 6]) {
    const moved = await fetchFromPage(page, `/api/investment-opportunities/${id}/stage`, { method: 'POST', csrf: true, body: { to } })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
  }

  // From the record to its tab.
  await page.goto(`/admin/investments/existing/${id}/details`, { timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('link', { name: 'Pre-emption', exact: true }).click()
  const form = page.getByRole('form', { name: 'Open a pre-emption round' })
  await expect(form).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await waitForHydrated(page, 'form[aria-label="Open a pre-emption round"] button[type="submit"]')
  await expect(form.getByLabel('Price per share (GBP)')).toHaveValue('1.00')
  await form.getByLabel('Amount offered (GBP)').fill('100.50')
  await form.getByRole('button', { name: 'Open round' }).click()
  await expect(form.getByText('is not a whole number of shares at £1.00 a share')).toBeVisible()
  await form.getByLabel('Amount offered (GBP)').fill('100')
  await form.getByRole('button', { name: 'Open round' }).click()

  // The round: 100 shares offered, entitlements 60 and 40, both awaiting.
  const responses = page.getByRole('table', { name: 'Pre-emption responses' })
  await expect(responses).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  const investorRow = responses.getByRole('row').filter({ hasText: demoEmail('investor') })
  await expect(investorRow).toContainText('60')
  await expect(investorRow).toContainText('5 Awaiting')

  // Keyboard only: focus the row's response, choose the first code (Maintain), tab to Record, Enter.
  await waitForHydrated(page, 'table[aria-label="Pre-emption responses"] form button[type="submit"]')
  const select = investorRow.getByRole('combobox')
  await select.focus()
  await page.keyboard.press('Home')
  await expect(select).toHaveValue('2')
  await page.keyboard.press('Tab')
  await expect(investorRow.getByRole('textbox')).toBeFocused()
  await expect(investorRow.getByRole('textbox')).toHaveValue('60')
  await page.keyboard.press('Tab')
  await expect(investorRow.getByRole('button', { name: /^Record the response of/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(investorRow).toContainText('2 Maintain', { timeout: NAVIGATION_TIMEOUT })
  await expect(investorRow).toContainText('£60.00')
  const byCode = page.getByRole('table', { name: 'Responses by code' })
  await expect(byCode.getByRole('row').filter({ hasText: 'Taken up of offered' })).toContainText('60 of 100')

  expect(await seriousViolations(page)).toEqual([])

  // A refused answer shows under the row, and nothing changes.
  const adaRow = responses.getByRole('row').filter({ hasText: 'ada.okafor@demo.test' })
  await adaRow.getByRole('combobox').selectOption('3')
  await adaRow.getByRole('textbox').fill('40')
  await adaRow.getByRole('button', { name: /^Record the response of/ }).click()
  await expect(adaRow.getByRole('alert')).toContainText('more than the entitlement of 40 shares')
  await expect(adaRow).toContainText('5 Awaiting')

  // Close before the deadline: the dialog says so.
  await page.getByRole('button', { name: 'Close round' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('heading', { name: 'Close this round before its deadline?' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close early' }).click()
  await expect(dialog).toBeHidden({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByRole('table', { name: 'Past rounds' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByRole('form', { name: 'Open a pre-emption round' })).toBeVisible()
  await page.getByRole('table', { name: 'Past rounds' }).getByRole('link').first().click()
  await expect(page.getByRole('table', { name: 'Pre-emption responses' })).toContainText('2 Maintain', { timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByRole('table', { name: 'Pre-emption responses' }).getByRole('combobox')).toHaveCount(0)
})

// Holders of every kind (decision 015): on a matured opportunity of this test's own held by an
// investor and by Ashdown Family Office Ltd (investor@demo.test is its authorised signatory), the
// staff table names the organisation; the signatory answers for it on the portal's actions page; the
// table then says who answered in the portal. The round is closed at the end (the demo lists stay as seeded).
test('a signatory answers a round for the organisation in the portal', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const title = `E2E pre-emption holders ${run}`
  const created = await fetchFromPage(page, '/api/investment-opportunities?depth=0', {
    method: 'POST',
    csrf: true,
    body: { title, slug: `e2e-pre-emption-holders-${run}`, stage: 3, targetAmount: 100_000_00, currency: 'GBP', sharePrice: 100, closesAt: FUTURE },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = (created.json as { doc: { id: number } }).doc.id
  const found = await fetchFromPage(page, `/api/organisations?where[name][equals]=${encodeURIComponent('Ashdown Family Office Ltd')}&depth=0&limit=1`)
  const organisation = (found.json as { docs: Array<{ id: number; name: string }> }).docs[0]!
  // 700 shares the investor's, 300 the organisation's, at £1.00.
  const investor = await fetchFromPage(page, '/api/investments/manual', { method: 'POST', csrf: true, body: { opportunity: id, holderEmail: 'ada.okafor@demo.test', amount: 700_00 } })
  expect(investor.status, JSON.stringify(investor.json)).toBe(201)
  const held = await fetchFromPage(page, '/api/investments/org', { method: 'POST', csrf: true, body: { opportunity: id, organisation: organisation.id, amount: 300_00 } })
  expect(held.status, JSON.stringify(held.json)).toBe(201)
  for (const to of [4, 5, 6]) {
    const moved = await fetchFromPage(page, `/api/investment-opportunities/${id}/stage`, { method: 'POST', csrf: true, body: { to } })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
  }
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const opened = await fetchFromPage(page, '/api/pre-emption-rounds', { method: 'POST', csrf: true, body: { opportunity: id, deadline, sharePrice: 100, amountOffered: 100_00 } })
  expect(opened.status, JSON.stringify(opened.json)).toBe(201)
  const roundId = (opened.json as { round: { id: number } }).round.id
  await page.goto(`/admin/investments/existing/${id}/details/pre-emption`, { timeout: NAVIGATION_TIMEOUT })
  const responses = page.getByRole('table', { name: 'Pre-emption responses' })
  const organisationRow = responses.getByRole('row').filter({ hasText: organisation.name })
  await expect(organisationRow).toContainText('Organisation', { timeout: NAVIGATION_TIMEOUT })
  await expect(organisationRow).toContainText('30')
  await expect(organisationRow.getByRole('link', { name: organisation.name })).toHaveAttribute('href', `/admin/investors/organisations/${organisation.id}/transactions`)

  // The signatory, in the same browser after staff signed out.
  await leaveSignedOut(page)
  await signIn(page, { email: demoEmail('investor'), target: '/investor/investments/actions' })
  const form = page.getByRole('form', { name: `Pre-emption answer for ${organisation.name} on ${title}` })
  await expect(form).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByText(`${organisation.name} holds 300 shares and may take up 30 new shares`)).toBeVisible()
  await waitForHydrated(page, `form[aria-label="Pre-emption answer for ${organisation.name} on ${title}"] button[type="submit"]`)
  await form.getByLabel(`Answer for ${organisation.name}`).selectOption('3')
  await form.getByLabel('Shares').fill('31')
  await form.getByRole('button', { name: 'Send the answer' }).click()
  const block = page.getByTestId('pre-emption-round').filter({ has: form })
  await expect(block).toContainText('Increase', { timeout: NAVIGATION_TIMEOUT })
  expect(await seriousViolations(page)).toEqual([])

  // Staff see who answered, then close the round.
  await leaveSignedOut(page)
  await signIn(page, { email: demoEmail('superadmin'), target: `/admin/investments/existing/${id}/details/pre-emption` })
  await expect(organisationRow).toContainText('3 Increase', { timeout: NAVIGATION_TIMEOUT })
  await expect(organisationRow).toContainText('in the portal')
  const closed = await fetchFromPage(page, `/api/pre-emption-rounds/${roundId}/close`, { method: 'POST', csrf: true, body: { confirmEarly: true } })
  expect(closed.status, JSON.stringify(closed.json)).toBe(200)
})
