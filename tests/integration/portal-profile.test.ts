import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ROLE } from '@/access/roles'
import {
  IDENTITY_DELETE_CHECKED,
  IDENTITY_DELETE_NOT_YOURS,
  IDENTITY_DELETE_REVIEWED,
  IDENTITY_DELETE_TOO_OLD,
  IDENTITY_REVIEW_ALREADY,
  IDENTITY_REVIEW_NOT_INVESTORS,
} from '@/domain/investors/identity-documents'
import { tinyPdf } from '@/seed/demo-files'
import type { Tenant, User } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

import { multipartBody, storedBytes } from '../support/documents'
import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, DEMO_TENANT_CODES, deleteRunUsers, TEST_PASSWORD, tenantByCode, testPayload, userByEmail } from '../support/payload'

// issue 13 §8 the investor's profile (decision 037) over HTTP on the real database: every page renders
// for the demo investor with their seeded data; the details endpoint writes only the signed-in
// investor's own row and only the allowed fields; identity uploads are private to the investor and
// staff; /investor/pdf/{x} serves only the investor's own PDFs and answers 404 for anyone else's;
// the subscription page exists only where the tenant sells subscriptions.

let payload: Payload
let demo: Tenant
let investor: User
let other: User
let me: TestClient
let them: TestClient
let staff: TestClient
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`

const PAGES = ['/investor/profile/view', '/investor/profile/details', '/investor/profile/investor-type', '/investor/profile/identity', '/investor/profile/documents']

async function signedIn(code: string, email: string, password?: string): Promise<TestClient> {
  const client = new TestClient(code)
  await client.login(email, password)
  return client
}

const uploadIdentity = (as: TestClient, investorId: number, options: { purpose?: string; visibility?: string; filename?: string; bytes?: Buffer; contentType?: string } = {}) => {
  const fields: Record<string, string | number> = { targetCollection: 'users', targetId: investorId, visibility: options.visibility ?? 'private' }
  if (options.purpose !== '') fields.purpose = options.purpose ?? 'identity_passport'
  return as.request('POST', '/api/documents/upload', { raw: multipartBody(fields, { filename: options.filename ?? 'Passport.pdf', bytes: options.bytes ?? tinyPdf(['Passport photo page']), contentType: options.contentType ?? 'application/pdf' }) })
}

const rowOf = (id: number) => payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  investor = await createTestUser(payload, demo, ROLE.user, { slug: 'profile-owner' })
  other = await createTestUser(payload, demo, ROLE.user, { slug: 'profile-other' })
  ;[me, them, staff] = await Promise.all([signedIn('demo', investor.email, TEST_PASSWORD), signedIn('demo', other.email, TEST_PASSWORD), signedIn('demo', 'superadmin@demo.test')])
}, 120_000)

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('the demo investor’s profile pages', () => {
  test.each(DEMO_TENANT_CODES)('every profile page renders with its real data on %s', async (code) => {
    const tenant = await tenantByCode(payload, code)
    const features = featuresOf(tenant)
    const client = await signedIn(code, `investor@${code}.test`)
    for (const path of PAGES) {
      const page = await client.get(path)
      expect(page.status, `${path}: ${show(page)}`).toBe(200)
    }
    const view = await client.get('/investor/profile/view')
    for (const href of ['/investor/profile/details', '/investor/profile/investor-type', '/investor/profile/identity', '/investor/profile/documents', '/investor/profile/security']) expect(view.text, href).toContain(`href="${href}"`)
    expect(view.text.includes('href="/investor/profile/subscription"')).toBe(features.subscriptions_enabled)

    expect((await client.get('/investor/profile/details')).text).toContain('+44 20 7946 0321')
    expect((await client.get('/investor/profile/investor-type')).text).toContain('Ashdown Family Office')
    const identity = await client.get('/investor/profile/identity')
    expect(identity.text).toContain('Passport.pdf')
    expect(identity.text).toContain('Council tax bill.pdf')
    // The licence uploaded two days ago may still be deleted (decision 037); the two-month-old passport is kept.
    const seeded = await payload.find({ collection: 'documents', where: { and: [{ tenant: { equals: tenant.id } }, { targetCollection: { equals: 'users' } }, { filename: { in: ['Driving licence.pdf', 'Passport.pdf'] } }, { purpose: { exists: true } }] }, overrideAccess: true, depth: 0, limit: 10 })
    const licence = seeded.docs.find((doc) => doc.filename === 'Driving licence.pdf')
    const passport = seeded.docs.find((doc) => doc.filename === 'Passport.pdf' && doc.purpose === 'identity_passport')
    expect(licence && passport, 'the seeded licence and passport').toBeTruthy()
    expect(identity.text).toContain(`/api/documents/${licence!.id}`)
    expect(identity.text).not.toContain(`/api/documents/${passport!.id}`)
    // Staff marked the passport reviewed (decision 037): who and when on the record's documents tab; the licence may still be marked.
    expect(passport!.reviewedAt && passport!.reviewedBy, 'the seeded review mark').toBeTruthy()
    expect(licence!.reviewedAt ?? null).toBeNull()
    const tab = await (await signedIn(code, `superadmin@${code}.test`)).get(`/admin/investors/${passport!.targetId}/details/documents`)
    expect(tab.status, show(tab)).toBe(200)
    expect(tab.text).toContain('data-testid="identity-reviewed"')
    expect(tab.text).toContain(`/api/documents/${licence!.id}/review`)
    expect(tab.text).not.toContain(`/api/documents/${passport!.id}/review`)
    // The screening status in the investor's words where the tenant screens (investor@ is clear there), never the provider's note.
    expect(identity.text.includes('data-testid="screening-status"')).toBe(features.user_screening_enabled)
    if (features.user_screening_enabled) {
      expect(identity.text).toContain('Your identity has been verified.')
      expect(identity.text).not.toContain('no sanctions or PEP matches')
    }
    const documents = await client.get('/investor/profile/documents')
    expect(documents.text).toContain('EIS tax certificate 2025-26.pdf')
    expect(documents.text).toMatch(/Signed investment agreement|Investment agreement/)
    // A shared PDF downloads through /investor/pdf/{id}.
    const link = /href="(\/investor\/pdf\/\d+)"/.exec(documents.text)?.[1]
    expect(link, 'a PDF link').toBeTruthy()
    const pdf = await client.get(link!)
    expect(pdf.status, show(pdf)).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')

    const subscription = await client.get('/investor/profile/subscription')
    expect(subscription.status, show(subscription)).toBe(features.subscriptions_enabled ? 200 : 404)
  })

  test('an unknown profile page is a 404', async () => {
    expect((await me.get('/investor/profile/nothing-here')).status).toBe(404)
  })

  test('an investor who has not verified their email is shown the step, not their data', async () => {
    const unverified = await createTestUser(payload, demo, ROLE.user, { slug: 'profile-unverified', email_verified_at: null, phone: '+44 1632 960000' } as Partial<User>)
    const client = await signedIn('demo', unverified.email, TEST_PASSWORD)
    const page = await client.get('/investor/profile/details')
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-step="verify-email"')
    expect(page.text).not.toContain('+44 1632 960000')
    const write = await client.request('POST', '/api/portal-profile/details', { body: { name: 'Changed' } })
    expect(write.status, show(write)).toBe(403)
    expect((await rowOf(unverified.id)).name).toBe('Test')
  })
})

describe('POST /api/portal-profile/details', () => {
  const valid = { name: 'Amelia', surname: 'Stone', phone: '+44 7700 900123', date_of_birth: '1985-02-28', nationality: 'Irish', address_line1: '2 Harbour Street', address_line2: '', town: 'Cork', postcode: 't12 x8yz', country: 'Ireland' }

  test('saves the signed-in investor’s own details, and no one else’s', async () => {
    const before = await rowOf(other.id)
    const response = await me.request('POST', '/api/portal-profile/details', { body: valid })
    expect(response.status, show(response)).toBe(200)
    expect(response.json<{ details: Record<string, unknown> }>().details).toMatchObject({ name: 'Amelia', postcode: 'T12 X8YZ', date_of_birth: '1985-02-28', address_line2: null })
    const row = await rowOf(investor.id)
    expect(row).toMatchObject({ name: 'Amelia', surname: 'Stone', phone: '+44 7700 900123', nationality: 'Irish', town: 'Cork', postcode: 'T12 X8YZ', country: 'Ireland', address_line2: null })
    expect(row.date_of_birth?.slice(0, 10)).toBe('1985-02-28')
    expect(await rowOf(other.id)).toEqual(before)
    // The change is in the investor's trail, by the investor.
    const trail = await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: investor.id } }, { action: { equals: 'profile-details-updated' } }] }, overrideAccess: true, depth: 0 })
    expect(trail.docs[0]).toMatchObject({ actorType: 'user', actorId: investor.id })
    expect((await me.get('/investor/profile/details')).text).toContain('+44 7700 900123')
  })

  test.each([
    ['role_id', { role_id: ROLE.superAdmin }],
    ['tenant', { tenant: 999_999 }],
    ['email', { email: 'taken-over@example.com' }],
    ['compliance_passed', { compliance_passed: true }],
    ['compliance_tries', { compliance_tries: 0 }],
    ['email_verified_at', { email_verified_at: null }],
    ['accepted_terms_version', { accepted_terms_version: 99 }],
    ['leadStatus and owner', { leadStatus: 1, owner: 1 }],
    ['the journey stamps', { offers_proceeded_at: null, risk_warning_accepted_at: null }],
    ['another investor’s id', { id: 1 }],
    ['disabled_at', { disabled_at: new Date().toISOString() }],
  ])('refuses mass assignment of %s: 422 and nothing changes', async (_name, extra) => {
    const before = await rowOf(investor.id)
    const response = await me.request('POST', '/api/portal-profile/details', { body: { ...valid, name: 'Mallory', ...extra } })
    expect(response.status, show(response)).toBe(422)
    expect(response.json<{ errors: Record<string, string[]> }>().errors.form?.[0]).toMatch(/can be changed here/)
    expect(await rowOf(investor.id)).toEqual(before)
  })

  test.each([
    ['a missing first name', { name: ' ' }, 'name'],
    ['a phone number with letters', { phone: 'call me' }, 'phone'],
    ['a date that does not exist', { date_of_birth: '1990-02-30' }, 'date_of_birth'],
    ['a minor', { date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01` }, 'date_of_birth'],
    ['a long town', { town: 'x'.repeat(81) }, 'town'],
    ['a name that is not text', { name: 42 }, 'name'],
  ])('refuses %s with a field error and changes nothing', async (_name, change, field) => {
    const before = await rowOf(investor.id)
    const response = await me.request('POST', '/api/portal-profile/details', { body: { ...valid, ...change } })
    expect(response.status, show(response)).toBe(422)
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toContain(field)
    expect(await rowOf(investor.id)).toEqual(before)
  })

  test('staff and visitors cannot use it', async () => {
    expect((await staff.request('POST', '/api/portal-profile/details', { body: valid })).status).toBe(403)
    const visitor = new TestClient('demo')
    await visitor.csrf()
    expect((await visitor.request('POST', '/api/portal-profile/details', { body: valid })).status).toBe(401)
  })
})

