import { expect, test } from '@playwright/test'

import { seriousViolations } from '../support/axe'
import { demoEmail, NAVIGATION_TIMEOUT, signIn } from '../support/e2e-login'

// E-signature (issue 11 §8, decision 027) in the browser: staff sit with the investor, who signs a
// seeded investment agreement (Ada Okafor's, demo tenant) with the keyboard (a typed signature); the
// signed copy appears on the investor's investment-documents and documents tabs. Then a drawn one, on the pad.

test('staff sign a PDF with the investor and the signed document appears on their documents tab', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin/investors?q=okafor' })
  await page.getByRole('link', { name: 'Ada Okafor' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Okafor' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('link', { name: 'Investment documents' }).click()
  await page.getByRole('link', { name: 'Sign Investment agreement.pdf' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign: Investment agreement.pdf' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })

  const form = page.getByRole('form', { name: 'Sign Investment agreement.pdf' })
  expect(await seriousViolations(page, 'form[aria-label="Sign Investment agreement.pdf"]')).toEqual([])
  // Nothing is sent without the investor's agreement.
  await form.getByRole('button', { name: 'Sign and save' }).click()
  await expect(form.getByText('Type the investor’s full name as their signature')).toBeVisible()
  await form.getByLabel('Signature: the investor types their full name').fill('Ada Okafor')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Sign and save' }).click()

  await expect(page).toHaveURL(/\/details\/investment-documents$/, { timeout: NAVIGATION_TIMEOUT })
  const signed = page.getByRole('table', { name: 'Signed investment agreements' })
  await expect(signed.getByRole('link', { name: 'Investment agreement.pdf (signed)' }).first()).toBeVisible()
  await page.getByRole('link', { name: 'Documents', exact: true }).click()
  const documents = page.getByTestId('documents-panel')
  await expect(documents.getByRole('link', { name: 'Investment agreement (signed).pdf' }).first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(documents.getByRole('row').filter({ hasText: 'Investment agreement (signed).pdf' }).first()).toContainText('Private')
})

test('the investor can draw the signature instead, on the pad', async ({ page }) => {
  await signIn(page, { email: demoEmail('superadmin'), target: '/admin/investors?q=investor%40demo.test' })
  await page.getByRole('link', { name: /^Investor / }).first().click()
  await page.getByRole('link', { name: 'Consent', exact: true }).click()
  await expect(page.getByRole('table', { name: 'What the investor agreed to' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('link', { name: 'Sign Consent to electronic communications.pdf' }).first().click()
  const form = page.getByRole('form', { name: 'Sign Consent to electronic communications.pdf' })
  await form.getByLabel('Draw their signature').check()
  const pad = form.getByTestId('signature-pad')
  await pad.scrollIntoViewIfNeeded()
  const box = (await pad.boundingBox())!
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7)
  await page.mouse.down()
  for (const [x, y] of [[0.3, 0.2], [0.5, 0.8], [0.7, 0.3], [0.9, 0.6]]) await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 })
  await page.mouse.up()
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Sign and save' }).click()
  await expect(page).toHaveURL(/\/details\/investor-consent$/, { timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByRole('table', { name: 'Signed consents' }).getByRole('row').filter({ hasText: 'Drawn' }).first()).toBeVisible()
})
