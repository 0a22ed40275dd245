import crypto from 'node:crypto'
import http from 'node:http'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { TTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { documentsConcernLinkedInvestor } from '@/access/investor-record-links'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { currentTotpCode, newTotpEnrolment } from '@/auth/operator-totp'
import { stagesFor } from '@/collections/investments/InvestmentOpportunities/stage-access'
import { holdsSubject } from '@/collections/investments/money/portfolio-figures'
import { featuresOf } from '@/tenancy/branding'
import { DOCUMENT_UPLOAD_BODY_CAP } from '@/domain/records/documents/limits'
import type { Tenant } from '@/payload-types'
import { tinyPdf } from '@/seed/demo-files'

import { storedKeys, upload, type TUploadTarget } from '../support/documents'
import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// Who may reach a record's documents (issue 9 §3), through HTTP on the server under test:
// - staff exactly as the record's own access says (read: list and download; update: upload and
//   delete), table-driven over every demo role from can() and the opportunity stage rules;
// - an investor only PUBLIC documents of an opportunity they may see in the portal;
// - nobody of another tenant, ever; a refusal is a 404 whatever the reason, so an id tells nothing;
// - the storage key never leaves the server, not even to operators; writes need the anti-forgery
//   token; a declared body beyond the platform cap is refused before it is read.

type TView = { id: number; downloadUrl: string }
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 200)}`

let payload: Payload
let demo: Tenant
let angel: Tenant
let deal: TUploadTarget
let marketed: TUploadTarget
let internal: TUploadTarget
let superadmin: TestClient
const made: number[] = []
const fixtures = {} as Record<'dealPrivate' | 'marketedPublic' | 'marketedPrivate' | 'internalPublic', TView>

async function uploadAs(client: TestClient, target: TUploadTarget, visibility = 'private', name = 'Fixture.pdf'): Promise<TResponse> {
  const response = await upload(client, target, { filename: name, bytes: tinyPdf([name]) }, { visibility })
  if (response.status === 201) made.push(response.json<{ doc: TView }>().doc.id)
  return response
}

async function fixture(target: TUploadTarget, visibility: string, name: string): Promise<TView> {
  const response = await uploadAs(superadmin, target, visibility, name)
  expect(response.status, show(response)).toBe(201)
  return response.json<{ doc: TView }>().doc
}

const exists = async (id: number) => (await payload.count({ collection: 'documents', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

async function signedIn(email: string, tenant = 'demo'): Promise<TestClient> {
  const client = new TestClient(tenant)
  await client.login(email)
  return client
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  const first = async (collection: 'deals' | 'investment-opportunities', stage?: number) =>
    (await payload.find({ collection, where: { and: [{ tenant: { equals: demo.id } }, ...(stage ? [{ stage: { equals: stage } }] : [])] }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!.id
  deal = { collection: 'deals', id: await first('deals') }
  marketed = { collection: 'investment-opportunities', id: await first('investment-opportunities', 2) }
  internal = { collection: 'investment-opportunities', id: await first('investment-opportunities', 3) }
  superadmin = await signedIn('superadmin@demo.test')
  fixtures.dealPrivate = await fixture(deal, 'public', 'Deal memo.pdf')
  fixtures.marketedPublic = await fixture(marketed, 'public', 'Teaser.pdf')
  fixtures.marketedPrivate = await fixture(marketed, 'private', 'Board minutes.pdf')
  fixtures.internalPublic = await fixture(internal, 'public', 'Not yet marketed.pdf')
}, 120_000)

afterAll(async () => {
  if (payload && made.length) await payload.delete({ collection: 'documents', where: { id: { in: made } }, overrideAccess: true })
})

/** What spec 6 and the record rules give a role on a deal and on a marketed (stage 2) opportunity. */
function expected(role: TRoleId) {
  const user = { role_id: role } as TTenantUser
  const staff = role !== ROLE.user
  return {
    deal: { read: staff && can(role, 'pipeline_deals', 'index'), update: staff && can(role, 'pipeline_deals', 'update') },
    opportunity: { read: stagesFor(user, 'read').includes(2), update: staff && stagesFor(user, 'update').includes(2) },
  }
}

describe.each(ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] })))('$label', ({ role }) => {
  let client: TestClient
  beforeAll(async () => {
    client = await signedIn(`${ROLE_SLUG[role]}@demo.test`)
  })

  test('lists and downloads a deal’s documents exactly when it may read the deal', async () => {
    const { read } = expected(role).deal
    const [list, download] = await Promise.all([client.get(`/api/documents/for/deals/${deal.id}`), client.get(fixtures.dealPrivate.downloadUrl)])
    expect(list.status, show(list)).toBe(read ? 200 : 404)
    // A public document of a deal is still no investor's: deals concern no investor.
    expect(download.status, show(download)).toBe(read ? 200 : 404)
  })

  test('uploads to and deletes from a deal exactly when it may update the deal', async () => {
    const { update } = expected(role).deal
    const uploaded = await uploadAs(client, deal, 'private', `By ${ROLE_SLUG[role]}.pdf`)
    expect(uploaded.status, show(uploaded)).toBe(update ? 201 : 404)
    const victim = await fixture(deal, 'private', `Victim of ${ROLE_SLUG[role]}.pdf`)
    const deleted = await client.request('DELETE', `/api/documents/${victim.id}`)
    expect(deleted.status, show(deleted)).toBe(update ? 200 : 404)
    expect(await exists(victim.id)).toBe(!update)
  })

  test('on a marketed opportunity: staff as the stage rules say; an investor the public documents only', async () => {
    const { read, update } = expected(role).opportunity
    const investor = role === ROLE.user
    const [list, publicDoc, privateDoc, internalDoc] = await Promise.all([
      client.get(`/api/documents/for/investment-opportunities/${marketed.id}`),
      client.get(fixtures.marketedPublic.downloadUrl),
      client.get(fixtures.marketedPrivate.downloadUrl),
      client.get(fixtures.internalPublic.downloadUrl),
    ])
    expect(list.status, show(list)).toBe(read ? 200 : 404)
    if (read) {
      const ids = list.json<{ documents: TView[] }>().documents.map((doc) => doc.id)
      expect(ids).toContain(fixtures.marketedPublic.id)
      expect(ids.includes(fixtures.marketedPrivate.id)).toBe(!investor)
    }
    expect(publicDoc.status, show(publicDoc)).toBe(read ? 200 : 404)
    expect(privateDoc.status, show(privateDoc)).toBe(read && !investor ? 200 : 404)
    // An internal (stage 3) opportunity's public documents: staff whose stages include it, and an investor who holds it (decision 032).
    const self = investor ? (await payload.find({ collection: 'users', where: { email: { equals: 'investor@demo.test' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!.id : null
    const holdsInternal = self !== null && (await holdsSubject(payload, { investorId: self, tenantId: demo.id, fundsEnabled: featuresOf(demo).funds_enabled }, { kind: 'opportunity', id: internal.id }))
    const internalReadable = stagesFor({ role_id: role } as TTenantUser, 'read').includes(3) || holdsInternal
    expect(internalDoc.status, show(internalDoc)).toBe(internalReadable ? 200 : 404)
    const uploaded = await uploadAs(client, marketed, 'public', `Opportunity by ${ROLE_SLUG[role]}.pdf`)
    expect(uploaded.status, show(uploaded)).toBe(update ? 201 : 404)
  })
})

describe('investors', () => {
  test('one whose onboarding is not done (terms pending) gets no public document', async () => {
    const newcomer = await signedIn('newinvestor@demo.test')
    expect((await newcomer.get(fixtures.marketedPublic.downloadUrl)).status).toBe(404)
    expect((await newcomer.get(`/api/documents/for/investment-opportunities/${marketed.id}`)).status).toBe(404)
  })

  test('an id is not enough: of every document id, an investor downloads only the public ones of opportunities it may see, of what it holds and of its own record', async () => {
    const investor = await signedIn('investor@demo.test')
    const self = (await payload.find({ collection: 'users', where: { email: { equals: 'investor@demo.test' } }, depth: 0, limit: 1, overrideAccess: true })).docs[0]!.id
    const { docs } = await payload.find({ collection: 'documents', depth: 0, limit: 500, pagination: false, overrideAccess: true, sort: '-id' })
    const marketedStage2 = new Set(
      (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: demo.id } }, { stage: { equals: 2 } }] }, depth: 0, limit: 500, pagination: false, overrideAccess: true })).docs.map(
        (opportunity) => opportunity.id,
      ),
    )
    const HELD = { 'investment-opportunities': 'opportunity', funds: 'fund', companies: 'company' } as const
    // Update reports' attachments: the live ones addressed to the investor or to every investor (decision 033).
    const { rows: addressed } = await payload.db.pool.query<{ id: number }>(
      `SELECT id FROM update_reports WHERE tenant_id = $1 AND status = 'live' AND (audience = 'tenant' OR id IN (SELECT report_id FROM update_report_recipients WHERE user_id = $2))`,
      [demo.id, self],
    )
    const reports = new Set(addressed.map((row) => row.id))
    const scope = { investorId: self, tenantId: demo.id, fundsEnabled: featuresOf(demo).funds_enabled }
    for (const doc of docs) {
      // An opportunity's public documents while the portal shows it; the investor's own public documents (their record, issue 11);
      // those of an opportunity, fund or company they hold, themselves or through an organisation or account they act for (decision 032);
      // those of the organisations they sign for and the methods they hold an account in (decision 038).
      const kind = doc.tenant === demo.id ? HELD[doc.targetCollection as keyof typeof HELD] : undefined
      const held = kind ? await holdsSubject(payload, scope, { kind, id: doc.targetId }) : false
      // An organisation they sign for, an investment method they hold an account in (decision 038).
      const linked =
        doc.tenant === demo.id && (doc.targetCollection === 'organisations' || doc.targetCollection === 'investment-methods')
          ? await documentsConcernLinkedInvestor(payload, self, demo.id, { collection: doc.targetCollection, id: doc.targetId })
          : false
      const concerns =
        (doc.targetCollection === 'investment-opportunities' && marketedStage2.has(doc.targetId)) ||
        (doc.targetCollection === 'users' && doc.targetId === self) ||
        (doc.targetCollection === 'update-reports' && doc.tenant === demo.id && reports.has(doc.targetId)) ||
        held ||
        linked
      const mayHave = doc.visibility === 'public' && concerns && doc.tenant === demo.id
      const response = await investor.get(`/api/documents/${doc.id}/download`)
      expect(response.status, `document ${doc.id} (${doc.visibility}, ${doc.targetCollection} ${doc.targetId}, tenant ${doc.tenant})`).toBe(mayHave ? 200 : 404)
    }
  })
})

describe('another tenant', () => {
  test("its staff can neither list, download, upload to nor delete this tenant's documents", async () => {
    const outsider = await signedIn('superadmin@angel.test', 'angel')
    expect((await outsider.get(`/api/documents/for/deals/${deal.id}`)).status).toBe(404)
    for (const doc of Object.values(fixtures)) expect((await outsider.get(doc.downloadUrl)).status).toBe(404)
    const before = await storedKeys('disk', `t${demo.id}/`)
    expect((await uploadAs(outsider, deal, 'public')).status).toBe(404)
    expect((await storedKeys('disk', `t${demo.id}/`)).length).toBe(before.length)
    const deleted = await outsider.request('DELETE', `/api/documents/${fixtures.dealPrivate.id}`)
    expect(deleted.status).toBe(404)
    expect(await exists(fixtures.dealPrivate.id)).toBe(true)
  })

  test("its investors get none of this tenant's public documents", async () => {
    const outsider = await signedIn('investor@angel.test', 'angel')
    expect((await outsider.get(fixtures.marketedPublic.downloadUrl)).status).toBe(404)
  })

  test('its folders cannot be used or removed from here', async () => {
    const folder = await payload.create({ collection: 'document-folders', data: { name: unique('angel-folder'), tenant: angel.id }, overrideAccess: true })
    try {
      const response = await upload(superadmin, deal, { filename: 'Into angel.pdf', bytes: tinyPdf(['x']) }, { folder: folder.id })
      expect(response.status, show(response)).toBe(422)
      expect((await superadmin.request('DELETE', `/api/document-folders/${folder.id}`)).status).toBe(404)
    } finally {
      await payload.delete({ collection: 'document-folders', id: folder.id, overrideAccess: true })
    }
  })
})

describe('no session, no token, no generic REST', () => {
  test('without a session: 401 for every document call', async () => {
    const anonymous = new TestClient('demo')
    await anonymous.csrf()
    expect((await anonymous.get(fixtures.marketedPublic.downloadUrl)).status).toBe(401)
    expect((await anonymous.get(`/api/documents/for/investment-opportunities/${marketed.id}`)).status).toBe(401)
    expect((await upload(anonymous, deal, { filename: 'x.pdf', bytes: tinyPdf(['x']) })).status).toBe(401)
  })

  test('uploads, deletes and folders need the anti-forgery token (419), and nothing changes without it', async () => {
    const before = await storedKeys('disk', `t${demo.id}/`)
    const forged = await upload(superadmin, deal, { filename: 'Forged.pdf', bytes: tinyPdf(['forged']) }, { csrf: false })
    expect(forged.status, show(forged)).toBe(419)
    expect((await storedKeys('disk', `t${demo.id}/`)).length).toBe(before.length)
    expect((await superadmin.request('DELETE', `/api/documents/${fixtures.dealPrivate.id}`, { csrf: false })).status).toBe(419)
    expect(await exists(fixtures.dealPrivate.id)).toBe(true)
    expect((await superadmin.request('POST', '/api/document-folders', { body: { name: 'Forged' }, csrf: false })).status).toBe(419)
  })

  test('the generic REST of documents is closed to tenant users: no list, no create with a chosen storage key, no edit', async () => {
    expect((await superadmin.get('/api/documents?limit=5')).status).toBe(403)
    const created = await superadmin.request('POST', '/api/documents', {
      body: { targetCollection: 'deals', targetId: deal.id, visibility: 'public', filename: 'x.pdf', storageKey: `t${demo.id}/${'0'.repeat(32)}`, contentType: 'application/pdf', size: 1, sha256: 'x' },
    })
    expect(created.status, show(created)).toBe(403)
    const edited = await superadmin.request('PATCH', `/api/documents/${fixtures.marketedPrivate.id}`, { body: { visibility: 'public' } })
    expect(edited.status, show(edited)).toBe(403)
    const investor = await signedIn('investor@demo.test')
    expect((await investor.get(fixtures.marketedPrivate.downloadUrl)).status).toBe(404)
  })

  test('tenant-wide folders are for roles that manage attributes', async () => {
    const allowed = await superadmin.request('POST', '/api/document-folders', { body: { name: unique('Tenant folder') } })
    expect(allowed.status, show(allowed)).toBe(201)
    expect((await superadmin.request('DELETE', `/api/document-folders/${allowed.json<{ doc: { id: number } }>().doc.id}`)).status).toBe(200)
    const entrepreneur = await signedIn('entrepreneur@demo.test')
    expect(can(ROLE.entrepreneur, 'attributes', 'create')).toBe(false)
    expect((await entrepreneur.request('POST', '/api/document-folders', { body: { name: unique('Tenant folder') } })).status).toBe(404)
  })

  test('operators read document rows in the console without the storage key and cannot delete or download them', async () => {
    const password = `operator-${crypto.randomBytes(8).toString('hex')}`
    const email = `${unique('docs-op')}@console.test`
    const operator = await payload.create({ collection: 'operators', data: { email, password }, overrideAccess: true })
    const { secret } = newTotpEnrolment(email)
    await payload.db.updateOne({ collection: 'operators', id: operator.id, data: { totpSecret: secret } })
    try {
      const consoleClient = new TestClient('demo')
      await consoleClient.csrf()
      const login = await consoleClient.request('POST', '/api/operators/login', { body: { email, password: `${password} ${await currentTotpCode(secret)}` } })
      expect(login.status, show(login)).toBe(200)
      const origin = { origin: 'https://localhost' }
      const list = await consoleClient.get(`/api/documents?limit=100&depth=0&where[id][in]=${made.join(',')}`, origin)
      expect(list.status, show(list)).toBe(200)
      const docs = list.json<{ docs: Record<string, unknown>[] }>().docs
      expect(docs.length).toBeGreaterThan(0)
      for (const doc of docs) expect(doc).not.toHaveProperty('storageKey')
      const one = await consoleClient.get(`/api/documents/${fixtures.marketedPrivate.id}?depth=0`, origin)
      expect(one.status).toBe(200)
      expect(one.json()).not.toHaveProperty('storageKey')
      expect([401, 404]).toContain((await consoleClient.get(fixtures.marketedPrivate.downloadUrl, origin)).status)
      expect([401, 403, 404]).toContain((await consoleClient.request('DELETE', `/api/documents/${fixtures.marketedPrivate.id}`, { headers: origin })).status)
      expect(await exists(fixtures.marketedPrivate.id)).toBe(true)
    } finally {
      await payload.delete({ collection: 'operators', id: operator.id, overrideAccess: true })
    }
  })
})

describe('limits', () => {
  test('a body declared longer than the platform cap is refused with 413 before it is read', async () => {
    const url = new URL(process.env.APP_URL ?? 'http://localhost:3100')
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          hostname: url.hostname,
          port: url.port,
          path: '/api/documents/upload',
          method: 'POST',
          headers: { host: superadmin.host, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(DOCUMENT_UPLOAD_BODY_CAP + 1) },
        },
        (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
      // Headers only: a server that waited for the body would never answer.
      req.flushHeaders()
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ errors: { file: ['The file is larger than the 50 MB limit.'] } })
  })

  test("the tenant's own limit applies (after the tenant cache's few seconds)", async () => {
    const capital = await tenantByCode(payload, 'capital')
    const client = await signedIn('superadmin@capital.test', 'capital')
    const capitalDeal = (await payload.find({ collection: 'deals', where: { tenant: { equals: capital.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const bytes = Buffer.concat([tinyPdf(['over four kilobytes']), Buffer.alloc(5000, 0x20)])
    await payload.update({ collection: 'tenants', id: capital.id, data: { documentMaxBytes: 4096 }, overrideAccess: true })
    try {
      let response: TResponse | null = null
      for (let attempt = 0; attempt < 30; attempt++) {
        response = await upload(client, { collection: 'deals', id: capitalDeal.id }, { filename: 'Over the tenant limit.pdf', bytes })
        if (response.status === 201) made.push(response.json<{ doc: TView }>().doc.id)
        if (response.status === 413) break
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect(response!.status, show(response!)).toBe(413)
      expect(response!.json()).toMatchObject({ errors: { file: ['The file is larger than the 4 KB limit.'] } })
    } finally {
      await payload.update({ collection: 'tenants', id: capital.id, data: { documentMaxBytes: capital.documentMaxBytes ?? null }, overrideAccess: true })
    }
  })
})
