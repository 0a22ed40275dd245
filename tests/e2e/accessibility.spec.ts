import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { demoEmail, fetchFromPage, logIn, NAVIGATION_TIMEOUT, tenantOrigin } from '../support/e2e-login'

// Issue 3: axe-core finds no serious or critical violation on the shells' main pages, for the
// demo tenant (default brand) and capital (another brand, portfolio order '1', nominees on, tax
// reliefs on); issue 9 §5: also an opportunity's detail with its content (team, gallery), its staff
// key-information tab and the kit form that edits it.

test.describe.configure({ mode: 'parallel' })

type TAxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

/** The violations that fail the test, written out so a failure says what and where. */
function describeViolations(violations: TAxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n')
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`
    })
    .join('\n')
}

async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Every rule axe runs by default (WCAG 2.x A and AA, best practices); only the impact decides.
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
  const minor = results.violations.filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? ''))
  if (minor.length) test.info().annotations.push({ type: `axe (minor) ${label}`, description: minor.map((violation) => `${violation.impact} ${violation.id}`).join(', ') })
  if (blocking.length) console.log(`axe violations on ${label}:\n${describeViolations(blocking)}`)
  const summary = blocking.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)
  // Soft: every page of the test is scanned and reported, even after one fails.
  expect.soft(summary, `serious or critical axe violations on ${label}:\n${describeViolations(blocking)}`).toEqual([])
}

/** Opens `path` and waits until the shell and the page's heading are there and scripts have settled. */
async function openSettled(page: Page, origin: string, path: string, shellTestId: string): Promise<void> {
  await page.goto(new URL(path, origin).toString(), { timeout: NAVIGATION_TIMEOUT })
  expect(new URL(page.url()).pathname).toBe(path)
  await expect(page.getByTestId(shellTestId)).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await page.waitForLoadState('networkidle', { timeout: NAVIGATION_TIMEOUT }).catch(() => {})
}

// Issue 13 §8, decision 038: the organisation application on the tenant with organisation links on.
test('angel: the organisation application page has no serious or critical axe violations', async ({ page }) => {
  const origin = tenantOrigin('angel')
  await logIn(page, { email: demoEmail('investor', 'angel'), origin, target: '/investor' })
  await openSettled(page, origin, '/investor/profile/organisation-apply', 'investor-nav')
  await expectNoSeriousViolations(page, 'angel /investor/profile/organisation-apply')
})

for (const tenantCode of ['demo', 'capital'] as const) {
  const origin = tenantOrigin(tenantCode)

  test(`${tenantCode}: investor pages have no serious or critical axe violations`, async ({ page }) => {
    // Ten pages, each scanned: more than the default minute on a loaded machine.
    test.slow()
    await logIn(page, { email: demoEmail('investor', tenantCode), origin, target: '/investor' })
    await page.goto(new URL('/investor', origin).toString(), { timeout: NAVIGATION_TIMEOUT })
    const { json } = await fetchFromPage(page, '/api/investment-opportunities?depth=0&limit=1&sort=id&select[slug]=true')
    const slug = (json as { docs: { slug: string }[] }).docs[0]?.slug
    expect(slug, 'a published opportunity of the tenant').toBeTruthy()
    // Issue 13 §8 (decision 037): the profile's pages (both tenants sell subscriptions).
    const profile = ['/investor/profile/view', '/investor/profile/details', '/investor/profile/investor-type', '/investor/profile/identity', '/investor/profile/documents', '/investor/profile/subscription']
    for (const path of ['/investor', '/investor/investments', `/investor/investments/${slug}`, '/investor/profile/security', ...profile]) {
      await openSettled(page, origin, path, 'investor-nav')
      await expectNoSeriousViolations(page, `${tenantCode} ${path}`)
    }
  })

  // Issue 13 §8, decision 038: the demo investor's organisation and investment-method account pages, with their documents.
  test(`${tenantCode}: the investor's organisation and method account pages have no serious or critical axe violations`, async ({ page }) => {
    // Five pages, each scanned: more than the default minute on a loaded machine.
    test.slow()
    await logIn(page, { email: demoEmail('investor', tenantCode), origin, target: '/investor' })
    await page.goto(new URL('/investor/profile/view', origin).toString(), { timeout: NAVIGATION_TIMEOUT })
    const { json } = await fetchFromPage(page, '/api/user?include=organisations,leadInvestmentMethodEntities')
    const user = json as { organisations?: { id: number; role: string }[]; leadInvestmentMethodEntities?: { id: number }[] }
    const organisation = user.organisations?.find((row) => row.role !== 'member')?.id
    const account = user.leadInvestmentMethodEntities?.[0]?.id
    expect(organisation && account, 'an organisation the demo investor signs for and an account they lead').toBeTruthy()
    const paths = ['/investor/profile/view', `/investor/profile/organisation_${organisation}`, `/investor/profile/organisation-documents_${organisation}`, `/investor/profile/investmentmethod_${account}`, `/investor/profile/investmentmethod-documents_${account}`]
    for (const path of paths) {
      await openSettled(page, origin, path, 'investor-nav')
      await expectNoSeriousViolations(page, `${tenantCode} ${path}`)
    }
  })

  test(`${tenantCode}: staff pages have no serious or critical axe violations`, async ({ page }) => {
    await logIn(page, { email: demoEmail('superadmin', tenantCode), origin, target: '/admin' })
    await page.goto(new URL('/admin', origin).toString(), { timeout: NAVIGATION_TIMEOUT })
    const { json } = await fetchFromPage(page, '/api/investment-opportunities?depth=0&limit=1&sort=id&where[stage][equals]=2&select[title]=true')
    const id = (json as { docs: { id: number }[] }).docs[0]?.id
    expect(id, 'a live opportunity of the tenant').toBeTruthy()
    for (const path of ['/admin', '/admin/investments/opportunities', `/admin/investments/opportunities/${id}/details/key-information`, `/admin/investments/opportunities/${id}/edit`]) {
      await openSettled(page, origin, path, 'staff-nav')
      await expectNoSeriousViolations(page, `${tenantCode} ${path}`)
    }
  })

  // Issue 10 §5, §6: a fund's details (NAV chart, tables, add forms) and a company's maturity statuses, where funds are on.
  if (tenantCode === 'demo') {
    test(`${tenantCode}: fund and company records have no serious or critical axe violations`, async ({ page }) => {
      await logIn(page, { email: demoEmail('superadmin', tenantCode), origin, target: '/admin' })
      await page.goto(new URL('/admin', origin).toString(), { timeout: NAVIGATION_TIMEOUT })
      const funds = await fetchFromPage(page, '/api/funds?depth=0&limit=1&sort=id&select[name]=true')
      const companies = await fetchFromPage(page, '/api/companies?depth=0&limit=1&sort=id&select[name]=true')
      const fund = (funds.json as { docs: { id: number }[] }).docs[0]?.id
      const company = (companies.json as { docs: { id: number }[] }).docs[0]?.id
      expect(fund && company, 'a fund and a company of the tenant').toBeTruthy()
      for (const path of ['/admin/funds', `/admin/funds/${fund}/details`, `/admin/funds/${fund}/details/portfolio`, `/admin/investments/companies/${company}/details`, `/admin/investments/companies/${company}/details/maturity-statuses`]) {
        await openSettled(page, origin, path, 'staff-nav')
        // The records' charts are drawn after the page: scan them drawn.
        await expect(path.endsWith('/details') ? page.locator('svg.recharts-surface').first() : page.getByRole('table').first()).toBeVisible({ timeout: NAVIGATION_TIMEOUT })
        await expectNoSeriousViolations(page, `${tenantCode} ${path}`)
      }
    })

    // Issue 11 §1: the investors list (filters, badges) and an investor's record with its transactions and notes.
    test(`${tenantCode}: the investors list and an investor's record have no serious or critical axe violations`, async ({ page }) => {
      await logIn(page, { email: demoEmail('superadmin', tenantCode), origin, target: '/admin' })
      await page.goto(new URL('/admin', origin).toString(), { timeout: NAVIGATION_TIMEOUT })
      const { json } = await fetchFromPage(page, `/api/resources/investors?q=${encodeURIComponent(demoEmail('investor', tenantCode))}`)
      const id = (json as { docs: { id: number }[] }).docs[0]?.id
      expect(id, 'the demo investor').toBeTruthy()
      for (const path of ['/admin/investors', `/admin/investors/${id}/details`, `/admin/investors/${id}/details/transactions`, `/admin/investors/${id}/details/notes-calls-tasks`, `/admin/investors/${id}/edit`]) {
        await openSettled(page, origin, path, 'staff-nav')
        await expectNoSeriousViolations(page, `${tenantCode} ${path}`)
      }
    })
  }
}
