import crypto from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { mayOnInvestorCompliance } from '@/access/investor-compliance'
import { can } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { signingTemplatePdf } from '@/seed/signing-templates'
import { tinyPdf } from '@/seed/demo-files'
import type { Tenant, User } from '@/payload-types'

import { multipartBody } from '../support/documents'
import { TestClient, type TResponse } from '../support/http-client'
import { createTestUser, deleteRunUsers, TEST_PASSWORD, tenantByCode, testPayload } from '../support/payload'
import { pdfText } from '../support/pdf-text'

// issue 11 §8 e-signature (decision 027) over HTTP on the real database: an investor's agreement is
// uploaded for signing, signed with a typed or drawn signature by the roles can() allows, stamped by
// the server with the SHA-256 of the original (which stays as it was), saved as a PRIVATE document of
// the investor and recorded in the trail; nothing crosses tenants or reaches other investors.

let payload: Payload
let demo: Tenant
let angel: Tenant
let investor: User
let otherInvestor: User
const clients = new Map<TRoleId, TestClient>()
const client = (role: TRoleId) => clients.get(role)!
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex')
const mayShow = (role: TRoleId) => can(role, 'admin_area', 'show') && can(role, 'investors', 'show')
const maySign = (role: TRoleId) => mayShow(role) && mayOnInvestorCompliance(role, 'sign')

type TSigned = { signature: { id: number; originalSha256: string; signedSha256: string; ipAddress: string }; document: { id: number; filename: string; downloadUrl: string }; redirect: string }

/** Uploads a PDF to the investor's record as `client`, for signing when `purpose` is given. */
function uploadFor(as: TestClient, investorId: number, bytes: Buffer, options: { purpose?: string; filename?: string; collection?: string } = {}) {
  const fields: Record<string, string | number> = { targetCollection: options.collection ?? 'users', targetId: investorId, visibility: 'private' }
  if (options.purpose) fields.purpose = options.purpose
  return as.request('POST', '/api/documents/upload', { raw: multipartBody(fields, { filename: options.filename ?? 'Investment agreement.pdf', bytes, contentType: 'application/pdf' }) })
}

async function agreementOf(owner: User, purpose = 'investment_agreement'): Promise<{ id: number; bytes: Buffer }> {
  const bytes = await signingTemplatePdf(purpose === 'consent' ? 'consent' : 'investment_agreement', 'Demo Capital')
  const response = await uploadFor(client(ROLE.superAdmin), owner.id, bytes, { purpose })
  expect(response.status, show(response)).toBe(201)
  return { id: response.json<{ doc: { id: number } }>().doc.id, bytes }
}

const sign = (as: TestClient, investorId: number, documentId: number, extra: Record<string, unknown> = {}) =>
  as.request('POST', '/api/document-signatures/sign', { body: { investor: investorId, document: documentId, method: 'typed', typedName: 'Test Signer', agreed: true, ...extra } })

const countOf = async (collection: 'documents' | 'document-signatures', investorId: number) =>
  (await payload.count({ collection, where: collection === 'documents' ? { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: investorId } }] } : { investor: { equals: investorId } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  angel = await tenantByCode(payload, 'angel')
  investor = await createTestUser(payload, demo, ROLE.user, { slug: 'signer' })
  otherInvestor = await createTestUser(payload, demo, ROLE.user, { slug: 'other-signer' })
  await Promise.all(
    ROLE_IDS.filter((role) => role !== ROLE.user).map(async (role) => {
      const c = new TestClient('demo')
      await c.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, c)
    }),
  )
  const self = new TestClient('demo')
  await self.login(investor.email, TEST_PASSWORD)
  clients.set(ROLE.user, self)
}, 120_000)

afterAll(async () => {
  await deleteRunUsers(payload)
})

