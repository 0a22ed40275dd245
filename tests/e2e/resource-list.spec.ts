import fs from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { currentPath, demoEmail, fetchFromPage, NAVIGATION_TIMEOUT, signIn, tenantOrigin, waitForHydratedLocator } from '../support/e2e-login'

// The kit's list view in a browser (issue 9 §2), on deals of a tenant no other browser test lists
// (custodian): search, sort, filter, paginate, choose columns (kept after a reload), tick rows and
// delete them after confirming, export with a progress bar to a file.

const TENANT = 'custodian'
const origin = tenantOrigin(TENANT)
const LIST = `${origin}/admin/investments/deals`

type TPipeline = { id: number; stages: { id: string }[] }

/** 22 deals named `${prefix} 01` … `22`, amount n × 1000.00 GBP: more than a page (20). */
async function seedDeals(page: Page, prefix: string): Promise<void> {
  const { json } = await fetchFromPage(page, '/api/pipelines?depth=0&limit=1&sort=id')
  const pipeline = (json as { docs: TPipeline[] }).docs[0]!
  for (let n = 1; n <= 22; n++) {
    const name = `${prefix} ${String(n).padStart(2, '0')}`
    const { status } = await fetchFromPage(page, '/api/deals?depth=0', { method: 'POST', csrf: true, body: { name, company: `Company ${n}`, pipeline: pipeline.id, stage: pipeline.stages[0]!.id, amount: n * 1000_00, currency: 'GBP' } })
    expect(status, name).toBe(201)
  }
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr')
const firstDealName = (page: Page) => rows(page).first().getByRole('link').first().textContent()

test('a superadmin searches, sorts, pages, filters, chooses columns, deletes in bulk and exports with progress', async ({ page }) => {
  test.setTimeout(180_000)
  const prefix = `E2E list ${Date.now().toString(36)}`
  await signIn(page, { email: demoEmail('superadmin', TENANT), origin, target: LIST })
  await seedDeals(page, prefix)

  // Search: one box, a GET form; the address keeps it.
  await page.getByLabel('Search deals').fill(prefix.toUpperCase())
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('22 deals', { exact: true })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  expect(new URL(page.url()).searchParams.get('q')).toBe(prefix.toUpperCase())
  await expect(rows(page)).toHaveCount(20)
  expect((await firstDealName(page))?.trim()).toBe(`${prefix} 01`)

  // Sort: the Deal header flips to descending.
  await page.getByRole('link', { name: 'Deal, sort descending' }).click()
  await expect(page.getByRole('columnheader', { name: /Deal/ })).toHaveAttribute('aria-sort', 'descending', { timeout: NAVIGATION_TIMEOUT })
  expect((await firstDealName(page))?.trim()).toBe(`${prefix} 22`)

  // Paginate: page 2 holds the last two.
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
  await expect(page.getByText('Page 2 of 2')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(rows(page)).toHaveCount(2)
  expect((await firstDealName(page))?.trim()).toBe(`${prefix} 02`)

  // Filter: an amount range in pounds (5,000.00 to 7,000.00), search and sort kept.
  await page.getByLabel('Amount at least').fill('5000')
  await page.getByLabel('Amount at most').fill('7000')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('3 deals', { exact: true })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(rows(page)).toHaveCount(3)
  expect((await firstDealName(page))?.trim()).toBe(`${prefix} 07`)

  // Columns: hide Company; the choice is kept on the server (after a reload too).
  // The filter's GET form loaded a new page: a click before it is hydrated is lost (a full run waited 3 min for the menu).
  const columns = page.getByRole('button', { name: 'Columns' })
  await waitForHydratedLocator(columns)
  await columns.click()
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/resources/deals/columns') && response.request().method() === 'PUT')
  await page.getByRole('group', { name: 'Columns to show' }).getByLabel('Company').uncheck()
  expect((await saved).status()).toBe(200)
  await expect(page.getByRole('columnheader', { name: /Company/ })).toHaveCount(0, { timeout: NAVIGATION_TIMEOUT })
  await page.keyboard.press('Escape')
  await page.reload()
  await expect(rows(page)).toHaveCount(3, { timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByRole('columnheader', { name: /Company/ })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: /Amount/ })).toHaveCount(1)
  // Back to every column (the next run starts from the same place).
  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('button', { name: 'Show all' }).click()
  await expect(page.getByRole('columnheader', { name: /Company/ })).toHaveCount(1, { timeout: NAVIGATION_TIMEOUT })
  await page.keyboard.press('Escape')

  // Bulk: tick the page, confirm, and the three go.
  await page.getByLabel('Select every deal on this page').check()
  const bar = page.getByRole('region', { name: 'Bulk actions' })
  await expect(bar).toContainText('3 selected')
  await bar.getByRole('button', { name: 'Delete selected' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('heading', { name: 'Delete 3 deals?' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('3 deals deleted.')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })

  // Export the 19 left (search kept, range cleared): a progress bar while it streams, then a file.
  await page.goto(`${LIST}?q=${encodeURIComponent(prefix)}`, { timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByText('19 deals', { exact: true })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  // The request is held back a moment, so the running state can be seen (a cancelled one is gone by then).
  await page.route('**/api/resources/deals/export**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await route.continue().catch(() => {})
  })
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  await expect(page.getByRole('progressbar', { name: 'Rows exported' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel export' })).toBeVisible()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^deals-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = fs.readFileSync((await file.path())!, 'utf8').trim().split('\n')
  expect(lines[0]).toBe('Deal,Company,Stage,Pipeline,Amount,Amount currency,Expected close')
  expect(lines).toHaveLength(20)
  await expect(page.getByText('Exported 19 rows.')).toBeVisible()

  // Cancel stops it and saves nothing.
  let downloads = 0
  page.on('download', () => downloads++)
  await page.getByRole('link', { name: 'Export CSV' }).click()
  await page.getByRole('button', { name: 'Cancel export' }).click()
  await expect(page.getByText('Export cancelled.')).toBeVisible()
  expect(downloads).toBe(0)
  expect(currentPath(page)).toBe('/admin/investments/deals')
})
