import { expect, test, type Page } from '@playwright/test'

import { tinyPdf } from '@/seed/demo-files'

import { seriousViolations } from '../support/axe'
import { demoEmail, NAVIGATION_TIMEOUT, signIn } from '../support/e2e-login'

// Documents on a record (issue 9 §3) in the browser: staff upload, see and delete them on the live
// opportunity details; an investor sees only the public ones on the opportunity's portal page and
// downloads through the access-checked route. The seeded marketed opportunity of the demo tenant
// carries "Information memorandum.pdf" (public) and "Internal valuation.csv" (private).

const OPPORTUNITY = 'Demo Healthcare Live External 1'

/** axe-core on the panel alone: no serious or critical violation. */
async function expectPanelAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page, '[data-testid="documents-panel"]')).toEqual([])
}

async function openStaffDetails(page: Page): Promise<void> {
  await page.goto('/admin/investments/opportunities', { timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('link', { name: OPPORTUNITY }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: OPPORTUNITY })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  // Documents are a panel of the record's key information tab (the kit's record view).
  await page.getByRole('navigation', { name: 'opportunity sections' }).getByRole('link', { name: 'Key information' }).click()
  await expect(page.getByTestId('documents-panel')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
}

test('staff upload a document with its visibility, see it listed, and delete it after confirming', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin' })
  await openStaffDetails(page)
  const panel = page.getByTestId('documents-panel')
  await expect(panel.getByRole('link', { name: 'Information memorandum.pdf' })).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Internal valuation.csv' })).toBeVisible()
  await expectPanelAccessible(page)

  // A name no allowed type has is refused before anything is sent.
  const form = page.getByRole('form', { name: 'Upload a document' })
  await form.getByLabel('File').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') })
  await expect(form.getByText("This file's content is not an allowed type.", { exact: false })).toBeVisible()

  // Bytes that are not what the name says are refused by the server, under the file field.
  await form.getByLabel('File').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>not a pdf</body></html>') })
  await form.getByRole('button', { name: 'Upload' }).click()
  await expect(form.getByText("This file's content is not an allowed type.", { exact: false })).toBeVisible()

  const name = `Browser upload ${Date.now()}.pdf`
  await form.getByLabel('File').setInputFiles({ name, mimeType: 'application/pdf', buffer: tinyPdf(['Uploaded from the browser']) })
  await form.getByLabel('Visibility').selectOption('public')
  await form.getByLabel('Folder').selectOption({ label: 'Legal (all records)' })
  await form.getByRole('button', { name: 'Upload' }).click()
  await expect(form.getByText(`${name} was uploaded.`)).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  const legal = panel.getByRole('region', { name: 'Legal' })
  await expect(legal.getByRole('link', { name })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(legal.getByRole('row').filter({ hasText: name })).toContainText('Public')

  await legal.getByRole('button', { name: `Delete ${name}` }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(`Delete ${name}?`)
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(panel.getByRole('link', { name })).toHaveCount(0, { timeout: NAVIGATION_TIMEOUT })
})

test('an investor sees only the public documents of an opportunity and downloads them', async ({ page }) => {
  await signIn(page, { email: demoEmail('investor'), target: '/investor/investments' })
  await page.getByRole('link', { name: OPPORTUNITY }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: OPPORTUNITY })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  const panel = page.getByTestId('documents-panel')
  const memorandum = panel.getByRole('link', { name: 'Information memorandum.pdf' })
  await expect(memorandum).toBeVisible()
  await expect(panel).not.toContainText('Internal valuation.csv')
  await expect(panel.getByRole('form')).toHaveCount(0)
  await expect(panel.getByRole('button', { name: /Delete/ })).toHaveCount(0)
  await expectPanelAccessible(page)

  const [download] = await Promise.all([page.waitForEvent('download'), memorandum.click()])
  expect(download.suggestedFilename()).toBe('Information memorandum.pdf')
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-')
})
