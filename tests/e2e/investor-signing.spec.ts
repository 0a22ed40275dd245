import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { demoEmail, logIn, NAVIGATION_TIMEOUT } from '../support/e2e-login'

// E-signature (issue 11 §8, decision 027) in the browser: staff sit with the investor, who signs a
// seeded investment agreement (Ada Okafor's, demo tenant) with the keyboard (a typed signature); the
// signed copy appears on the investor's investment-documents and documents tabs.

test('staff sign a PDF with the investor and the signed document appears on their documents tab', async ({ page }) => {
  await logIn(page, { email: demoEmail('superadmin') })
  await page.goto('/admin/investors?q=okafor', { timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('link', { name: 'Ada Okafor' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Okafor' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('link', { name: 'Investment documents' }).click()
  await page.getByRole('link', { name: 'Sign Investment agreement.pdf' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign: Investment agreement.pdf' })).toBeVisible({ timeout: NAVIGATION_TIMEOUT })

  const form = page.getByRole('form', { name: 'Sign Investment agreement.pdf' })
  const blocking = (await new AxeBuilder({ page }).include('form[aria-label="Sign Investment agreement.pdf"]').analyze()).violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(blocking.map((violation) => violation.id)).toEqual([])
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
