import { expect, test } from '@playwright/test'

import { currentPath, demoEmail, NAVIGATION_TIMEOUT, signIn } from '../support/e2e-login'

// Issue 10 §5, §6 in a browser: the Super Admin follows the links the app renders from /admin to a
// fund, sees its NAV chart drawn (loaded after the page), walks to a company of its portfolio and its
// maturity statuses, records a valuation and sees it in the table, and a second one on the same day
// is refused with the server's message under the date field.

test('from /admin to a fund, its NAV chart, a company’s maturity statuses and a new valuation', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin' })
  await page.getByRole('link', { name: 'Funds', exact: true }).first().click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/admin/funds')

  await page.getByRole('link', { name: 'Demo Growth Fund I', exact: true }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/funds\/\d+\/details$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Demo Growth Fund I')
  const navSection = page.getByRole('region', { name: 'Net asset value' })
  // The chart is drawn in the browser as it nears the viewport: an SVG line over 36 months.
  await navSection.getByTestId('series-chart').scrollIntoViewIfNeeded()
  await expect(navSection.locator('svg.recharts-surface').first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(navSection.locator('path.recharts-line-curve').first()).toBeVisible()
  expect(await navSection.getByRole('table', { name: 'Net asset value' }).getByRole('row').count()).toBeGreaterThanOrEqual(37)

  const sections = page.getByRole('navigation', { name: 'fund sections' })
  await sections.getByRole('link', { name: 'Portfolio' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/\/details\/portfolio$/)
  // Cost, value and multiple from the ledger (decision 014).
  await expect(page.getByTestId('portfolio-totals')).toContainText('Multiple (GBP)')
  await page.getByRole('table', { name: 'Companies the fund holds' }).getByRole('link', { name: 'Bramble Foods' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/investments\/companies\/\d+\/details$/)

  const companySections = page.getByRole('navigation', { name: 'company sections' })
  await companySections.getByRole('link', { name: 'Maturity statuses' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/\/details\/maturity-statuses$/)
  const history = page.getByRole('table', { name: 'Maturity statuses' })
  await expect(history.getByText('Exited (current)')).toBeVisible()
  await expect(history.getByText('Follow-on round')).toBeVisible()

  await companySections.getByRole('link', { name: 'Details' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toMatch(/^\/admin\/investments\/companies\/\d+\/details$/)
  const form = page.getByRole('form', { name: 'Record a valuation' })
  // A past day of its own (the table lists newest first; seeded history is the last three years).
  const day = `20${String(10 + (Date.now() % 9)).padStart(2, '0')}-0${1 + (Date.now() % 9)}-1${Date.now() % 9}`
  await form.getByLabel('Date').fill(day)
  await form.getByLabel('Valuation (GBP)').fill('1234567.89')
  await form.getByRole('button', { name: 'Add valuation' }).click()
  await expect(page.getByRole('table', { name: 'Valuations' }).getByText('£1,234,567.89')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })

  await form.getByLabel('Date').fill(day)
  await form.getByLabel('Valuation (GBP)').fill('10')
  await form.getByRole('button', { name: 'Add valuation' }).click()
  await expect(form.getByText(/A valuation is already recorded for this company on/)).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
})
