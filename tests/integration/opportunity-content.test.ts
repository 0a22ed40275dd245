import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { IMAGE_TYPE_REFUSED } from '@/domain/records/images'
import type { InvestmentOpportunity, Tenant } from '@/payload-types'
import { tinyPdf, tinyPng } from '@/seed/demo-files'

import { multipartBody } from '../support/documents'
import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// An opportunity's own content (issue 9 §5) through HTTP against the real server: one body schema
// and the collection's database rules refuse bad content with a field error and change nothing;
// the tenant's switches decide tax reliefs and categories; pictures are uploaded by staff and seen
// only by readers of an opportunity that shows them (investors once it is published), never by
// another tenant.

const API = '/api/investment-opportunities'
const FUTURE = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z'

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 400)}`
const fieldErrors = (response: TResponse) =>
  (response.json<{ errors?: { data?: { errors?: { path: string; message: string }[] } }[] }>().errors ?? []).flatMap((error) => error.data?.errors ?? [])

let payload: Payload
let demo: Tenant
let angel: Tenant
let fund: Tenant
const created: number[] = []
const clients = new Map<string, TestClient>()

async function client(tenant: string, role: string): Promise<TestClient> {
  const key = `${tenant}:${role}`
  let found = clients.get(key)
  if (!found) {
    found = new TestClient(tenant)
    await found.login(`${role}@${tenant}.test`)
    clients.set(key, found)
  }
  return found
}

/** An attribute option of a tenant by kind and name (the defaults of src/domain/attributes/default-attributes.ts). */
async function attribute(tenant: Tenant, kind: string, name: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'attribute-options',
    where: { and: [{ tenant: { equals: tenant.id } }, { kind: { equals: kind } }, { name: { equals: name } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`no ${kind} ${name} in ${tenant.code}`)
  return docs[0].id
}

async function createOpportunity(tenant: Tenant, stage: number, data: Record<string, unknown> = {}): Promise<InvestmentOpportunity> {
  const title = unique('content-test')
  const doc = await payload.create({
    collection: 'investment-opportunities',
    data: { title, slug: title, stage, targetAmount: 100_000_00, currency: 'GBP', closesAt: FUTURE, tenant: tenant.id, ...data } as never,
    overrideAccess: true,
    depth: 0,
  })
  created.push(doc.id)
  return doc
}

const stored = (id: number) => payload.findByID({ collection: 'investment-opportunities', id, depth: 0, overrideAccess: true })

function uploadImage(as: TestClient, bytes: Buffer, filename = 'picture.png') {
  return as.request('POST', '/api/images/upload', { raw: multipartBody({}, { filename, bytes, contentType: 'image/png' }) })
}

beforeAll(async () => {
  payload = await testPayload()
  ;[demo, angel, fund] = await Promise.all([tenantByCode(payload, 'demo'), tenantByCode(payload, 'angel'), tenantByCode(payload, 'fund')])
}, 120_000)

afterAll(async () => {
  if (payload && created.length) await payload.delete({ collection: 'investment-opportunities', where: { id: { in: created } }, overrideAccess: true })
})

describe('bad content is refused with a field error on its field, and nothing changes', () => {
  let row: InvestmentOpportunity
  let cases: Array<[string, () => Promise<Record<string, unknown>>, string, string]>

  beforeAll(async () => {
    row = await createOpportunity(demo, 1)
    cases = [
      [
        'a sub-type of another type',
        async () => ({ investmentType: await attribute(demo, 'investment-type', 'Debt'), investmentSubType: await attribute(demo, 'investment-sub-type', 'Seed') }),
        'investmentSubType',
        'Choose a sub-type of the chosen investment type',
      ],
      ['an industry of another tenant', async () => ({ industries: [await attribute(angel, 'industry', 'Fintech')] }), 'industries', 'Choose industries of this tenant'],
      ['an investor type where an industry goes', async () => ({ industries: [await attribute(demo, 'investor-type', 'Professional')] }), 'industries', 'Choose industries of this tenant'],
      ['a type of another tenant', async () => ({ investmentType: await attribute(angel, 'investment-type', 'Equity') }), 'investmentType', 'Choose an investment type of this tenant'],
      ['a minimum investment above the target', async () => ({ minimumInvestment: 100_000_01 }), 'minimumInvestment', 'The minimum investment cannot be more than the target amount'],
      ['a tax relief while tax is off', async () => ({ taxOptions: ['EIS'] }), 'taxOptions', 'Tax reliefs are switched off for this tenant (tax_enabled)'],
      ['a category while its flag is off', async () => ({ investmentCategories: [await attribute(demo, 'investment-category', 'Impact')] }), 'investmentCategories', 'Investment categories are switched off for this tenant'],
      ['a fractional share price', async () => ({ sharePrice: 12.5 }), 'sharePrice', 'Enter a whole number of minor units'],
      ['a key point without text', async () => ({ keyPoints: [{ text: 'Fine' }, { text: '   ' }] }), 'keyPoints.1.text', 'Write the key point'],
      ['a key date without a date', async () => ({ keyDates: [{ label: 'First close', date: '' }] }), 'keyDates.0.date', 'Enter the date'],
      ['a team member without a name', async () => ({ teamMembers: [{ name: '', role: 'CEO' }] }), 'teamMembers.0.name', 'Enter the name'],
      ['an unknown tax relief', async () => ({ taxOptions: ['NOPE'] }), 'taxOptions.0', 'Choose tax reliefs from the list'],
      ['rich text the editor cannot make', async () => ({ summary: { root: { type: 'root', children: [{ type: 'upload', value: 1 }] } } }), 'summary', 'Use paragraphs, headings, quotes and lists only.'],
    ]
  })

  test('each case', async () => {
    const admin = await client('demo', 'superadmin')
    for (const [label, body, field, message] of cases) {
      const response = await admin.request('PATCH', `${API}/${row.id}?depth=0`, { body: await body() })
      expect(response.status, `${label}: ${show(response)}`).toBe(400)
      expect(fieldErrors(response), label).toContainEqual(expect.objectContaining({ path: field, message }))
      const after = await stored(row.id)
      expect(after.updatedAt, label).toBe(row.updatedAt)
      expect([after.investmentType ?? null, after.industries ?? [], after.taxOptions ?? [], after.minimumInvestment ?? null, after.keyPoints ?? []], label).toEqual([null, [], [], null, []])
    }
  })

  test('a tenant id in the body is not trusted: attributes are checked against the session’s tenant', async () => {
    const admin = await client('demo', 'superadmin')
    const response = await admin.request('PATCH', `${API}/${row.id}?depth=0`, { body: { tenant: angel.id, industries: [await attribute(angel, 'industry', 'Fintech')] } })
    expect(response.status, show(response)).toBe(400)
    expect(fieldErrors(response).map((error) => error.path)).toContain('industries')
    expect((await stored(row.id)).tenant).toBe(demo.id)
  })
})

describe('good content is stored', () => {
  test('every field, with the stored rows kept on a partial update', async () => {
    const admin = await client('demo', 'superadmin')
    const row = await createOpportunity(demo, 1)
    const equity = await attribute(demo, 'investment-type', 'Equity')
    const body = {
      investmentType: equity,
      investmentSubType: await attribute(demo, 'investment-sub-type', 'Seed'),
      industries: [await attribute(demo, 'industry', 'Fintech'), await attribute(demo, 'industry', 'Deep tech')],
      investorTypes: [await attribute(demo, 'investor-type', 'Professional')],
      minimumInvestment: 1_000_00,
      valuation: 2_000_000_00,
      sharePrice: 125,
      keyPoints: [{ text: '  First point  ' }, { text: 'Second point' }],
      keyDates: [{ label: 'First close', date: '2031-01-31T00:00:00.000Z' }],
      teamMembers: [{ name: 'Ada Lovelace', role: 'CTO', bio: 'Wrote the first program.' }],
    }
    const response = await admin.request('PATCH', `${API}/${row.id}?depth=0`, { body })
    expect(response.status, show(response)).toBe(200)
    const after = await stored(row.id)
    expect(after).toMatchObject({ investmentType: equity, minimumInvestment: 1_000_00, valuation: 2_000_000_00, sharePrice: 125 })
    expect(after.keyPoints?.map((point) => point.text)).toEqual(['First point', 'Second point'])
    expect(after.teamMembers?.[0]).toMatchObject({ name: 'Ada Lovelace', role: 'CTO', image: null })
    // Changing only the title keeps the content (checked against the whole record).
    const renamed = await admin.request('PATCH', `${API}/${row.id}?depth=0`, { body: { title: `${row.title} renamed` } })
    expect(renamed.status, show(renamed)).toBe(200)
    expect((await stored(row.id)).keyPoints?.map((point) => point.text)).toEqual(['First point', 'Second point'])
  })

  test('tax reliefs where tax is on (angel), categories where their flag is on (fund)', async () => {
    const angelRow = await createOpportunity(angel, 1)
    const angelAdmin = await client('angel', 'superadmin')
    const taxed = await angelAdmin.request('PATCH', `${API}/${angelRow.id}?depth=0`, { body: { taxOptions: ['EIS', 'SEIS'] } })
    expect(taxed.status, show(taxed)).toBe(200)
    expect((await stored(angelRow.id)).taxOptions).toEqual(['EIS', 'SEIS'])
    const categories = await angelAdmin.request('PATCH', `${API}/${angelRow.id}?depth=0`, { body: { investmentCategories: [await attribute(angel, 'investment-category', 'Impact')] } })
    expect(categories.status, show(categories)).toBe(400)

    const fundRow = await createOpportunity(fund, 1)
    const fundAdmin = await client('fund', 'superadmin')
    const impact = await attribute(fund, 'investment-category', 'Impact')
    const classified = await fundAdmin.request('PATCH', `${API}/${fundRow.id}?depth=0`, { body: { investmentCategories: [impact], investmentCharacters: [await attribute(fund, 'investment-character', 'Growth')] } })
    expect(classified.status, show(classified)).toBe(200)
    expect((await stored(fundRow.id)).investmentCategories).toEqual([impact])
    const taxRefused = await fundAdmin.request('PATCH', `${API}/${fundRow.id}?depth=0`, { body: { taxOptions: ['EIS'] } })
    expect(taxRefused.status, show(taxRefused)).toBe(400)
    expect(fieldErrors(taxRefused).map((error) => error.path)).toEqual(['taxOptions'])
  })
})

describe('pictures', () => {
  test('an upload must be an image by its bytes, and staff only', async () => {
    const admin = await client('demo', 'superadmin')
    const pdf = await uploadImage(admin, tinyPdf(['not a picture']), 'renamed.png')
    expect(pdf.status, show(pdf)).toBe(422)
    expect(pdf.json<{ errors: { file: string[] } }>().errors.file).toEqual([IMAGE_TYPE_REFUSED])
    const svg = await uploadImage(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.png')
    expect(svg.status, show(svg)).toBe(422)
    const investor = await client('demo', 'investor')
    const byInvestor = await uploadImage(investor, await tinyPng())
    expect(byInvestor.status, show(byInvestor)).toBe(403)
    const tooBig = Buffer.concat([await tinyPng(), Buffer.alloc(5 * 1024 * 1024 + 1024)])
    for (const chunked of [false, true]) {
      const response = await admin.request('POST', '/api/images/upload', { raw: { ...multipartBody({}, { filename: 'huge.png', bytes: tooBig }), chunked } })
      expect(response.status, `chunked ${chunked}: ${show(response)}`).toBe(413)
      expect(response.json<{ errors: { file: string[] } }>().errors.file).toEqual(['The image is larger than the 5 MB limit.'])
    }
  })

  test('an image of another tenant cannot be put on an opportunity', async () => {
    const angelAdmin = await client('angel', 'superadmin')
    const uploaded = await uploadImage(angelAdmin, await tinyPng('#123456'))
    expect(uploaded.status, show(uploaded)).toBe(201)
    const foreignImage = uploaded.json<{ image: { id: number } }>().image.id
    const row = await createOpportunity(demo, 1)
    const admin = await client('demo', 'superadmin')
    const response = await admin.request('PATCH', `${API}/${row.id}?depth=0`, { body: { gallery: [{ image: foreignImage, caption: 'Not ours' }] } })
    expect(response.status, show(response)).toBe(400)
    expect(fieldErrors(response)).toContainEqual(expect.objectContaining({ path: 'gallery.0.image', message: 'Choose an uploaded image' }))
    expect((await stored(row.id)).gallery ?? []).toEqual([])
    // Nor seen by this tenant's staff.
    expect((await admin.get(`/api/images/${foreignImage}/file`)).status).toBe(404)
  })

  test('investors of the tenant see an opportunity’s pictures once it is published; another tenant never', async () => {
    const admin = await client('demo', 'superadmin')
    const uploaded = await uploadImage(admin, await tinyPng('#2a9d8f', 120, 80), 'site visit.png')
    expect(uploaded.status, show(uploaded)).toBe(201)
    const image = uploaded.json<{ image: { id: number; url: string; width: number; height: number; filename: string } }>().image
    expect(image).toMatchObject({ url: `/api/images/${image.id}/file`, width: 120, height: 80, filename: 'site visit.png' })
    const file = `/api/images/${image.id}/file`

    // The uploader sees it before any record shows it; nobody else does.
    const own = await admin.get(file)
    expect(own.status, show(own)).toBe(200)
    expect(own.headers['content-type']).toBe('image/png')
    expect(own.headers['x-content-type-options']).toBe('nosniff')
    expect(own.bytes.subarray(0, 4).toString('hex')).toBe('89504e47')
    const investor = await client('demo', 'investor')
    expect((await investor.get(file)).status).toBe(404)

    // On a draft: staff who may read it see it, investors still not.
    const draft = await createOpportunity(demo, 1)
    const attach = await admin.request('PATCH', `${API}/${draft.id}?depth=0`, { body: { gallery: [{ image: image.id, caption: 'Site visit' }], teamMembers: [{ name: 'Jane Doe', image: image.id }] } })
    expect(attach.status, show(attach)).toBe(200)
    expect((await (await client('demo', 'support')).get(file)).status).toBe(200)
    expect((await investor.get(file)).status).toBe(404)

    // Published (Live - External): the tenant's investors see it.
    const moved = await admin.request('POST', `${API}/${draft.id}/stage`, { body: { to: 2 } })
    expect(moved.status, show(moved)).toBe(200)
    const seen = await investor.get(file)
    expect(seen.status, show(seen)).toBe(200)
    expect(seen.bytes.equals(own.bytes)).toBe(true)
    // Another tenant: its investor and its superadmin get the same 404 as an id that does not exist.
    for (const other of [await client('angel', 'investor'), await client('angel', 'superadmin')]) expect((await other.get(file)).status).toBe(404)
    expect((await investor.get('/api/images/999999999/file')).status).toBe(404)
    expect((await new TestClient('demo').get(file)).status).toBe(401)

    // Back to internal: investors no longer see it.
    const internal = await admin.request('POST', `${API}/${draft.id}/stage`, { body: { to: 3 } })
    expect(internal.status, show(internal)).toBe(200)
    expect((await investor.get(file)).status).toBe(404)
  })

  test('generic REST on images is for operators only', async () => {
    const admin = await client('demo', 'superadmin')
    for (const response of [await admin.get('/api/images?depth=0'), await admin.request('POST', '/api/images?depth=0', { body: { filename: 'x.png' } })]) {
      expect([403, 404], show(response)).toContain(response.status)
    }
  })
})
