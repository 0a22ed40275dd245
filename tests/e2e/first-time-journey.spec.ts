import { expect, test, type Page } from '@playwright/test'

import { DEFAULT_APPROPRIATENESS_SETS } from '../../src/domain/compliance/default-appropriateness-tests'
import { CATEGORY_STATEMENTS } from '../../src/domain/investors/categorisation-statements'
import { PORTAL_STEP_MESSAGE } from '../../src/domain/onboarding/portal-gate'
import { TERMINOLOGY_DEFAULTS } from '../../src/tenancy/terminology'
import { fetchFromPage, logIn, NAVIGATION_TIMEOUT, signIn, tenantOrigin, waitForHydrated } from '../support/e2e-login'
import { moveServerClock } from '../support/http-client'
import { linkPathInNewestMail } from '../support/mail'

// Issue 13 §1 (decision 030): a first-time investor's whole journey in the browser on two tenants
// with different switches: demo (risk warning on, the FCA tests) and fund (risk warning off, staff
// approve categorisations, the general test). The 24-hour rules are passed with the server's test
// clock; every message is the terminology default. The seeded `journey.registered@<tenant>.test`
// has just registered (email verified, terms accepted). Issue 13 "Done when": on custodian (risk
// warning on, bank details and payment reference hidden from investors, registration by invitation
// only) a new investor goes from the invitation to a paid investment. The same journey on every demo tenant over HTTP:
// tests/integration/registration-to-paid.test.ts. The tests share the server's clock: they stay in
// this one serial file so no other test moves it between a step and its check, and set it back to
// the machine's time when the file ends (tests/support/http-client.ts moveServerClock).

const DAY = 24 * 3_600_000

test.afterAll(() => moveServerClock('reset'))

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
  await signIn(staff, { email: 'superadmin@fund.test', origin, target: null })
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