describe('identity documents', () => {
  test('the investor uploads privately to their own record; staff see it on the record; nobody else can reach it', async () => {
    const response = await uploadIdentity(me, investor.id)
    expect(response.status, show(response)).toBe(201)
    const { doc } = response.json<{ doc: { id: number; visibility: string; downloadUrl: string } }>()
    expect(doc.visibility).toBe('private')
    const row = await payload.findByID({ collection: 'documents', id: doc.id, depth: 0, overrideAccess: true })
    expect(row).toMatchObject({ purpose: 'identity_passport', visibility: 'private', targetCollection: 'users', targetId: investor.id, tenant: demo.id })
    expect((await me.get('/investor/profile/identity')).text).toContain('Passport.pdf')

    // Staff see it on the investor record's documents tab (the record's documents listing).
    const listing = await staff.get(`/api/documents/for/users/${investor.id}`)
    expect(listing.status, show(listing)).toBe(200)
    expect(listing.json<{ documents: { id: number }[] }>().documents.map((entry) => entry.id)).toContain(doc.id)

    // The owner downloads it as a PDF of their own; never through the public documents API.
    const own = await me.get(`/investor/pdf/${doc.id}`)
    expect(own.status, show(own)).toBe(200)
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="Passport\.pdf"/)
    expect(own.headers['cache-control']).toBe('private, no-store')
    expect(own.headers['x-content-type-options']).toBe('nosniff')
    expect((await me.get(doc.downloadUrl)).status).toBe(404)

    // Another investor of the tenant, and the demo investor of another tenant: the same 404 as a missing id.
    const missing = await them.get('/investor/pdf/2147483000')
    for (const [who, client] of [['another investor', them], ['another tenant’s investor', await signedIn('angel', 'investor@angel.test')]] as const) {
      const pdf = await client.get(`/investor/pdf/${doc.id}`)
      expect(pdf.status, `${who}: ${show(pdf)}`).toBe(404)
      expect(pdf.text).toBe(missing.text)
      expect((await client.get(doc.downloadUrl)).status, who).toBe(404)
      expect((await client.get('/investor/profile/identity')).text, who).not.toContain(`/investor/pdf/${doc.id}`)
    }
  })

  test('a newer document of the same kind replaces the older in one step: the older stays on the record, listed as replaced; other kinds stay current', async () => {
    const replacer = await createTestUser(payload, demo, ROLE.user, { slug: 'profile-replacer' })
    const client = await signedIn('demo', replacer.email, TEST_PASSWORD)
    const upload = async (purpose: string, filename: string) => {
      const response = await uploadIdentity(client, replacer.id, { purpose, filename })
      expect(response.status, show(response)).toBe(201)
      return response.json<{ doc: { id: number } }>().doc.id
    }
    const older = await upload('identity_address', 'Old council tax bill.pdf')
    const passport = await upload('identity_passport', 'My passport.pdf')
    const newer = await upload('identity_address', 'New council tax bill.pdf')
    const page = (await client.get('/investor/profile/identity')).text
    /** The table row of `filename` on the page, as HTML. */
    const row = (filename: string) => page.split('<tr').find((part) => part.includes(filename)) ?? ''
    expect(row('Old council tax bill.pdf')).toMatch(/Replaced (<!-- -->)?\d/)
    expect(row('Old council tax bill.pdf')).not.toContain('aria-label="Replace Old council tax bill.pdf"')
    for (const current of ['New council tax bill.pdf', 'My passport.pdf']) {
      expect(row(current), current).toContain('Current')
      expect(row(current), current).toContain(`aria-label="Replace ${current}"`)
    }
    // Nothing was deleted: the firm keeps every upload with the record.
    const kept = await payload.find({ collection: 'documents', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: replacer.id } }] }, depth: 0, overrideAccess: true })
    expect(kept.docs.map((doc) => doc.id).sort((a, b) => a - b)).toEqual([older, passport, newer].sort((a, b) => a - b))
  })

  test('refuses a public identity document, another investor’s record, a document without a kind, and a type that is not a PDF or photo', async () => {
    const count = async () => (await payload.count({ collection: 'documents', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { in: [investor.id, other.id] } }] }, overrideAccess: true })).totalDocs
    const before = await count()
    const cases: [string, Promise<TResponse>, number][] = [
      ['public', uploadIdentity(me, investor.id, { visibility: 'public' }), 422],
      ['another investor’s record', uploadIdentity(me, other.id), 404],
      ['no kind (an ordinary document)', uploadIdentity(me, investor.id, { purpose: '' }), 404],
      ['an unknown kind', uploadIdentity(me, investor.id, { purpose: 'identity_selfie' }), 422],
      ['a text file', uploadIdentity(me, investor.id, { filename: 'passport.txt', bytes: Buffer.from('my passport number is 123'), contentType: 'text/plain' }), 422],
    ]
    for (const [name, pending, status] of cases) {
      const response = await pending
      expect(response.status, `${name}: ${show(response)}`).toBe(status)
    }
    expect(await count()).toBe(before)
  })

  test('another tenant’s investor cannot upload to a demo investor’s record', async () => {
    const angelInvestor = await signedIn('angel', 'investor@angel.test')
    const response = await uploadIdentity(angelInvestor, investor.id)
    expect(response.status, show(response)).toBe(404)
  })
})

