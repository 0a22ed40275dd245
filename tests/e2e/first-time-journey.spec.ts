import { expect, test, type Page } from '@playwright/test'

import { DEFAULT_APPROPRIATENESS_SETS } from '../../src/domain/compliance/default-appropriateness-tests'
import { CATEGORY_STATEMENTS } from '../../src/domain/investors/categorisation-statements'
import { PORTAL_STEP_MESSAGE } from '../../src/domain/onboarding/portal-gate'
import { TERMINOLOGY_DEFAULTS } from '../../src/tenancy/terminology'
import { fetchFromPage, logIn, NAVIGATION_TIMEOUT, tenantOrigin } from '../support/e2e-login'

// Issue 13 §1 (decision 030): a first-time investor's whole journey in the browser on two tenants
// with different switches: demo (risk warning on, the FCA tests) and fund (risk warning off, staff
// approve categorisations, the general test). The 24-hour rules are passed with the server's test
// clock; every message is the terminology default. The seeded `journey.registered@<tenant>.test`
// has just registered (email verified, terms accepted).

const DAY = 24 * 3_600_000

async function advanceClock(page: Page, ms: number) {
  const moved = await fetchFromPage(page, '/api/test-clock', { method: 'POST', body: { advanceMs: ms }, csrf: true })
  expect(moved.status).toBe(200)
}

async function expectStep(page: Page, origin: string, step: string) {
  await page.goto(`${origin}/investor/investments`)
  const required = page.getByTestId('portal-step-required')
  await expect(required).toHaveAttribute('data-step', step)
  await expect(required).toContainText(PORTAL_STEP_MESSAGE[step as keyof typeof PORTAL_STEP_MESSAGE])
}

async function answerTest(page: Page, kind: keyof typeof DEFAULT_APPROPRIATENESS_SETS, wrong: number) {
  const set = DEFAULT_APPROPRIATENESS_SETS[kind]
  for (const [index, question] of set.questions.entries()) {
    const option = index < wrong ? question.options.find((candidate) => candidate.id !== question.correct)! : question.options.find((candidate) => candidate.id === question.correct)!
    await page.getByRole('group', { name: `${index + 1}. ${question.text}` }).getByRole('radio', { name: option.text, exact: true }).check()
  }
  await page.getByRole('button', { name: 'Submit my answers' }).click()
}

async function declare(page: Page, origin: string) {
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(`${origin}/investor/profile/type`)
  await page.getByRole('radio', { name: /^Restricted investor/ }).check()
  for (const statement of CATEGORY_STATEMENTS.restricted) await page.getByRole('checkbox', { name: statement.text }).check()
  await page.getByRole('button', { name: 'Make my declaration' }).click()
}

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test('demo: categorise, personalised risk warning, 24-hour cooling-off, proceed, fail then pass the FCA test', async ({ page }) => {
  page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT)
  const origin = tenantOrigin('demo')
  await logIn(page, { email: 'journey.registered@demo.test', origin })
  await expectStep(page, origin, 'categorise')
  await declare(page, origin)
  await expect(page.getByText('Thank you: your declaration is recorded.')).toBeVisible()

  await expectStep(page, origin, 'risk-warning')
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page.getByTestId('personal-risk-warning')).toContainText('Nadia, this is a high-risk investment')
  await expect(page.getByTestId('personal-risk-warning').getByRole('button', { name: TERMINOLOGY_DEFAULTS.riskWarningLearnMore })).toBeVisible()
  await page.getByTestId('journey-proceed').click()

  // Proceeding asks to see offers: the cooling-off starts.
  await expect(page.getByTestId('portal-step-required')).toHaveAttribute('data-step', 'cooling-off')
  await page.goto(`${origin}/investor/journey`)
  await expect(page.getByTestId('cooling-off-left')).toContainText(/Time left: 2[34] hours/)
  expect((await fetchFromPage(page, '/api/portal-journey/offers', { method: 'POST', body: { choice: 'proceed' }, csrf: true })).status).toBe(403)

  await advanceClock(page, DAY + 1000)
  await page.goto(`${origin}/investor/journey`)
  const [proceed, leave] = [page.getByTestId('journey-proceed'), page.getByTestId('journey-leave')]
  // Neither more prominent: the same classes, the same size.
  expect(await proceed.getAttribute('class')).toBe(await leave.getAttribute('class'))
  const [a, b] = [await proceed.boundingBox(), await leave.boundingBox()]
  expect(Math.abs(a!.height - b!.height)).toBeLessThan(1)
  await proceed.click()

  await expect(page.getByTestId('portal-step-required')).toHaveAttribute('data-step', 'appropriateness-test')
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page.getByTestId('appropriateness')).toHaveAttribute('data-state', 'questions')
  await answerTest(page, 'fca-1', 2)
  await expect(page.getByText(TERMINOLOGY_DEFAULTS.testFail, { exact: false }).first()).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('appropriateness-result')).toHaveText(TERMINOLOGY_DEFAULTS.testCooldown)

  await advanceClock(page, DAY + 1000)
  await page.reload()
  await answerTest(page, 'fca-2', 0)
  await expect(page.getByTestId('appropriateness-result')).toHaveText(TERMINOLOGY_DEFAULTS.testSuccess)
  await page.goto(`${origin}/investor/investments`)
  await expect(page.getByTestId('portal-step-required')).toHaveCount(0)
})

test('fund: the declaration waits for staff approval, no risk warning, the general test', async ({ page, browser }) => {
  page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT)
  const origin = tenantOrigin('fund')
  await logIn(page, { email: 'journey.registered@fund.test', origin })
  await expectStep(page, origin, 'categorise')
  await declare(page, origin)
  await expect(page.getByText(PORTAL_STEP_MESSAGE['categorisation-pending']).first()).toBeVisible()
  await expectStep(page, origin, 'categorisation-pending')

  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await logIn(staff, { email: 'superadmin@fund.test', origin })
  const pending = await fetchFromPage(staff, '/api/investor-categorisations?where[status][equals]=pending&sort=-createdAt&limit=1&depth=1')
  const row = (pending.json as { docs: { id: number; investor: { email: string } }[] }).docs[0]!
  expect(row.investor.email).toBe('journey.registered@fund.test')
  expect((await fetchFromPage(staff, `/api/investor-categorisations/${row.id}/approve`, { method: 'POST', body: {}, csrf: true })).status).toBe(200)
  await staffContext.close()

  // Risk warning off: the first request to see offers starts the cooling-off at once.
  await expectStep(page, origin, 'cooling-off')
  await advanceClock(page, DAY + 1000)
  await page.goto(`${origin}/investor/journey`)
  await page.getByTestId('journey-proceed').click()
  await expect(page.getByTestId('portal-step-required')).toHaveAttribute('data-step', 'appropriateness-test')
  await page.getByRole('link', { name: 'Continue' }).click()
  await answerTest(page, 'appropriateness', 1)
  await expect(page.getByTestId('appropriateness-result')).toHaveText(TERMINOLOGY_DEFAULTS.testSuccess)
})
