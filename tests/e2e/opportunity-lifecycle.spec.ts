import { expect, test } from '@playwright/test'

import { currentPath, demoEmail, fetchFromPage, NAVIGATION_TIMEOUT, signIn, waitForHydrated } from '../support/e2e-login'

// issue 9 §5 in the browser, as the demo Super Admin: a live opportunity opened from the list is
// moved through its stage actions (each confirmed in a dialog), and a draft is cloned into a new
// draft whose edit screen opens. The rows are this test's own, made through the API first.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

test('a superadmin moves a live opportunity through its stages and clones a draft', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const create = async (title: string, stage: number) => {
    const { status, json } = await fetchFromPage(page, '/api/investment-opportunities?depth=0', {
      method: 'POST',
      csrf: true,
      body: { title, slug: `e2e-lifecycle-${stage}-${run}`, stage, targetAmount: 120_000_00, currency: 'GBP', closesAt: FUTURE },
    })
    expect(status, JSON.stringify(json)).toBe(201)
    return (json as { doc: { id: number } }).doc.id
  }
  const liveTitle = `E2E lifecycle live ${run}`
  const draftTitle = `E2E lifecycle draft ${run}`
  const liveId = await create(liveTitle, 3)
  const draftId = await create(draftTitle, 1)

  // Open it from the live list.
  await page.goto(`/admin/investments/opportunities?q=${encodeURIComponent(liveTitle)}`, { timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('table').getByRole('link', { name: liveTitle }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe(`/admin/investments/opportunities/${liveId}/details`)
  const facts = page.locator('dl')
  await expect(facts.getByText('Live - Internal', { exact: true })).toBeVisible()

  // Close: same address, new badge.
  await page.getByRole('button', { name: 'Close', exact: true }).click()
  let dialog = page.getByRole('alertdialog')
  await expect(dialog.getByRole('heading', { name: 'Close?' })).toBeVisible()
  await expect(dialog).toContainText('moves from Live - Internal to Closed')
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden({ timeout: NAVIGATION_TIMEOUT })
  await expect(facts.getByText('Closed', { exact: true })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  expect(currentPath(page)).toBe(`/admin/investments/opportunities/${liveId}/details`)

  // Complete: it moves to the existing area.
  await page.getByRole('button', { name: 'Complete', exact: true }).click()
  dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('moves from Closed to Completed')
  await dialog.getByRole('button', { name: 'Complete', exact: true }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe(`/admin/investments/existing/${liveId}/details`)
  await expect(facts.getByText('Completed', { exact: true })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })

  // Clone a draft from its edit screen: the copy's edit screen opens.
  await page.goto(`/admin/investments/opportunities/${draftId}/edit`, { timeout: NAVIGATION_TIMEOUT })
  // The edit screen is a long form: its buttons answer once hydrated.
  await waitForHydrated(page, 'form[aria-label="Edit opportunity"] button[type="submit"]')
  await page.getByRole('button', { name: 'Clone', exact: true }).click()
  dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(`Copy of ${draftTitle}`)
  await dialog.getByRole('button', { name: 'Clone', exact: true }).click()
  const draftPath = `/admin/investments/opportunities/${draftId}/edit`
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).not.toBe(draftPath)
  expect(currentPath(page)).toMatch(/^\/admin\/investments\/opportunities\/\d+\/edit$/)
  const copyId = Number(currentPath(page).split('/')[4])
  await expect(page.getByLabel('Title')).toHaveValue(`Copy of ${draftTitle}`)
  // Editing offers no stage field: moves are actions.
  await expect(page.getByLabel('Stage')).toHaveCount(0)

  // The two drafts go again (a plain delete may remove drafts).
  for (const id of [draftId, copyId]) expect((await fetchFromPage(page, `/api/investment-opportunities/${id}`, { method: 'DELETE', csrf: true })).status).toBe(200)
})
