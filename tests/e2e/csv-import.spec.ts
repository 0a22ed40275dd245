import { expect, test } from '@playwright/test'

import { seriousViolations } from '../support/axe'
import { currentPath, demoEmail, NAVIGATION_TIMEOUT, signIn } from '../support/e2e-login'

// Issue 11 §12 (decision 028): a Super Admin follows "Import CSV" from the contacts list, chooses a
// file, reads the dry run's row errors, changes a column, imports and watches the job finish, then
// finds the error report. What the calls answer per role is tests/integration/csv-import.test.ts's.

test('contacts: from the list to the dry run, a column changed, the import to the end, with no serious axe violation', async ({ page }) => {
  const run = `${Date.now().toString(36)}`
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin/investors/contacts' })
  await page.getByRole('link', { name: 'Import CSV' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/admin/investors/contacts/import')
  const csv = ['Person,Surname,Mail,Work email,Status', `Lena,Marsh,lena.${run}@e2e-import.test,,Active`, `,Nameless,nameless.${run}@e2e-import.test,,Active`, `Omar,Reid,omar.${run}@e2e-import.test,,2`].join('\n')
  await page.getByLabel('CSV file of contacts').setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })

  // "Person" is not a known name of the first name's column: the dry run asks for it.
  const dryRun = page.getByRole('region', { name: 'Dry run' })
  await expect(dryRun).toContainText('Choose the column of First name.', { timeout: NAVIGATION_TIMEOUT })
  await page.getByLabel('First name').selectOption('Person')
  await page.getByRole('button', { name: 'Check the file again' }).click()
  await expect(dryRun).toContainText('2 of 3 rows can be imported', { timeout: NAVIGATION_TIMEOUT })
  await expect(dryRun).toContainText('1 row has a problem')
  const errors = dryRun.getByRole('table')
  await expect(errors.getByRole('row').nth(1)).toContainText('3')
  await expect(errors.getByRole('row').nth(1)).toContainText('Person')
  await expect(errors.getByRole('row').nth(1)).toContainText('Enter a first name')
  expect(await seriousViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Import 2 contacts' }).click()
  const progress = page.getByRole('region', { name: 'Import progress' })
  await expect(progress).toContainText('2 contacts imported', { timeout: 60_000 })
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
  await expect(progress.getByRole('link', { name: 'Download the error report' })).toHaveAttribute('href', /\/api\/import-jobs\/\d+\/errors$/)
  await progress.getByRole('link', { name: 'Back to the list' }).click()
  await expect.poll(() => currentPath(page), { timeout: NAVIGATION_TIMEOUT }).toBe('/admin/investors/contacts')
  await page.goto(`/admin/investors/contacts?q=${run}`, { timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByRole('link', { name: 'Lena Marsh' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Omar Reid' })).toBeVisible()
})
