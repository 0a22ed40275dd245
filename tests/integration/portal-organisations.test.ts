import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import { DEFAULT_PORTFOLIO_SETTINGS } from '@/domain/portfolio/portfolio-columns'
import { formatMoney } from '@/lib/money'
import type { Document, Tenant, User } from '@/payload-types'
import { tinyPdf } from '@/seed/demo-files'

import { upload } from '../support/documents'
import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, tenantByCode, TEST_PASSWORD, testPayload, unique } from '../support/payload'

// The portal's organisation and investment-method pages (issue 13 §8, decision 038) over HTTP on the
// real database: an application made in the portal reaches staff; every page and document route of an
// organisation or method account the investor is not linked to (another investor's, another tenant's)
// answers 404; what the investor sends is private; the holdings shown are the ledger's.

let payload: Payload
let angel: Tenant
let capital: Tenant
let investorA: User
let investorB: User
let clientA: TestClient
let clientB: TestClient
let staff: TestClient
let opportunityId = 0
const ids = { signs: 0, member: 0, others: 0, foreign: 0, method: 0, otherMethod: 0, foreignMethod: 0, leads: 0, associate: 0, othersAccount: 0, foreignAccount: 0 }
const names = { signs: unique('Signing Trust'), member: unique('Member Ltd'), others: unique('Other Ltd'), foreign: unique('Capital Ltd'), method: unique('Test SIPP'), opportunity: unique('Portal Org Opportunity') }

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const page = (client: TestClient, path: string) => client.get(path, { accept: 'text/html' })

/** An investment and its entries, as the money code writes them. */
async function book(holder: { holderOrganisation: number } | { holderMethodEntity: number }, amount: number, shares: number, paid: number) {
  const holderKind = 'holderOrganisation' in holder ? 'organisation' : 'method_entity'
  const common = { subjectKind: 'opportunity', opportunity: opportunityId, holderKind, ...holder, currency: 'GBP', tenant: angel.id } as const
  const investment = await payload.create({ collection: 'investments', data: { ...common, amount, shares, status: paid >= amount ? 'paid' : 'awaiting_payment', type: 'manual', paymentReference: unique('INV-O') } as never, depth: 0 })
  await payload.create({ collection: 'ledger-entries', data: { ...common, investment: investment.id, kind: 'investment', amount, sharesDelta: shares, occurredAt: '2026-03-01T10:00:00.000Z' } as never, depth: 0 })
  if (paid) await payload.create({ collection: 'ledger-entries', data: { ...common, investment: investment.id, kind: 'payment_received', amount: paid, sharesDelta: 0, occurredAt: '2026-03-08T10:00:00.000Z' } as never, depth: 0 })
}

const organisation = async (tenant: Tenant, name: string) => (await payload.create({ collection: 'organisations', data: { name, businessType: 'organisation', registrationNumber: unique('RN'), contactEmail: 'office@example.com', tenant: tenant.id } as never, depth: 0 })).id
const member = (tenant: Tenant, organisationId: number, investor: number, role: string) => payload.create({ collection: 'organisation-members', data: { organisation: organisationId, investor, role, tenant: tenant.id } as never, depth: 0 })
const account = async (tenant: Tenant, method: number, lead: number, associates: number[] = []) =>
  (await payload.create({ collection: 'investment-method-entities', data: { method, lead, associates, status: 'active', accountReference: unique('ACC'), tenant: tenant.id } as never, depth: 0 })).id