describe('deleting an identity document (decision 037)', () => {
  const uploadedBy = async (as: TestClient, investorId: number, filename = `Licence ${Date.now()}.pdf`) => {
    const response = await uploadIdentity(as, investorId, { purpose: 'identity_driving_licence', filename })
    expect(response.status, show(response)).toBe(201)
    return response.json<{ doc: { id: number } }>().doc.id
  }
  const stored = (id: number) => payload.findByID({ collection: 'documents', id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  const remove = (as: TestClient, id: number) => as.request('DELETE', `/api/documents/${id}`)
  const trail = async (id: number) => (await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: id } }, { action: { equals: 'identity-document-deleted' } }] }, overrideAccess: true, depth: 0, sort: '-createdAt' })).docs

  test('the owner deletes one they uploaded: the row, the stored file, and an entry in their trail', async () => {
    const filename = `Licence to delete ${Date.now()}.pdf`
    const id = await uploadedBy(me, investor.id, filename)
    const row = (await stored(id))!
    expect(await storedBytes('disk', row.storageKey)).not.toBeNull()
    const page = await me.get('/investor/profile/identity')
    expect(page.text).toContain(`/api/documents/${id}`)

    const response = await remove(me, id)
    expect(response.status, show(response)).toBe(200)
    expect(await stored(id)).toBeNull()
    expect(await storedBytes('disk', row.storageKey)).toBeNull()
    expect((await trail(investor.id))[0]).toMatchObject({ actorType: 'user', actorId: investor.id, changes: { document: { from: filename, to: null } } })
    expect((await me.get('/investor/profile/identity')).text).not.toContain(filename)
    expect((await remove(me, id)).status).toBe(404)
  })

  test('another investor’s, another tenant’s investor’s and a missing id are the same 404, and nothing is deleted', async () => {
    const id = await uploadedBy(me, investor.id)
    const missing = await them.request('DELETE', '/api/documents/2147483000')
    expect(missing.status).toBe(404)
    const angelInvestor = await signedIn('angel', 'investor@angel.test')
    for (const [who, client] of [['another investor', them], ['another tenant’s investor', angelInvestor]] as const) {
      const response = await remove(client, id)
      expect(response.status, `${who}: ${show(response)}`).toBe(404)
      expect(response.text, who).toBe(missing.text)
    }
    // Nor may the investor delete any other document of their record (one staff shared with them included).
    const angelOwner = (await userByEmail(payload, (await tenantByCode(payload, 'angel')).id, 'investor@angel.test'))!
    const shared = (await payload.find({ collection: 'documents', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: angelOwner.id } }, { visibility: { equals: 'public' } }] }, overrideAccess: true, depth: 0, limit: 1 })).docs[0]
    expect(shared).toBeTruthy()
    expect((await remove(angelInvestor, shared.id)).status).toBe(404)
    expect(await stored(shared.id)).not.toBeNull()
    expect(await stored(id)).not.toBeNull()
    expect(await trail(other.id)).toHaveLength(0)
  })

  test('one staff added is kept: 403 with the reason, and no delete button', async () => {
    const id = await uploadedBy(staff, investor.id)
    const response = await remove(me, id)
    expect(response.status, show(response)).toBe(403)
    expect(response.json<{ message: string }>().message).toBe(IDENTITY_DELETE_NOT_YOURS)
    expect(await stored(id)).not.toBeNull()
    const page = await me.get('/investor/profile/identity')
    expect(page.text).not.toContain(`/api/documents/${id}`)
  })

  test('one staff may have relied on is kept: too old, evidence of a screening result, or on file when a result was recorded (409)', async () => {
    const keeper = await createTestUser(payload, demo, ROLE.user, { slug: 'identity-keeper' })
    const client = await signedIn('demo', keeper.email, TEST_PASSWORD)
    const screening = (days: number, evidence: number | null) =>
      payload.create({
        collection: 'investor-screenings',
        data: { investor: keeper.id, status: 'clear', check: 'uk', provider: 'manual', note: 'Checked by the test', evidenceDocument: evidence, tenant: demo.id, createdAt: new Date(Date.now() - days * 86_400_000).toISOString() },
        overrideAccess: true,
        depth: 0,
      })
    const refusedWith = async (id: number, reason: string) => {
      const response = await remove(client, id)
      expect(response.status, show(response)).toBe(409)
      expect(response.json<{ message: string }>().message).toBe(reason)
      expect(await stored(id)).not.toBeNull()
      expect((await client.get('/investor/profile/identity')).text).not.toContain(`/api/documents/${id}`)
    }
    const old = await uploadedBy(client, keeper.id)
    await payload.db.pool.query(`UPDATE documents SET created_at = now() - interval '15 days' WHERE id = $1`, [old])
    await refusedWith(old, IDENTITY_DELETE_TOO_OLD)

    const evidence = await uploadedBy(client, keeper.id)
    await screening(30, evidence)
    await refusedWith(evidence, IDENTITY_DELETE_CHECKED)

    const onFile = await uploadedBy(client, keeper.id)
    expect((await client.get('/investor/profile/identity')).text).toContain(`/api/documents/${onFile}`)
    await screening(0, null)
    await refusedWith(onFile, IDENTITY_DELETE_CHECKED)

    // A document uploaded after that result may go again.
    const newer = await uploadedBy(client, keeper.id)
    expect((await remove(client, newer)).status).toBe(200)
    expect(await trail(keeper.id)).toHaveLength(1)
  })

  test('staff still delete an investor’s identity document through the record', async () => {
    const id = await uploadedBy(me, investor.id)
    const response = await remove(staff, id)
    expect(response.status, show(response)).toBe(200)
    expect(await stored(id)).toBeNull()
  })
})

