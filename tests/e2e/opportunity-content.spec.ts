import { expect, test } from '@playwright/test'

import { tinyPng } from '../../src/seed/demo-files'
import { currentPath, demoEmail, fetchFromPage, NAVIGATION_TIMEOUT, signIn, waitForHydrated } from '../support/e2e-login'

// issue 9 §5 in the browser, as the demo Super Admin: the kit form edits an opportunity's own content
// (an industry through the searchable relationship field, a key point, a team member with a photo
// uploaded from the form), saves it, and finds it on the key-information tab and on the investor
// preview. The opportunity is this test's own, made through the API first.

const FUTURE = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

test('a superadmin edits an opportunity’s content and sees it on the record and the preview', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: null })
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const title = `E2E content ${run}`
  const { status, json } = await fetchFromPage(page, '/api/investment-opportunities?depth=0', {
    method: 'POST',
    csrf: true,
    body: { title, slug: `e2e-content-${run}`, stage: 3, targetAmount: 250_000_00, currency: 'GBP', closesAt: FUTURE },
  })
  expect(status, JSON.stringify(json)).toBe(201)
  const id = (json as { doc: { id: number } }).doc.id
  const keyPoint = `Revenue doubled in ${run}`
  const member = `Grace Hopper ${run}`
  const summary = `A summary in bold ${run}`

  await page.goto(`/admin/investments/opportunities/${id}/edit`, { timeout: NAVIGATION_TIMEOUT })
  const form = page.getByRole('form', { name: 'Edit opportunity' })
  await expect(form).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await waitForHydrated(page, 'form[aria-label="Edit opportunity"] [role="combobox"]')
  await expect(form.getByLabel('Stage')).toHaveCount(0)

  // An industry, searched by what is typed and picked from the server's matches.
  const industries = form.getByRole('combobox', { name: 'Industries' })
  await industries.click()
  await industries.fill('fin')
  await page.getByRole('option', { name: 'Fintech' }).click()
  await expect(form.getByRole('list', { name: 'Chosen industries' })).toContainText('Fintech')

  // The summary, in the rich-text editor (its look computed by the page), in bold from its toolbar.
  const summaryBox = form.getByRole('textbox', { name: 'Summary' })
  await summaryBox.click()
  await form.getByRole('button', { name: 'Bold' }).first().click()
  await summaryBox.pressSequentially(summary)

  // A key point and a team member with a photo.
  await form.getByRole('button', { name: 'Add key point' }).click()
  await form.getByRole('textbox', { name: 'Key point 1: Text' }).fill(keyPoint)
  await form.getByRole('button', { name: 'Add team member' }).click()
  await form.getByRole('textbox', { name: 'Team member 1: Name' }).fill(member)
  await form.getByRole('textbox', { name: 'Team member 1: Role' }).fill('Chief technology officer')
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/images/upload'))
  await form.locator('input[type="file"]').first().setInputFiles({ name: 'grace.png', mimeType: 'image/png', buffer: await tinyPng('#6d597a', 96, 96) })
  expect((await uploaded).status()).toBe(201)
  await expect(form.getByRole('img', { name: 'Photo: grace.png' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })

  await form.getByRole('button', { name: 'Save changes' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe(`/admin/investments/opportunities/${id}/details`)

  // The record's key-information tab.
  await page.getByRole('navigation', { name: 'opportunity sections' }).getByRole('link', { name: 'Key information' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe(`/admin/investments/opportunities/${id}/details/key-information`)
  // (The activity trail further down names the change too: each check looks at the content itself.)
  // The card: the heading's header's parent.
  const details = page.getByRole('heading', { name: 'Investor-facing details' }).locator('xpath=../..')
  await expect(details.getByText('Fintech', { exact: true })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${keyPoint}$`) })).toBeVisible()
  await expect(page.getByRole('heading', { name: member })).toBeVisible()
  const photo = page.getByRole('img', { name: `Photo of ${member}` })
  await expect(photo).toBeVisible()
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(96)

  // The investor preview shows the same content.
  await page.goto(`/admin/investments/opportunities/${id}/details/preview`, { timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByTestId('investor-preview-banner')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.locator('strong, b, .rt-bold').filter({ hasText: summary })).toBeVisible()
  await expect(page.getByText('Fintech', { exact: true })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${keyPoint}$`) })).toBeVisible()
  await expect(page.getByRole('heading', { name: member })).toBeVisible()
  await expect(page.getByRole('img', { name: `Photo of ${member}` })).toBeVisible()

  await fetchFromPage(page, `/api/investment-opportunities/${id}`, { method: 'DELETE', csrf: true })
})