beforeAll(async () => {
  payload = await testPayload()
  angel = await tenantByCode(payload, 'angel')
  capital = await tenantByCode(payload, 'capital')
  // The default columns (shares, price, value among them): another file may have saved angel's own (settings are append-style: the newest row wins).
  for (const table of ['holdings', 'funds', 'stats'] as const) {
    await payload.create({ collection: 'portfolio-tables', data: { table, columns: DEFAULT_PORTFOLIO_SETTINGS[table], tenant: angel.id } as never, overrideAccess: true, depth: 0 })
  }
  investorA = await createTestUser(payload, angel, ROLE.user, { slug: 'portal-org-a', name: 'Orla' })
  investorB = await createTestUser(payload, angel, ROLE.user, { slug: 'portal-org-b', name: 'Bram' })
  const investorC = await createTestUser(payload, capital, ROLE.user, { slug: 'portal-org-c' })

  ids.signs = await organisation(angel, names.signs)
  ids.member = await organisation(angel, names.member)
  ids.others = await organisation(angel, names.others)
  ids.foreign = await organisation(capital, names.foreign)
  await member(angel, ids.signs, investorA.id, 'director')
  await member(angel, ids.member, investorA.id, 'member')
  await member(angel, ids.others, investorB.id, 'director')
  await member(capital, ids.foreign, investorC.id, 'director')

  ids.method = (await payload.create({ collection: 'investment-methods', data: { name: names.method, kind: 'sipp', provider: 'Test Pensions Ltd', tenant: angel.id } as never, depth: 0 })).id
  ids.otherMethod = (await payload.create({ collection: 'investment-methods', data: { name: unique('Other ISA'), kind: 'isa', tenant: angel.id } as never, depth: 0 })).id
  ids.foreignMethod = (await payload.create({ collection: 'investment-methods', data: { name: unique('Capital ISA'), kind: 'isa', tenant: capital.id } as never, depth: 0 })).id
  ids.leads = await account(angel, ids.method, investorA.id)
  ids.associate = await account(angel, ids.method, investorB.id, [investorA.id])
  ids.othersAccount = await account(angel, ids.otherMethod, investorB.id)
  ids.foreignAccount = await account(capital, ids.foreignMethod, investorC.id)

  opportunityId = (await payload.create({ collection: 'investment-opportunities', data: { title: names.opportunity, slug: unique('portal-org'), stage: 5, targetAmount: 10_000_000_00, currency: 'GBP', sharePrice: 125, closesAt: '2026-01-31T00:00:00.000Z', tenant: angel.id } as never, depth: 0 })).id
  // The organisation A signs for: £1,250 (1,000 shares) paid and £250 (200 shares) half paid; the method account A leads: £625 (500 shares), unpaid.
  await book({ holderOrganisation: ids.signs }, 125_000, 1000, 125_000)
  await book({ holderOrganisation: ids.signs }, 25_000, 200, 12_500)
  await book({ holderMethodEntity: ids.leads }, 62_500, 500, 0)
  // Holdings that are never A's: the organisation A is only a member of, B's organisation, B's account A is an associate of.
  await book({ holderOrganisation: ids.member }, 37_500, 300, 37_500)
  await book({ holderOrganisation: ids.others }, 50_000, 400, 50_000)
  await book({ holderMethodEntity: ids.associate }, 12_500, 100, 12_500)

  clientA = new TestClient('angel')
  await clientA.login(investorA.email, TEST_PASSWORD)
  clientB = new TestClient('angel')
  await clientB.login(investorB.email, TEST_PASSWORD)
  staff = new TestClient('angel')
  await staff.login('superadmin@angel.test')
}, 120_000)