test('custodian: from the invitation to a paid investment, bank details and reference hidden', async ({ page, browser }) => {
  page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT)
  const origin = tenantOrigin('custodian')
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
  const email = `registered-${run}@e2e.test`
  const password = `Pw-${run}-long-enough`

  // Staff, in a browser of their own: the tenant's live opportunity and its test's correct answers (the database's, never the investor's).
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await signIn(staff, { email: 'superadmin@custodian.test', origin, target: null })
  const live = await fetchFromPage(staff, '/api/investment-opportunities?depth=0&limit=1&sort=id&where[stage][equals]=2&select[slug]=true&select[title]=true&select[sharePrice]=true&select[minimumInvestment]=true')
  const opportunity = (live.json as { docs: { slug: string; title: string; sharePrice: number | null; minimumInvestment: number | null }[] }).docs[0]!
  const step = opportunity.sharePrice && opportunity.sharePrice > 0 ? opportunity.sharePrice : 100
  const amount = Math.ceil(Math.max(opportunity.minimumInvestment ?? 0, 500_00) / step) * step
  const fca = await fetchFromPage(staff, '/api/appropriateness-sets/by-kind/fca-1')
  const testSet = (fca.json as { set: { questions: { text: string; options: { id: string; text: string }[]; correct: string }[] } }).set

  // Registration: custodian takes investors by invitation only (invite_on_register): /register says
  // so, staff invite the address, and the investor registers from the link (which proves the address).
  await page.goto(`${origin}/register`)
  await expect(page.getByTestId('registration-invite-only')).toBeVisible()
  const invited = await fetchFromPage(staff, '/api/invitations', { method: 'POST', body: { email }, csrf: true })
  expect(invited.status).toBe(201)
  await page.goto(`${origin}${await linkPathInNewestMail(email, 30_000)}`)
  await waitForHydrated(page, 'form[aria-label="Create your investor account"] button[type="submit"]')
  await page.getByLabel('First name').fill('Rosa')
  await page.getByLabel('Surname').fill(`Newman ${run}`)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()

  // Signed in: the terms dialog first.
  const terms = page.getByTestId('accept-terms-dialog')
  await expect(terms).toBeVisible()
  // The landing page may still be settling after sign-up and mount the dialog afresh (a tick lost
  // with the old one, as in one loaded CI run): tick until Submit is enabled.
  const submit = terms.getByRole('button', { name: 'Submit' })
  await expect(async () => {
    if (await submit.isDisabled()) await terms.getByText('I have read, understood and accept the terms and conditions').click()
    await expect(submit).toBeEnabled({ timeout: 2_000 })
  }).toPass({ timeout: NAVIGATION_TIMEOUT })
  await submit.click()
  await expect(terms).toHaveCount(0)

  await expectStep(page, origin, 'categorise')
  await declare(page, origin)
  await expect(page.getByText('Thank you: your declaration is recorded.')).toBeVisible()
  await expectStep(page, origin, 'risk-warning')
  await page.getByRole('link', { name: 'Continue' }).click()
  await expect(page.getByTestId('personal-risk-warning')).toContainText('Rosa, this is a high-risk investment')
  await page.getByTestId('journey-proceed').click()
  await expect(page.getByTestId('portal-step-required')).toHaveAttribute('data-step', 'cooling-off')
  await advanceClock(page, DAY + 1000)
  await page.goto(`${origin}/investor/journey`)
  await page.getByTestId('journey-proceed').click()
  await expect(page.getByTestId('portal-step-required')).toHaveAttribute('data-step', 'appropriateness-test')
  await page.getByRole('link', { name: 'Continue' }).click()
  for (const [index, question] of testSet.questions.entries()) {
    const option = question.options.find((candidate) => candidate.id === question.correct)!
    await page.getByRole('group', { name: `${index + 1}. ${question.text}` }).getByRole('radio', { name: option.text, exact: true }).check()
  }
  await page.getByRole('button', { name: 'Submit my answers' }).click()
  await expect(page.getByTestId('appropriateness-result')).toHaveText(TERMINOLOGY_DEFAULTS.testSuccess)

  // Invest as themselves in the tenant's live opportunity.
  await page.goto(`${origin}/investor/investments`)
  await expect(page.getByTestId('portal-step-required')).toHaveCount(0)
  await page.goto(`${origin}/investor/investments/${opportunity.slug}`)
  await page.getByRole('link', { name: 'Invest', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Who is investing?' })).toBeVisible()
  await page.getByRole('list', { name: 'Who can invest' }).getByRole('link').first().click()
  await waitForHydrated(page, 'form[aria-label^="Invest as"] button[type="submit"]')
  await page.getByLabel(/^Amount/).fill(String(amount / 100))
  // The opportunity's investment terms (investment_terms_enabled, decision 043), where it has them.
  const acceptTerms = page.getByLabel('I have read and accept the investment terms')
  if (await acceptTerms.count()) await acceptTerms.check()
  await page.getByRole('button', { name: /^Invest as/ }).click()
  await page.waitForURL(/\/invest\?investment=\d+/)
  const investment = Number(new URL(page.url()).searchParams.get('investment'))

  // Hidden by the switches: neither the bank details nor the reference are on the page.
  const transfer = page.getByTestId('bank-transfer')
  await expect(transfer).toContainText('The team will send you the bank details to pay into.')
  await expect(page.getByTestId('payment-reference')).toHaveCount(0)
  await waitForHydrated(page, '[data-testid="bank-transfer"] button')
  await transfer.getByRole('button', { name: 'I have sent the transfer' }).click()
  await expect(page.getByText('Thank you: the team will mark your payment received when it arrives.')).toBeVisible()

  // Staff settle the announced transfer when the money arrives (decision 016).
  const payments = await fetchFromPage(staff, `/api/investments/${investment}/payments`)
  const pending = (payments.json as { data: { id: number; state: string; method: string }[] }).data.find((row) => row.state === 'pending' && row.method === 'bank_transfer')
  expect(pending, JSON.stringify(payments.json)).toBeTruthy()
  const settled = await fetchFromPage(staff, `/api/investments/${investment}/payments`, { method: 'POST', csrf: true, body: { amount, payment: pending!.id } })
  expect(settled.status, JSON.stringify(settled.json)).toBe(201)
  await staffContext.close()

  // The investor sees it paid.
  await page.reload()
  await expect(page.getByText('Paid in full. Thank you.')).toBeVisible()
  await page.goto(`${origin}/investor/investments/actions`)
  await expect(page.getByText('You have no payments due.')).toBeVisible()
  await page.goto(`${origin}/investor/portfolio`)
  await expect(page.getByText(opportunity.title).first()).toBeVisible()
})
