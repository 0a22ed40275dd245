import { expect, test } from '@playwright/test'

import { seriousViolations } from '../support/axe'
import { demoEmail, fetchFromPage, NAVIGATION_TIMEOUT, signIn, waitForHydrated } from '../support/e2e-login'

// issue 10 in the browser, as the demo Super Admin: on a matured opportunity of this test's own,
// staff record a manual investment for a demo investor, mark its payment received in two parts,
// and the transactions tab and the cap table show it (shares at the opportunity's share price);
// then issue a cash call on it (reviewing the server's split before issuing) and mark part of the
// holder's line received (decision 014); the holder's name then leads to the investor's own
// transactions tab, which shows the same figures.

/** A seeded investor of the demo tenant (not investor@demo.test, whose pages the accessibility spec scans: the cash call notifies the holder). */
const HOLDER = 'ada.okafor@demo.test'

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

test('staff record a manual investment, mark the payment received, and the transactions tab and the cap table show it', async ({ page }) => {
  // One journey over five screens with six axe scans: about 15 s on a quiet machine.
  test.setTimeout(120_000)
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const title = `E2E money ${run}`
  const created = await fetchFromPage(page, '/api/investment-opportunities?depth=0', {
    method: 'POST',
    csrf: true,
    body: { title, slug: `e2e-money-${run}`, stage: 3, targetAmount: 100_000_00, currency: 'GBP', sharePrice: 250, closesAt: FUTURE },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = (created.json as { doc: { id: number } }).doc.id
  for (const to of [4, 5, 6]) {
    const moved = await fetchFromPage(page, `/api/investment-opportunities/${id}/stage`, { method: 'POST', csrf: true, body: { to } })
    expect(moved.status, JSON.stringify(moved.json)).toBe(200)
  }

  const transactions = `/admin/investments/existing/${id}/details/transactions`
  await page.goto(transactions, { timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByText('No transactions yet.')).toBeVisible()
  await waitForHydrated(page, 'button[aria-haspopup="dialog"]')

  // Record: £1,000 at £2.50 a share.
  await page.getByRole('button', { name: 'Record investment', exact: true }).click()
  let dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('heading', { name: 'Record a manual investment' })).toBeVisible()
  await dialog.getByLabel('Investor’s email').fill(HOLDER)
  await dialog.getByLabel('Amount (GBP)').fill('1000')
  await dialog.getByRole('button', { name: 'Record investment', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: NAVIGATION_TIMEOUT })
  const investments = page.getByRole('table', { name: 'Investments' })
  await expect(investments.getByRole('row').nth(1)).toContainText('Awaiting payment', { timeout: NAVIGATION_TIMEOUT })
  await expect(investments.getByRole('row').nth(1)).toContainText('£1,000.00')

  // A part payment: £400 of it.
  await waitForHydrated(page, 'table[aria-label="Investments"] button[aria-haspopup="dialog"]')
  await investments.getByRole('button', { name: /^Mark payment received/ }).click()
  dialog = page.getByRole('alertdialog')
  await expect(dialog.getByLabel('Amount received (GBP)')).toHaveValue('1000.00')
  await dialog.getByLabel('Amount received (GBP)').fill('400')
  await dialog.getByRole('button', { name: 'Mark received', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: NAVIGATION_TIMEOUT })
  await expect(investments.getByRole('row').nth(1)).toContainText('£600.00', { timeout: NAVIGATION_TIMEOUT })
  await expect(investments.getByRole('row').nth(1)).toContainText('Awaiting payment')

  // The rest: paid.
  await waitForHydrated(page, 'table[aria-label="Investments"] button[aria-haspopup="dialog"]')
  await investments.getByRole('button', { name: /^Mark payment received/ }).click()
  dialog = page.getByRole('alertdialog')
  await expect(dialog.getByLabel('Amount received (GBP)')).toHaveValue('600.00')
  await dialog.getByRole('button', { name: 'Mark received', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: NAVIGATION_TIMEOUT })
  await expect(investments.getByRole('row').nth(1)).toContainText('Paid', { timeout: NAVIGATION_TIMEOUT })
  const ledger = page.getByRole('table', { name: 'Ledger entries' })
  await expect(ledger.getByRole('row')).toHaveCount(4)
  await expect(ledger).toContainText('Payment received')
  // Each receipt is a payment (decision 016), listed with its method and state.
  const payments = page.getByRole('table', { name: 'Payments' })
  await expect(payments.getByRole('row')).toHaveCount(3)
  await expect(payments.getByRole('row').filter({ hasText: '£400.00' })).toContainText('Bank transfer')
  await expect(payments.getByRole('row').filter({ hasText: '£600.00' })).toContainText('Received')
  expect(await seriousViolations(page), 'transactions tab').toEqual([])

  // The cap table: the investor holds all 400 shares, worth £1,000 at £2.50.
  await page.getByRole('link', { name: 'Cap table', exact: true }).click()
  const capTable = page.getByRole('table', { name: 'Cap table' })
  await expect(capTable).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  const holder = capTable.getByRole('row').filter({ hasText: HOLDER })
  await expect(holder).toContainText('400')
  await expect(holder).toContainText('100.00%')
  await expect(holder).toContainText('£1,000.00')
  expect(await seriousViolations(page), 'cap table').toEqual([])
  const csv = await fetchFromPage(page, `/api/investments/cap-table/export?opportunity=${id}`)
  expect(csv.status).toBe(200)
  expect(String(csv.json)).toContain(`${HOLDER},400,100.00,1000.00,1000.00,1000.00,GBP,2.50`)

  // A cash call of £500 on the holders (one): reviewed, issued, then £200 of it received.
  await page.goto(transactions, { timeout: NAVIGATION_TIMEOUT })
  const section = page.getByRole('region', { name: 'Cash calls and distributions' })
  await expect(section.getByText('No cash calls or distributions yet.')).toBeVisible()
  await waitForHydrated(page, 'section[aria-label="Cash calls and distributions"] button[aria-haspopup="dialog"]')
  await section.getByRole('button', { name: 'Issue a cash call', exact: true }).click()
  dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('heading', { name: 'Issue a cash call' })).toBeVisible()
  await dialog.getByLabel('Total (GBP)').fill('500')
  await dialog.getByLabel('Due by').fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10))
  await dialog.getByRole('button', { name: 'Review', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Issue this cash call?' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(dialog.getByRole('table', { name: 'Lines of the cash call' })).toContainText('£500.00')
  expect(await seriousViolations(page), 'cash call review').toEqual([])
  await dialog.getByRole('button', { name: 'Issue cash call', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: NAVIGATION_TIMEOUT })
  const call = section.getByRole('article', { name: /^Cash call CC-/ })
  await expect(call).toContainText('Awaiting payment', { timeout: NAVIGATION_TIMEOUT })
  await expect(call).toContainText('£500.00')
  await waitForHydrated(page, 'article button[aria-haspopup="dialog"]')
  await call.getByRole('button', { name: /^Mark received/ }).click()
  dialog = page.getByRole('alertdialog')
  await expect(dialog.getByLabel('Amount received (GBP)')).toHaveValue('500.00')
  await dialog.getByLabel('Amount received (GBP)').fill('200')
  await dialog.getByRole('button', { name: 'Mark received', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: NAVIGATION_TIMEOUT })
  await expect(call).toContainText('£300.00', { timeout: NAVIGATION_TIMEOUT })
  await expect(call).toContainText('0 of 1 paid')
  expect(await seriousViolations(page), 'transactions tab with a cash call').toEqual([])

  // The holder's name leads to the investor's own transactions tab, which tells the same story
  // from the ledger: the investment paid in full, the cash call and the £200 received on it.
  await page.getByRole('table', { name: 'Investments' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/investors\/\d+\/details\/transactions$/, { timeout: NAVIGATION_TIMEOUT })
  const mine = page.getByRole('table', { name: 'Investments' }).getByRole('row').filter({ hasText: title })
  await expect(mine).toContainText('Paid')
  await expect(mine).toContainText('£1,000.00')
  const history = page.getByRole('table', { name: 'Ledger entries' }).getByRole('row').filter({ hasText: title })
  const movement = (name: string) => history.filter({ has: page.getByRole('cell', { name, exact: true }) })
  await expect(movement('Cash call')).toContainText('£500.00')
  await expect(movement('Cash call payment received')).toContainText('£200.00')
  await expect(movement('Payment received')).toHaveCount(2)
  expect(await seriousViolations(page), 'investor transactions tab').toEqual([])
})