describe('applying for an organisation (decision 020, 038)', () => {
  test('the portal application reaches staff; a second for the same name is refused; a bad one writes nothing', async () => {
    const name = unique('Riverside Bakery Ltd')
    const form = await page(clientA, '/investor/profile/organisation-apply')
    expect(form.status, show(form)).toBe(200)
    expect(form.text).toContain('Apply to act for an organisation')

    const applied = await clientA.request('POST', '/api/organisation-applications/apply', { body: { organisationName: name, businessType: 'business', registrationNumber: '01234567', role: 'director', message: 'Our family company' } })
    expect(applied.status, show(applied)).toBe(201)
    const id = applied.json<{ application: { id: number } }>().application.id
    const row = await payload.findByID({ collection: 'organisation-applications', id, depth: 0, overrideAccess: true })
    // The server set the tenant and the applicant.
    expect(row).toMatchObject({ applicant: investorA.id, tenant: angel.id, status: 'pending', organisationName: name })

    const staffList = await staff.get(`/api/organisation-applications?limit=200&depth=0&where[organisationName][equals]=${encodeURIComponent(name)}`)
    expect(staffList.status, show(staffList)).toBe(200)
    expect(staffList.json<{ docs: Array<{ id: number }> }>().docs.map((doc) => doc.id)).toEqual([id])
    expect((await staff.get(`/admin/investors/organisation-applications/${id}/details`, { accept: 'text/html' })).text).toContain(name)

    const again = await clientA.request('POST', '/api/organisation-applications/apply', { body: { organisationName: name.toUpperCase(), businessType: 'business', role: 'director' } })
    expect(again.status, show(again)).toBe(409)
    expect(again.json<{ errors?: Record<string, string[]> }>().errors?.organisationName?.[0]).toContain('already applied')

    const before = await payload.count({ collection: 'organisation-applications', where: { applicant: { equals: investorA.id } }, overrideAccess: true })
    const bad = await clientA.request('POST', '/api/organisation-applications/apply', { body: { organisationName: '', businessType: 'castle', role: 'king' } })
    expect(bad.status, show(bad)).toBe(422)
    expect((await payload.count({ collection: 'organisation-applications', where: { applicant: { equals: investorA.id } }, overrideAccess: true })).totalDocs).toBe(before.totalDocs)

    // The investor sees it, pending; B does not.
    const mine = await page(clientA, '/investor/profile/organisation-apply')
    expect(mine.text).toContain(name)
    expect(mine.text).toMatch(/data-status="pending"/)
    expect((await page(clientB, '/investor/profile/organisation-apply')).text).not.toContain(name)
  })

  test('on a tenant without organisation links the page is a 404', async () => {
    const client = new TestClient('demo')
    await client.login('investor@demo.test')
    expect((await page(client, '/investor/profile/organisation-apply')).status).toBe(404)
  })
})

describe('only records the investor is linked to', () => {
  test('their organisation and method accounts open, and the profile lists them', async () => {
    for (const path of [`/investor/profile/organisation_${ids.signs}`, `/investor/profile/organisation-documents_${ids.signs}`, `/investor/profile/organisation_${ids.member}`, `/investor/profile/investmentmethod_${ids.leads}`, `/investor/profile/investmentmethod-documents_${ids.leads}`, `/investor/profile/investmentmethod_${ids.associate}`, `/investor/profile/investmentmethod-documents_${ids.associate}`]) {
      const response = await page(clientA, path)
      expect(response.status, `${path}: ${show(response)}`).toBe(200)
    }
    const profile = await page(clientA, '/investor/profile/view')
    expect(profile.text).toContain(`/investor/profile/organisation_${ids.signs}`)
    expect(profile.text).toContain(`/investor/profile/investmentmethod_${ids.associate}`)
    expect(profile.text).not.toContain(`/investor/profile/organisation_${ids.others}`)
  })

  test('every page and document route of anything else answers 404', async () => {
    const pages = [
      ...[ids.others, ids.foreign, 2_147_483_647].flatMap((id) => [`/investor/profile/organisation_${id}`, `/investor/profile/organisation-documents_${id}`]),
      // A plain member does not act for the organisation: its documents are its signatories'.
      `/investor/profile/organisation-documents_${ids.member}`,
      ...[ids.othersAccount, ids.foreignAccount].flatMap((id) => [`/investor/profile/investmentmethod_${id}`, `/investor/profile/investmentmethod-documents_${id}`]),
      '/investor/profile/organisation_abc',
      '/investor/profile/organisation_99999999999',
      '/investor/profile/somethingelse_1',
    ]
    for (const path of pages) expect((await page(clientA, path)).status, path).toBe(404)
    for (const path of [`/investor/profile/organisation_${ids.signs}`, `/investor/profile/investmentmethod_${ids.leads}`, `/investor/profile/investmentmethod-documents_${ids.leads}`]) expect((await page(clientB, path)).status, path).toBe(404)

    const routes = [`/api/documents/for/organisations/${ids.others}`, `/api/documents/for/organisations/${ids.foreign}`, `/api/documents/for/organisations/${ids.member}`, `/api/documents/for/investment-methods/${ids.otherMethod}`, `/api/documents/for/investment-methods/${ids.foreignMethod}`]
    for (const path of routes) expect((await clientA.get(path)).status, path).toBe(404)
    const file = { filename: 'Deed.pdf', bytes: tinyPdf(['deed']) }
    for (const target of [{ collection: 'organisations', id: ids.others }, { collection: 'organisations', id: ids.foreign }, { collection: 'organisations', id: ids.member }, { collection: 'investment-methods', id: ids.otherMethod }, { collection: 'investment-methods', id: ids.foreignMethod }, { collection: 'users', id: investorB.id }]) {
      const refused = await upload(clientA, target, file)
      expect(refused.status, `${target.collection} ${target.id}: ${show(refused)}`).toBe(404)
    }
  })
})