describe('documents to sign', () => {
  test('an investor’s PDF is uploaded for signing; another type, or another record, is refused and nothing is stored', async () => {
    const { id } = await agreementOf(investor)
    const row = await payload.findByID({ collection: 'documents', id, overrideAccess: true, depth: 0 })
    expect(row.purpose).toBe('investment_agreement')
    const before = await countOf('documents', investor.id)
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer()
    const image = await client(ROLE.superAdmin).request('POST', '/api/documents/upload', {
      raw: multipartBody({ targetCollection: 'users', targetId: investor.id, purpose: 'consent' }, { filename: 'consent.png', bytes: png, contentType: 'image/png' }),
    })
    expect(image.status, show(image)).toBe(422)
    expect(image.json<{ errors: Record<string, string[]> }>().errors.file).toEqual(['A document to sign must be a PDF.'])
    const deal = (await payload.find({ collection: 'deals', where: { tenant: { equals: demo.id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
    const onDeal = await uploadFor(client(ROLE.superAdmin), deal.id, tinyPdf(['x']), { purpose: 'consent', collection: 'deals' })
    expect(onDeal.status, show(onDeal)).toBe(422)
    expect(await countOf('documents', investor.id)).toBe(before)
  })
})

describe('signing, per role (can(): investors update)', () => {
  test.each(roles)('$label ($role)', async ({ role }) => {
    const { id } = await agreementOf(investor)
    const [page, tab] = await Promise.all([client(role).get(`/admin/investors/${investor.id}/sign-pdf/${id}`), client(role).get(`/admin/investors/${investor.id}/details/investment-documents`)])
    const response = await sign(client(role), investor.id, id)
    if (maySign(role)) {
      expect(response.status, show(response)).toBe(201)
      expect(page.status, show(page)).toBe(200)
      expect(page.text).toContain('Sign and save')
      expect(tab.status).toBe(200)
      expect(tab.text).toContain(`/admin/investors/${investor.id}/sign-pdf/${id}`)
    } else {
      expect(response.status, show(response)).toBe(403)
      expect(page.status === 403 || page.status === 302 || page.status === 307, `page ${page.status}`).toBe(true)
      if (mayShow(role)) {
        expect(tab.status).toBe(200)
        expect(tab.text).not.toContain('/sign-pdf/')
      }
    }
  })
})

describe('the signed copy', () => {
  let original: { id: number; bytes: Buffer }
  let signed: TSigned
  let signedBytes: Buffer
  const signer = () => client(ROLE.superAdmin)

  beforeAll(async () => {
    original = await agreementOf(investor)
    const response = await sign(signer(), investor.id, original.id, { typedName: 'Test Signer' })
    expect(response.status, show(response)).toBe(201)
    signed = response.json<TSigned>()
    const download = await signer().get(signed.document.downloadUrl)
    expect(download.status, show(download)).toBe(200)
    signedBytes = download.bytes
  })

  test('is stamped with the SHA-256 of the original, which is unchanged, and the signer’s IP address', async () => {
    const again = await signer().get(`/api/documents/${original.id}/download`)
    expect(again.bytes.equals(original.bytes)).toBe(true)
    expect(signed.signature.originalSha256).toBe(sha256(original.bytes))
    expect(signed.signature.signedSha256).toBe(sha256(signedBytes))
    expect(signed.signature.ipAddress).toBe(signer().address)
    const text = await pdfText(signedBytes)
    expect(text).toContain(sha256(original.bytes))
    expect(text).toContain(signer().address)
    expect(text).toContain(`INV-${investor.id}`)
    expect(signed.redirect).toBe(`/admin/investors/${investor.id}/details/investment-documents`)
  })

  test('is a private document of the investor: staff read it; the investor, other investors and other tenants get a 404', async () => {
    const row = await payload.findByID({ collection: 'documents', id: signed.document.id, overrideAccess: true, depth: 0 })
    expect(row).toMatchObject({ visibility: 'private', targetCollection: 'users', targetId: investor.id, purpose: 'investment_agreement', tenant: demo.id })
    const other = new TestClient('demo')
    await other.login(otherInvestor.email, TEST_PASSWORD)
    const angelInvestor = new TestClient('angel')
    await angelInvestor.login('investor@angel.test')
    const angelAdmin = new TestClient('angel')
    await angelAdmin.login('superadmin@angel.test')
    for (const [who, as] of [
      ['the investor', client(ROLE.user)],
      ['another investor', other],
      ['an investor of another tenant', angelInvestor],
      ['a super admin of another tenant', angelAdmin],
    ] as const) {
      const download = await as.get(signed.document.downloadUrl)
      expect(download.status, `${who}: ${show(download)}`).toBe(404)
    }
    const documentsTab = await client(ROLE.adviser).get(`/admin/investors/${investor.id}/details/documents`)
    expect(documentsTab.text).toContain(signed.document.filename)
  })

  test('the trail records it, and the tab lists it with its evidence', async () => {
    const { docs } = await payload.find({ collection: 'activities', where: { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: investor.id } }, { action: { equals: 'document-signed' } }] }, overrideAccess: true, depth: 0 })
    expect(docs.length).toBeGreaterThan(0)
    const tab = await signer().get(`/admin/investors/${investor.id}/details/investment-documents`)
    expect(tab.status).toBe(200)
    expect(tab.text).toContain(signed.document.downloadUrl)
    expect(tab.text).toContain(signer().address)
  })

  test('a signed copy is not itself signed again; the signatures are never changed or removed', async () => {
    const again = await sign(signer(), investor.id, signed.document.id)
    expect(again.status, show(again)).toBe(404)
    const patch = await signer().request('PATCH', `/api/document-signatures/${signed.signature.id}`, { body: { signerName: 'Someone else' } })
    expect(patch.status).not.toBe(200)
    const remove = await signer().request('DELETE', `/api/document-signatures/${signed.signature.id}`)
    expect(remove.status).not.toBe(200)
    await expect(payload.update({ collection: 'document-signatures', id: signed.signature.id, data: { signerName: 'x' }, overrideAccess: true })).rejects.toThrow()
    const row = await payload.findByID({ collection: 'document-signatures', id: signed.signature.id, overrideAccess: true, depth: 0 })
    expect(row.signerName).toBe('Test signer')
  })
})

describe('drawn signatures and bad input', () => {
  test('a drawn signature is signed; a blank drawing, a name the PDF cannot show or no agreement is refused and nothing is stored', async () => {
    const { id } = await agreementOf(otherInvestor, 'consent')
    const blank = await sharp({ create: { width: 480, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer()
    const stroke = await sharp(blank).composite([{ input: Buffer.from('<svg width="480" height="160"><path d="M10 100 L200 40 L400 120" stroke="black" stroke-width="4" fill="none"/></svg>') }]).png().toBuffer()
    const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`
    const before = [await countOf('documents', otherInvestor.id), await countOf('document-signatures', otherInvestor.id)]
    const refusals: [Record<string, unknown>, string][] = [
      [{ method: 'drawn', drawing: dataUrl(blank), typedName: undefined }, 'drawing'],
      [{ method: 'drawn', drawing: 'data:image/png;base64,AAAA', typedName: undefined }, 'drawing'],
      [{ typedName: '田中 芽衣' }, 'typedName'],
      [{ typedName: '' }, 'typedName'],
      [{ agreed: false }, 'agreed'],
    ]
    for (const [extra, field] of refusals) {
      const response = await sign(client(ROLE.superAdmin), otherInvestor.id, id, extra)
      expect(response.status, `${JSON.stringify(extra).slice(0, 60)}: ${show(response)}`).toBe(422)
      expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors)).toContain(field)
    }
    expect([await countOf('documents', otherInvestor.id), await countOf('document-signatures', otherInvestor.id)]).toEqual(before)
    const drawn = await sign(client(ROLE.superAdmin), otherInvestor.id, id, { method: 'drawn', drawing: dataUrl(stroke), typedName: undefined })
    expect(drawn.status, show(drawn)).toBe(201)
    expect(drawn.json<TSigned>().redirect).toBe(`/admin/investors/${otherInvestor.id}/details/investor-consent`)
    const consentTab = await client(ROLE.superAdmin).get(`/admin/investors/${otherInvestor.id}/details/investor-consent`)
    expect(consentTab.text).toContain('What the investor agreed to')
    expect(consentTab.text).toContain(drawn.json<TSigned>().document.downloadUrl)
  })
})

describe('isolation', () => {
  test('another tenant, another investor’s document, a document not for signing or a staff account: 404, nothing stored', async () => {
    const { id } = await agreementOf(investor)
    const plain = await uploadFor(client(ROLE.superAdmin), investor.id, tinyPdf(['Not for signing']), { filename: 'Note.pdf' })
    expect(plain.status, show(plain)).toBe(201)
    const angelAdmin = new TestClient('angel')
    await angelAdmin.login('superadmin@angel.test')
    const staff = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: demo.id } }, { email: { equals: 'adviser@demo.test' } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0]
    const before = await payload.count({ collection: 'document-signatures', overrideAccess: true })
    const attempts: [string, TestClient, number, number][] = [
      ['a super admin of another tenant', angelAdmin, investor.id, id],
      ['the document with another investor', client(ROLE.superAdmin), otherInvestor.id, id],
      ['a document not for signing', client(ROLE.superAdmin), investor.id, plain.json<{ doc: { id: number } }>().doc.id],
      ['a staff account', client(ROLE.superAdmin), staff.id, id],
      ['an unknown document', client(ROLE.superAdmin), investor.id, 999_999_999],
    ]
    for (const [what, as, investorId, documentId] of attempts) {
      const response = await sign(as, investorId, documentId)
      expect(response.status, `${what}: ${show(response)}`).toBe(404)
      const page = await as.get(`/admin/investors/${investorId}/sign-pdf/${documentId}`)
      expect(page.status, `${what} (page)`).toBe(404)
    }
    expect((await payload.count({ collection: 'document-signatures', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    // The REST list of signatures is the reader's tenant's only.
    const list = await angelAdmin.get('/api/document-signatures?limit=1000&depth=0')
    expect(list.status, show(list)).toBe(200)
    expect(list.json<{ docs: { tenant: number }[] }>().docs.every((row) => row.tenant === angel.id)).toBe(true)
  })

  test('no session: 401', async () => {
    const anonymous = new TestClient('demo')
    await anonymous.csrf()
    const response = await sign(anonymous, investor.id, 1)
    expect(response.status, show(response)).toBe(401)
  })
})