describe('staff mark an identity document reviewed (decision 037)', () => {
  const upload = async (as: TestClient, investorId: number, filename = `Passport ${Date.now()}.pdf`) => {
    const response = await uploadIdentity(as, investorId, { filename })
    expect(response.status, show(response)).toBe(201)
    return response.json<{ doc: { id: number } }>().doc.id
  }
  const review = (as: TestClient, id: number | string, body: Record<string, unknown> = {}, options: { csrf?: boolean } = {}) => as.request('POST', `/api/documents/${id}/review`, { body, ...options })
  const stored = (id: number) => payload.findByID({ collection: 'documents', id, depth: 0, overrideAccess: true, disableErrors: true })
  const listed = async (id: number) =>
    (await staff.get(`/api/documents/for/users/${investor.id}`)).json<{ documents: { id: number; identity?: { reviewed: { at: string; by: string } | null; reviewable: boolean } }[] }>().documents.find((doc) => doc.id === id)
  const reviewTrail = async (id: number) => (await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: id } }, { action: { equals: 'identity-document-reviewed' } }] }, overrideAccess: true, depth: 0 })).docs

  test('staff mark one the investor uploaded: who and when stored, a trail entry, and the investor can no longer delete it', async () => {
    const filename = `Passport to review ${Date.now()}.pdf`
    const id = await upload(me, investor.id, filename)
    expect((await listed(id))?.identity).toEqual({ reviewed: null, reviewable: true })
    expect((await staff.get(`/admin/investors/${investor.id}/details/documents`)).text).toContain(`/api/documents/${id}/review`)
    expect((await me.get('/investor/profile/identity')).text).toContain(`/api/documents/${id}`)

    // Who and when come from the session and the clock: a body naming them is refused whole; no anti-forgery token, nothing.
    const forged = await review(staff, id, { reviewedBy: other.id, reviewedAt: '2020-01-01T00:00:00.000Z' })
    expect(forged.status, show(forged)).toBe(422)
    expect((await review(staff, id, {}, { csrf: false })).status).toBe(419)
    expect((await stored(id))?.reviewedAt ?? null).toBeNull()

    const marked = await review(staff, id)
    expect(marked.status, show(marked)).toBe(200)
    const superAdmin = (await userByEmail(payload, demo.id, 'superadmin@demo.test'))!
    const row = (await stored(id))!
    expect(row.reviewedBy).toBe(superAdmin.id)
    expect(Date.now() - new Date(row.reviewedAt!).getTime()).toBeLessThan(120_000)
    expect(await reviewTrail(investor.id)).toEqual([expect.objectContaining({ actorType: 'user', actorId: superAdmin.id, changes: { reviewed: { from: null, to: filename } } })])
    expect((await listed(id))?.identity).toMatchObject({ reviewed: { at: row.reviewedAt, by: [superAdmin.name, superAdmin.surname].filter(Boolean).join(' ') }, reviewable: false })
    const tab = await staff.get(`/admin/investors/${investor.id}/details/documents`)
    expect(tab.text).toContain('data-testid="identity-reviewed"')
    expect(tab.text).not.toContain(`/api/documents/${id}/review`)

    // Kept: the investor's delete is a 409 with the reason, and the page shows "Kept" instead of the button.
    const refused = await me.request('DELETE', `/api/documents/${id}`)
    expect(refused.status, show(refused)).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe(IDENTITY_DELETE_REVIEWED)
    expect(await stored(id)).not.toBeNull()
    const page = (await me.get('/investor/profile/identity')).text
    expect(page).not.toContain(`/api/documents/${id}`)
    expect(page).toContain('Kept')

    // Once only.
    const again = await review(staff, id)
    expect(again.status, show(again)).toBe(409)
    expect(again.json<{ message: string }>().message).toBe(IDENTITY_REVIEW_ALREADY)
    expect(await reviewTrail(investor.id)).toHaveLength(1)
  })

  test('only an identity document the investor uploaded is marked (409 otherwise), and only by staff who may change the record (404 otherwise)', async () => {
    const byStaff = await upload(staff, other.id)
    const refused = await review(staff, byStaff)
    expect(refused.status, show(refused)).toBe(409)
    expect(refused.json<{ message: string }>().message).toBe(IDENTITY_REVIEW_NOT_INVESTORS)
    const otherListing = (await staff.get(`/api/documents/for/users/${other.id}`)).json<{ documents: { id: number; identity?: { reviewable: boolean } }[] }>().documents
    expect(otherListing.find((doc) => doc.id === byStaff)?.identity).toEqual({ reviewed: null, reviewable: false })

    const id = await upload(them, other.id)
    const creator = await createTestUser(payload, demo, ROLE.creator, { slug: 'review-creator' })
    const missing = await review(staff, 2147483000)
    expect(missing.status).toBe(404)
    for (const [who, client] of [
      ['the investor themselves', them],
      ['another investor', me],
      ['staff who may not change investors', await signedIn('demo', creator.email, TEST_PASSWORD)],
      ['another tenant’s Super Admin', await signedIn('angel', 'superadmin@angel.test')],
    ] as const) {
      const response = await review(client, id)
      expect(response.status, `${who}: ${show(response)}`).toBe(404)
    }
    for (const odd of ['0', 'abc', '99999999999']) expect((await review(staff, odd)).status, odd).toBe(404)
    const visitor = new TestClient('demo')
    await visitor.csrf()
    expect((await review(visitor, id)).status).toBe(401)
    expect((await stored(id))?.reviewedAt ?? null).toBeNull()
    expect(await reviewTrail(other.id)).toHaveLength(0)
  })
})