describe('documents (decision 038)', () => {
  test('what the investor sends is private: staff see it, the investor cannot open it, other investors see nothing', async () => {
    const sent = await upload(clientA, { collection: 'organisations', id: ids.signs }, { filename: 'Certificate of incorporation.pdf', bytes: tinyPdf(['certificate']) })
    expect(sent.status, show(sent)).toBe(201)
    const docId = sent.json<{ doc: { id: number } }>().doc.id
    const row = (await payload.findByID({ collection: 'documents', id: docId, depth: 0, overrideAccess: true })) as Document
    expect(row).toMatchObject({ visibility: 'private', uploadedBy: investorA.id, tenant: angel.id, targetCollection: 'organisations', targetId: ids.signs, folder: null })

    // Asking for public is refused, and writes nothing.
    const count = async () => (await payload.count({ collection: 'documents', where: { uploadedBy: { equals: investorA.id } }, overrideAccess: true })).totalDocs
    const before = await count()
    const publicOne = await upload(clientA, { collection: 'organisations', id: ids.signs }, { filename: 'Public.pdf', bytes: tinyPdf(['public']) }, { visibility: 'public' })
    expect(publicOne.status, show(publicOne)).toBe(422)
    expect(await count()).toBe(before)

    expect((await clientA.get(`/api/documents/${docId}/download`)).status).toBe(404)
    expect((await clientB.get(`/api/documents/${docId}/download`)).status).toBe(404)
    const listing = await clientA.get(`/api/documents/for/organisations/${ids.signs}`)
    expect(listing.status, show(listing)).toBe(200)
    expect(listing.json<{ documents: Array<{ id: number }> }>().documents.map((doc) => doc.id)).not.toContain(docId)
    const staffListing = await staff.get(`/api/documents/for/organisations/${ids.signs}`)
    expect(staffListing.json<{ documents: Array<{ id: number; uploadedBy: { id: number } | null }> }>().documents.find((doc) => doc.id === docId)?.uploadedBy?.id).toBe(investorA.id)
    expect((await staff.get(`/api/documents/${docId}/download`)).status).toBe(200)

    // The investor's page lists it as sent; a document staff share is theirs to read, not B's.
    expect((await page(clientA, `/investor/profile/organisation-documents_${ids.signs}`)).text).toContain('Certificate of incorporation.pdf')
    const shared = await upload(staff, { collection: 'organisations', id: ids.signs }, { filename: 'Board minutes.pdf', bytes: tinyPdf(['minutes']) }, { visibility: 'public' })
    expect(shared.status, show(shared)).toBe(201)
    const sharedId = shared.json<{ doc: { id: number } }>().doc.id
    expect((await clientA.get(`/api/documents/${sharedId}/download`)).status).toBe(200)
    expect((await clientB.get(`/api/documents/${sharedId}/download`)).status).toBe(404)
    expect((await page(clientA, `/investor/profile/organisation-documents_${ids.signs}`)).text).toContain('Board minutes.pdf')
  })

  test('an account holder (lead or associate) sends a method document privately; others cannot', async () => {
    const sent = await upload(clientA, { collection: 'investment-methods', id: ids.method }, { filename: 'Pension statement.pdf', bytes: tinyPdf(['statement']) })
    expect(sent.status, show(sent)).toBe(201)
    expect((await payload.findByID({ collection: 'documents', id: sent.json<{ doc: { id: number } }>().doc.id, depth: 0, overrideAccess: true })).visibility).toBe('private')
    expect((await page(clientA, `/investor/profile/investmentmethod-documents_${ids.leads}`)).text).toContain('Pension statement.pdf')
    const outsider = await createTestUser(payload, angel, ROLE.user, { slug: 'portal-org-outsider' })
    const client = new TestClient('angel')
    await client.login(outsider.email, TEST_PASSWORD)
    expect((await upload(client, { collection: 'investment-methods', id: ids.method }, { filename: 'x.pdf', bytes: tinyPdf(['x']) })).status).toBe(404)
    expect((await client.get(`/api/documents/for/investment-methods/${ids.method}`)).status).toBe(404)
  })
})

