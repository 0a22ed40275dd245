import { expect, test } from '@playwright/test'

import { tinyPdf } from '@/seed/demo-files'

import { DEMO_PASSWORD, demoEmail, fetchFromPage, NAVIGATION_TIMEOUT, signIn, tenantOrigin, waitForHydrated } from '../support/e2e-login'

// Issue 13 §8 (decision 037): what needs a browser on the profile — the identity upload island (kind,
// file, progress, the list refreshed) from the profile view's link, deleting the upload through its
// confirmation dialog, replacing a kept document in one step through the file chooser, and cancelling a pending change of sign-in email through its dialog; the rest is tested over HTTP
// (tests/integration/portal-profile.test.ts).

test('an investor uploads a proof of address privately from their profile', async ({ page }) => {
  const origin = tenantOrigin('angel')
  await signIn(page, { email: demoEmail('investor', 'angel'), origin, target: '/investor/profile/view' })
  await page.getByTestId('profile-links').getByRole('link', { name: 'Identity documents' }).click()
  await expect(page).toHaveURL(/\/investor\/profile\/identity$/, { timeout: NAVIGATION_TIMEOUT })
  await waitForHydrated(page, 'form[aria-label="Upload an identity document"] button[type="submit"]')
  const form = page.getByRole('form', { name: 'Upload an identity document' })
  await form.getByLabel('Document').selectOption({ label: 'Proof of address' })
  const filename = `Bank statement ${Date.now()}.pdf`
  await form.getByLabel('File').setInputFiles({ name: filename, mimeType: 'application/pdf', buffer: tinyPdf(['Bank statement', '14 Kingfisher Row']) })
  await form.getByRole('button', { name: 'Upload privately' }).click()
  await expect(form.getByText(`${filename} was uploaded. Only our team can see it.`)).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  const row = page.getByTestId('identity-uploads').getByRole('row', { name: new RegExp(filename) })
  await expect(row).toBeVisible()
  await expect(row).toContainText('Proof of address')
  // Nothing chosen: the form says so and sends nothing.
  await form.getByRole('button', { name: 'Upload privately' }).click()
  await expect(form.getByText('Choose a file to upload.')).toBeVisible()
  // Their own fresh upload may be deleted, after a confirmation (decision 037); the dialog loads on demand.
  await row.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('alertdialog', { name: new RegExp(`^Delete ${filename.replace(/\./g, '\\.')}`) })
  await expect(dialog).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(dialog).toContainText('The file is removed for good')
  await dialog.getByRole('button', { name: 'Delete document' }).click()
  await expect(page.getByTestId('identity-uploads').getByRole('row', { name: new RegExp(filename) })).toHaveCount(0, { timeout: NAVIGATION_TIMEOUT })
  // The two-month-old passport is kept: no delete button on its row.
  const passport = page.getByTestId('identity-uploads').getByRole('row', { name: /Passport\.pdf/ })
  await expect(passport.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  // Replaced in one step: its Replace opens the file chooser, the newer upload is current and the passport stays, listed as replaced.
  await waitForHydrated(page, 'button[aria-label="Replace Passport.pdf"]')
  const chooser = page.waitForEvent('filechooser')
  await passport.getByRole('button', { name: 'Replace Passport.pdf' }).click()
  const renewed = `Passport renewed ${Date.now()}.pdf`
  await (await chooser).setFiles({ name: renewed, mimeType: 'application/pdf', buffer: tinyPdf(['Passport photo page', 'Renewed']) })
  const newer = page.getByTestId('identity-uploads').getByRole('row', { name: new RegExp(renewed) })
  await expect(newer.getByTestId('identity-status')).toHaveText('Current', { timeout: NAVIGATION_TIMEOUT })
  await expect(newer).toContainText('Passport')
  await expect(passport.getByTestId('identity-status')).toContainText('Replaced')
  await expect(passport.getByRole('button', { name: 'Replace Passport.pdf' })).toHaveCount(0)
  // The newer one is a fresh upload of theirs: deleting it makes the passport current again.
  await newer.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('alertdialog', { name: new RegExp(`^Delete ${renewed.replace(/\./g, '\\.')}`) }).getByRole('button', { name: 'Delete document' }).click()
  await expect(newer).toHaveCount(0, { timeout: NAVIGATION_TIMEOUT })
  await expect(passport.getByTestId('identity-status')).toHaveText('Current')
})

// Decision 037: a change of sign-in email waiting for its link is cancelled through its confirmation
// dialog, and the page then no longer names it (the API's effects are tested over HTTP).
test('an investor cancels a change of their sign-in email waiting for its link', async ({ page }) => {
  const origin = tenantOrigin('fund')
  await signIn(page, { email: demoEmail('investor', 'fund'), origin, target: '/investor/profile/security' })
  const target = `cancelled-${Date.now()}@example.test`
  const asked = await fetchFromPage(page, '/api/portal-profile/email', { method: 'POST', body: { email: target, current_password: DEMO_PASSWORD }, csrf: true })
  expect(asked.status, JSON.stringify(asked.json)).toBe(202)
  await page.reload()
  const pending = page.getByTestId('email-change-pending')
  await expect(pending).toContainText(target)
  await waitForHydrated(page, '[data-testid="email-change-pending"] button')
  await pending.getByRole('button', { name: 'Cancel change' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Cancel the change of your sign-in email?' })
  await expect(dialog).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(dialog).toContainText(`The link we sent to ${target} stops working.`)
  await dialog.getByRole('button', { name: 'Yes, cancel the change' }).click()
  await expect(page.getByTestId('email-change-pending')).toHaveCount(0, { timeout: NAVIGATION_TIMEOUT })
})