describe('/investor/pdf/{x}', () => {
  test('another investor’s shared and signed PDFs, another tenant’s, and odd ids are 404s', async () => {
    const demoInvestor = (await userByEmail(payload, demo.id, 'investor@demo.test'))!
    const { docs } = await payload.find({ collection: 'documents', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: demoInvestor.id } }, { contentType: { equals: 'application/pdf' } }] }, overrideAccess: true, depth: 0, limit: 50 })
    expect(docs.length).toBeGreaterThan(2)
    const owner = await signedIn('demo', 'investor@demo.test')
    const angelInvestor = await signedIn('angel', 'investor@angel.test')
    for (const doc of docs) {
      expect((await them.get(`/investor/pdf/${doc.id}`)).status, doc.filename).toBe(404)
      expect((await angelInvestor.get(`/investor/pdf/${doc.id}`)).status, doc.filename).toBe(404)
      // Staff download through the record, not the investor's address.
      expect((await staff.get(`/investor/pdf/${doc.id}`)).status, doc.filename).toBe(404)
    }
    // The owner gets the ones shared with them and their signed copies, not staff's private papers.
    const shared = docs.find((doc) => doc.filename === 'EIS tax certificate 2025-26.pdf')!
    expect((await owner.get(`/investor/pdf/${shared.id}`)).status).toBe(200)
    const privateOne = docs.find((doc) => doc.visibility === 'private' && !doc.purpose)
    if (privateOne) expect((await owner.get(`/investor/pdf/${privateOne.id}`)).status, privateOne.filename).toBe(404)
    for (const odd of ['0', '-1', 'abc', '1e3', '99999999999999999999']) expect((await owner.get(`/investor/pdf/${odd}`)).status, odd).toBe(404)
  })

  test('the statement is the investor’s own portfolio PDF; a visitor is sent to sign in', async () => {
    const statement = await me.get('/investor/pdf/statement')
    expect([303, 307, 308], show(statement)).toContain(statement.status)
    expect(statement.headers.location).toContain('/api/portfolio/export?format=pdf')
    const visitor = await new TestClient('demo').get('/investor/pdf/1')
    expect([303, 307, 308], show(visitor)).toContain(visitor.status)
    expect(visitor.headers.location).toContain('/login')
  })
})

describe('subscription', () => {
  test('where the tenant does not sell subscriptions the page and the instalment call are 404s and no link shows', async () => {
    const fund = await tenantByCode(payload, 'fund')
    expect(featuresOf(fund).subscriptions_enabled).toBe(false)
    const client = await signedIn('fund', 'investor@fund.test')
    expect((await client.get('/investor/profile/subscription')).status).toBe(404)
    expect((await client.get('/investor/profile/view')).text).not.toContain('/investor/profile/subscription')
    const plan = await client.request('POST', '/api/subscription-payment', { body: { investment: 1, instalments: 2 } })
    expect(plan.status, show(plan)).toBe(404)
  })

  test('where it does, the investor sees what they may pay by instalments', async () => {
    expect(featuresOf(demo).subscriptions_enabled).toBe(true)
    const client = await signedIn('demo', 'investor@demo.test')
    const page = await client.get('/investor/profile/subscription')
    expect(page.status, show(page)).toBe(200)
    expect(page.text).toContain('Your instalment plans')
    expect(page.text).toContain('/invest?investment=')
  })
})
