import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { deleteOpportunityDependants } from '@/collections/investments/InvestmentOpportunities/money-model-seam'
import { termsHashOf } from '@/collections/investments/money/terms-acceptance'
import { promptDismissKey } from '@/collections/people/Users/categorisation-prompt'
import { EXEMPTION_STATEMENT } from '@/domain/investors/promotion-exemptions'
import { CATEGORISATION_PROMPT_COOKIE } from '@/domain/onboarding/categorisation-prompt'
import { ACCEPT_TERMS_LABEL } from '@/domain/investments/investment-terms-words'
import type { InvestmentOpportunity, Tenant, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// Three spec 3 switches given their effect (docs/decisions/043), over HTTP on the real database:
// investment_terms_enabled (the invest call refused without the acceptance, nothing written; the
// acceptance recorded with its version and hash), investor_categorisation_popups_enabled (the
// pop-up in the first portal page's HTML, or not) and financial_promotion_exceptions_enabled
// (exemption declarations accepted only while on).

const FUTURE = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'
const HTML = { accept: 'text/html' }
const TERMS = 'Test terms: your capital is at risk.\nSecond line.'

let payload: Payload
let demo: Tenant
let fund: Tenant
let capital: Tenant
let angel: Tenant
const created: number[] = []

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`

async function createOpportunity(tenant: Tenant, investmentTerms: string | null): Promise<InvestmentOpportunity> {
  const slug = unique('switch-terms')
  const row = await payload.create({
    collection: 'investment-opportunities',
    data: { title: `Terms ${slug}`, slug, stage: 2, targetAmount: 1_000_000_00, currency: 'GBP', closesAt: FUTURE, sharePrice: 100, investmentTerms, tenant: tenant.id },
    overrideAccess: true,
  })
  created.push(row.id)
  return row
}

async function investorClient(tenant: Tenant, slug: string): Promise<{ user: User; client: TestClient }> {
  const user = await createTestUser(payload, tenant, ROLE.user, { slug })
  const client = new TestClient(tenant.code)
  await client.login(user.email, TEST_PASSWORD)
  return { user, client }
}

const invest = (client: TestClient, body: Record<string, unknown>) => client.request('POST', '/api/investments', { body, headers: { 'Idempotency-Key': unique('key') } })

const investmentsOf = async (opportunity: number) => (await payload.find({ collection: 'investments', where: { opportunity: { equals: opportunity } }, overrideAccess: true, depth: 0, limit: 10 })).docs

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, fund, capital, angel] = await Promise.all(['demo', 'fund', 'capital', 'angel'].map((code) => tenantByCode(payload, code)))
}, 60_000)

afterAll(async () => {
  for (const id of created) await deleteOpportunityDependants(payload, id)
  if (created.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: created } }, overrideAccess: true })
})

describe('investment_terms_enabled', () => {
  test('on (demo, the default): without the acceptance the invest and reserve calls are refused and nothing is written; with it the investment records the version and hash, and the trail the acceptance', async () => {
    const opportunity = await createOpportunity(demo, TERMS)
    expect(opportunity.investmentTermsVersion).toBe(1)
    const { user, client } = await investorClient(demo, 'terms-on')
    const page = await client.get(`/investor/investments/${opportunity.slug}/invest?holder=investor`, HTML)
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain('Test terms: your capital is at risk.')
    expect(page.text).toContain(ACCEPT_TERMS_LABEL)

    for (const body of [{}, { reserve: true }, { termsAccepted: false, termsVersion: 1 }, { termsAccepted: true }, { termsAccepted: true, termsVersion: 2 }]) {
      const refused = await invest(client, { opportunity: opportunity.id, amount: 1_000_00, ...body })
      expect(refused.status, show(refused)).toBe(422)
      expect(refused.json<{ errors: Record<string, string[]> }>().errors.termsAccepted?.[0]).toMatch(/terms/)
    }
    expect(await investmentsOf(opportunity.id)).toHaveLength(0)

    const made = await invest(client, { opportunity: opportunity.id, amount: 1_000_00, termsAccepted: true, termsVersion: 1 })
    expect(made.status, show(made)).toBe(201)
    const [row] = await investmentsOf(opportunity.id)
    expect(row).toMatchObject({ termsVersion: 1, termsHash: termsHashOf(TERMS) })
    expect(row!.termsAcceptedAt).toBeTruthy()
    const trail = await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: user.id } }, { action: { equals: 'investment-terms-accepted' } }] }, overrideAccess: true, depth: 0 })
    expect(trail.docs).toHaveLength(1)
    expect(trail.docs[0]!.changes).toMatchObject({ termsVersion: { to: 1 }, termsHash: { to: termsHashOf(TERMS) }, investment: { to: row!.id } })
  })

  test('new terms are a new version: an acceptance of the old one is refused; staff manual entries need none', async () => {
    const opportunity = await createOpportunity(demo, TERMS)
    const changed = await payload.update({ collection: 'investment-opportunities', id: opportunity.id, data: { investmentTerms: `${TERMS} Amended.`, investmentTermsVersion: 99 }, overrideAccess: true })
    expect(changed.investmentTermsVersion).toBe(2)
    const untouched = await payload.update({ collection: 'investment-opportunities', id: opportunity.id, data: { title: `${opportunity.title} renamed` }, overrideAccess: true })
    expect(untouched.investmentTermsVersion).toBe(2)
    const { client } = await investorClient(demo, 'terms-version')
    const stale = await invest(client, { opportunity: opportunity.id, amount: 500_00, termsAccepted: true, termsVersion: 1 })
    expect(stale.status, show(stale)).toBe(422)
    const current = await invest(client, { opportunity: opportunity.id, amount: 500_00, reserve: true, termsAccepted: true, termsVersion: 2 })
    expect(current.status, show(current)).toBe(201)
    expect((await investmentsOf(opportunity.id))[0]).toMatchObject({ status: 'reserved', termsVersion: 2, termsHash: termsHashOf(`${TERMS} Amended.`) })

    const staff = await createTestUser(payload, demo, ROLE.superAdmin, { slug: 'terms-staff' })
    const staffClient = new TestClient('demo')
    await staffClient.login(staff.email, TEST_PASSWORD)
    const investor = await createTestUser(payload, demo, ROLE.user, { slug: 'terms-manual' })
    const manual = await staffClient.request('POST', '/api/investments/manual', { body: { opportunity: opportunity.id, holder: investor.id, amount: 200_00 }, headers: { 'Idempotency-Key': unique('manual') } })
    expect(manual.status, show(manual)).toBe(201)
  })

  test('an opportunity without terms needs no acceptance (demo)', async () => {
    const opportunity = await createOpportunity(demo, null)
    const { client } = await investorClient(demo, 'terms-none')
    const page = await client.get(`/investor/investments/${opportunity.slug}/invest?holder=investor`, HTML)
    expect(page.text).not.toContain(ACCEPT_TERMS_LABEL)
    expect((await invest(client, { opportunity: opportunity.id, amount: 1_000_00 })).status).toBe(201)
  })

  test('off (fund): terms stored while it was on are neither shown nor required; new terms are refused', async () => {
    const opportunity = await createOpportunity(fund, null)
    await payload.db.pool.query(`UPDATE investment_opportunities SET investment_terms = $2, investment_terms_version = 1 WHERE id = $1`, [opportunity.id, TERMS])
    const { client } = await investorClient(fund, 'terms-off')
    const page = await client.get(`/investor/investments/${opportunity.slug}/invest?holder=investor`, HTML)
    expect(page.status, show(page)).toBe(200)
    expect(page.text).not.toContain(ACCEPT_TERMS_LABEL)
    expect(page.text).not.toContain('Test terms: your capital is at risk.')
    const made = await invest(client, { opportunity: opportunity.id, amount: 1_000_00 })
    expect(made.status, show(made)).toBe(201)
    expect((await investmentsOf(opportunity.id))[0]).toMatchObject({ termsVersion: null, termsHash: null })
    const refused = await payload.update({ collection: 'investment-opportunities', id: opportunity.id, data: { investmentTerms: 'Other terms' }, overrideAccess: true }).then(
      () => null,
      (error: { data?: unknown }) => error,
    )
    expect(JSON.stringify(refused?.data)).toContain('investment_terms_enabled')
  })
})

describe('investor_categorisation_popups_enabled', () => {
  const DUE = 'Tell us what kind of investor you are'
  const ENDS = 'Your investor categorisation ends on'

  async function signedIn(tenant: Tenant, slug: string, overrides: Partial<User> & { journey?: boolean } = {}) {
    const user = await createTestUser(payload, tenant, ROLE.user, { slug, ...overrides })
    const client = new TestClient(tenant.code)
    await client.login(user.email, TEST_PASSWORD)
    return { user, client }
  }

  test('on (capital): an investor with no categorisation sees the pop-up on their first portal page, until they dismiss it for the session', async () => {
    const { user, client } = await signedIn(capital, 'prompt-due', { journey: false })
    const page = await client.get('/investor', HTML)
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain(DUE)
    expect((await client.get('/investor/profile/view', HTML)).text).toContain(DUE)
    const { rows } = await payload.db.pool.query<{ id: number }>(`SELECT id FROM user_sessions WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, [user.id])
    client.cookies.set(CATEGORISATION_PROMPT_COOKIE, promptDismissKey(rows[0]!.id, user.id))
    expect((await client.get('/investor', HTML)).text).not.toContain(DUE)
    // Another value (another session's, or made up) does not hide it.
    client.cookies.set(CATEGORISATION_PROMPT_COOKIE, 'not-this-session')
    expect((await client.get('/investor', HTML)).text).toContain(DUE)
  })

  test('on (capital): a categorisation ending within 30 days asks for renewal; one in force for longer, none', async () => {
    const { user, client } = await signedIn(capital, 'prompt-ending')
    expect((await client.get('/investor', HTML)).text).not.toContain(ENDS)
    const declaredAt = new Date(Date.now() - 345 * 86_400_000).toISOString()
    await payload.db.pool.query(`UPDATE investor_categorisations SET declared_at = $2, expires_at = $3 WHERE investor_id = $1`, [user.id, declaredAt, new Date(Date.now() + 20 * 86_400_000).toISOString()])
    const page = await client.get('/investor', HTML)
    expect(page.text).toContain(ENDS)
    expect(page.text).not.toContain(DUE)
  })

  test('off (demo): no pop-up for an investor with no categorisation', async () => {
    const { client } = await signedIn(demo, 'prompt-off', { journey: false })
    const page = await client.get('/investor', HTML)
    expect(page.status, show(page)).toBe(200)
    expect(page.text).not.toContain(DUE)
  })
})

