import { expect, test } from '@playwright/test'

import { seriousViolations } from '../support/axe'
import { demoEmail, fetchFromPage, NAVIGATION_TIMEOUT, signIn, waitForHydrated } from '../support/e2e-login'

// Issue 11 §7 in the browser (decision 026): an Adviser opens a new investor's Fact find tab, is told
// which required question is missing, records the fact find on the investor's behalf and sees it as
// the latest answers. Per role and validation over HTTP: tests/integration/onboarding-questionnaires.test.ts.

const FORM = 'form[aria-label="Fact find answers"]'

test('an Adviser records a fact find for an investor and sees it on the tab', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page, { email: demoEmail('adviser'), target: null })
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const created = await fetchFromPage(page, '/api/users?depth=0', { method: 'POST', csrf: true, body: { name: 'Fiona', surname: `Factfind ${run}`, email: `fact-find-${run}@e2e.test` } })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const id = (created.json as { doc: { id: number } }).doc.id

  await page.goto(`/admin/investors/${id}/details`, { timeout: NAVIGATION_TIMEOUT })
  await page.getByRole('link', { name: 'Fact find' }).click()
  await expect(page.getByText('Fact find: nothing answered yet')).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await waitForHydrated(page, FORM)
  const form = page.locator(FORM)

  // The server checks the answers against the version: a required question left blank is named.
  await form.getByLabel('Cash savings (£)').fill('45,000')
  await form.getByRole('button', { name: 'Save answers' }).click()
  await expect(form.getByText('Answer this question').first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByText('Fact find: nothing answered yet')).toBeVisible()

  await form.getByLabel('Annual income before tax (£)').fill('120,000')
  await form.getByLabel('Investments, excluding pensions (£)').fill('250000')
  await form.getByLabel('Mortgages, loans and other debts (£)').fill('0')
  await form.getByLabel('Do you keep at least six months’ spending in cash for emergencies?').selectOption('yes')
  await form.getByLabel('Main objective for this money').selectOption('tax')
  await form.getByLabel('How long can you leave this money invested?').selectOption('5-10')
  await form.getByLabel('Your experience of investing').selectOption('unlisted')
  await form.getByRole('button', { name: 'Save answers' }).click()

  const latest = page.getByTestId('questionnaire-latest')
  await expect(latest).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(latest).toContainText('£120,000')
  await expect(latest).toContainText('Tax-efficient investing (EIS/SEIS)')
  await expect(latest).toContainText('Answered')
  await expect(page.getByRole('heading', { name: 'Record updated answers' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