describe('holdings through them are the ledger’s (decision 032’s figures)', () => {
  const ledgerSums = async (column: 'holder_organisation_id' | 'holder_method_entity_id', id: number) =>
    (
      await payload.db.pool.query<{ invested: string; paid: string; shares: string }>(
        `SELECT COALESCE(SUM(amount) FILTER (WHERE kind = 'investment'), 0)::text AS invested, COALESCE(SUM(amount) FILTER (WHERE kind = 'payment_received'), 0)::text AS paid, COALESCE(SUM(shares_delta), 0)::text AS shares
           FROM ledger_entries WHERE tenant_id = $1 AND ${column} = $2`,
        [angel.id, id],
      )
    ).rows[0]!

  test('an organisation they sign for and an account they lead show the ledger’s sums; the others show none', async () => {
    const org = await ledgerSums('holder_organisation_id', ids.signs)
    expect(org).toEqual({ invested: '150000', paid: '137500', shares: '1200' })
    const orgPage = await page(clientA, `/investor/profile/organisation_${ids.signs}`)
    expect(orgPage.text).toContain('data-testid="organisation-holdings"')
    expect(orgPage.text).toContain(names.opportunity)
    // The default columns (invested, shares, price, value, gain): one row for the opportunity, both investments summed.
    expect(orgPage.text).toContain(formatMoney(Number(org.invested), 'GBP'))
    expect(orgPage.text).toContain(Number(org.shares).toLocaleString('en-GB'))
    expect(orgPage.text).toContain(formatMoney(Number(org.shares) * 125, 'GBP'))
    expect(orgPage.text).toContain('May sign and invest for it')

    const account = await ledgerSums('holder_method_entity_id', ids.leads)
    const accountPage = await page(clientA, `/investor/profile/investmentmethod_${ids.leads}`)
    expect(accountPage.text).toContain('data-testid="method-holdings"')
    expect(accountPage.text).toContain(formatMoney(Number(account.invested), 'GBP'))
    expect(accountPage.text).toContain('Test Pensions Ltd')

    // A plain member, and an associate, see the record but not its holdings (decision 032).
    const memberPage = await page(clientA, `/investor/profile/organisation_${ids.member}`)
    expect(memberPage.text).toContain('data-testid="organisation-holdings-hidden"')
    expect(memberPage.text).not.toContain(formatMoney(37_500, 'GBP'))
    const associatePage = await page(clientA, `/investor/profile/investmentmethod_${ids.associate}`)
    expect(associatePage.text).toContain('data-testid="method-holdings-hidden"')
    expect(associatePage.text).not.toContain(formatMoney(12_500, 'GBP'))
  })
})