describe('financial_promotion_exceptions_enabled', () => {
  const declare = (client: TestClient, body: Record<string, unknown>) => client.request('POST', '/api/portal-journey/exemption', { body })
  const exemptionsOf = async (investor: number) => (await payload.find({ collection: 'promotion-exemptions', where: { investor: { equals: investor } }, overrideAccess: true, depth: 0, sort: 'id' })).docs
  const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)

  test('off (demo): the declaration is a 404 and the page offers none', async () => {
    const { user, client } = await investorClient(demo, 'exemption-off')
    const refused = await declare(client, { article: 'art-50a', confirmed: true })
    expect(refused.status, show(refused)).toBe(404)
    expect(await exemptionsOf(user.id)).toHaveLength(0)
    expect((await client.get('/investor/profile/type', HTML)).text).not.toContain('Financial promotion exemption')
  })

  test('on (angel): statements signed with their words and expiry; art. 50 names its certifier; staff see them on the Category tab', async () => {
    const { user, client } = await investorClient(angel, 'exemption-on')
    const page = await client.get('/investor/profile/type', HTML)
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain('Financial promotion exemption')

    expect((await declare(client, { article: 'art-50a' })).status).toBe(422)
    expect((await declare(client, { article: 'art-99', confirmed: true })).status).toBe(422)
    const uncertified = await declare(client, { article: 'art-50', confirmed: true })
    expect(uncertified.status, show(uncertified)).toBe(422)
    expect(Object.keys(uncertified.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(['certificateDate', 'certifiedBy', 'certifierReference'])
    const stale = await declare(client, { article: 'art-50', confirmed: true, certifiedBy: 'Old Advisers Ltd', certifierReference: '123456', certificateDate: isoDay(4 * 365) })
    expect(stale.status, show(stale)).toBe(422)
    expect(await exemptionsOf(user.id)).toHaveLength(0)

    const self = await declare(client, { article: 'art-50a', confirmed: true })
    expect(self.status, show(self)).toBe(201)
    const certified = await declare(client, { article: 'art-50', confirmed: true, certifiedBy: 'Wealthbridge Advisers Ltd', certifierReference: '612345', certificateDate: isoDay(1000) })
    expect(certified.status, show(certified)).toBe(201)
    const [first, second] = await exemptionsOf(user.id)
    expect(first).toMatchObject({ article: 'art-50a', statement: EXEMPTION_STATEMENT['art-50a'] })
    const year = new Date(first!.declaredAt)
    year.setUTCMonth(year.getUTCMonth() + 12)
    expect(first!.expiresAt).toBe(year.toISOString())
    // Art. 50: the certificate's three years end before the statement's twelve months.
    expect(second).toMatchObject({ article: 'art-50', certifiedBy: 'Wealthbridge Advisers Ltd', certifierReference: '612345' })
    const certificateEnds = new Date(`${isoDay(1000)}T00:00:00.000Z`)
    certificateEnds.setUTCMonth(certificateEnds.getUTCMonth() + 36)
    expect(second!.expiresAt).toBe(certificateEnds.toISOString())
    const trail = await payload.find({ collection: 'activities', where: { and: [{ targetId: { equals: user.id } }, { action: { equals: 'journey-exemption-declared' } }] }, overrideAccess: true, depth: 0 })
    expect(trail.docs).toHaveLength(2)

    // The investor cannot write or change rows over REST; the gate is unchanged (the journey does not read exemptions).
    expect((await client.request('POST', '/api/promotion-exemptions', { body: { investor: user.id, article: 'art-48', statement: 'x', declaredAt: new Date().toISOString() } })).status).toBe(403)

    const staff = await createTestUser(payload, angel, ROLE.superAdmin, { slug: 'exemption-staff' })
    const staffClient = new TestClient('angel')
    await staffClient.login(staff.email, TEST_PASSWORD)
    const tab = await staffClient.get(`/admin/investors/${user.id}/details/category`, HTML)
    expect(tab.status, show(tab)).toBe(200)
    expect(tab.text).toContain('Certified sophisticated investor (FPO article 50)')
    expect(tab.text).toContain('Wealthbridge Advisers Ltd')
  })
})
