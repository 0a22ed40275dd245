import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { Deal, Document, InvestmentOpportunity, Tenant } from '@/payload-types'
import { DOCUMENT_TYPE_REFUSED } from '@/domain/records/documents/document-types'
import { DEFAULT_DOCUMENT_MAX_BYTES } from '@/domain/records/documents/limits'
import { tinyPdf, tinyPng } from '@/seed/demo-files'

import { secondAppUrl } from '../support/app-server'
import { executableBytes, htmlBytes, multipartBody, sha256, storedBytes, storedKeys, tinyDocx, upload, zipOf, type TStoreKind } from '../support/documents'
import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload } from '../support/payload'
import { runS3Server } from '../support/s3-server'

// Documents on records (issue 9 §3), through HTTP against a real server, once with the local-disk
// store (the server under test) and once with the S3 store (a second server of the same build,
// against the run's s3rver). The store is looked at directly, not through the app's code.

type TView = { id: number; filename: string; contentType: string; size: number; sha256: string; visibility: string; folder: number | null; downloadUrl: string }
type TListing = { canUpdate: boolean; publicOnly: boolean; maxBytes: number; folders: { id: number; name: string; path: string; tenantWide: boolean }[]; documents: TView[] }

const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`

let payload: Payload
let demo: Tenant
let deal: Deal
let marketed: InvestmentOpportunity
const made: number[] = []

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  deal = (await payload.find({ collection: 'deals', where: { tenant: { equals: demo.id } }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
  marketed = (await payload.find({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: demo.id } }, { stage: { equals: 2 } }] }, sort: 'id', limit: 1, depth: 0, overrideAccess: true })).docs[0]!
})

afterAll(async () => {
  if (payload && made.length) await payload.delete({ collection: 'documents', where: { id: { in: made } }, overrideAccess: true })
})

/** The row as stored, storage key included. */
const row = async (id: number): Promise<Document | null> =>
  (await payload.find({ collection: 'documents', where: { id: { equals: id } }, showHiddenFields: true, overrideAccess: true, depth: 0 })).docs[0] ?? null

const rowCount = async () => (await payload.count({ collection: 'documents', where: { tenant: { equals: demo.id } }, overrideAccess: true })).totalDocs

describe.each(['disk', 's3'] as TStoreKind[])('documents on the %s store', (kind) => {
  let s3: ReturnType<typeof runS3Server> = null
  let staff: TestClient
  let investor: TestClient
  const prefix = () => `t${demo.id}/`
  const dealTarget = () => ({ collection: 'deals', id: deal.id })
  const opportunityTarget = () => ({ collection: 'investment-opportunities', id: marketed.id })

  beforeAll(async () => {
    // The S3 store: the run's second server keeps documents in the run's s3rver.
    let server: string | undefined
    if (kind === 's3') {
      s3 = runS3Server()
      server = secondAppUrl()
    }
    staff = new TestClient('demo', server)
    investor = new TestClient('demo', server)
    await staff.login('superadmin@demo.test')
    await investor.login('investor@demo.test')
  }, 240_000)

  async function uploaded(response: TResponse): Promise<{ view: TView; stored: Document }> {
    expect(response.status, show(response)).toBe(201)
    const view = response.json<{ doc: TView }>().doc
    made.push(view.id)
    const stored = (await row(view.id))!
    expect(response.text).not.toContain(stored.storageKey)
    return { view, stored }
  }

  test('a public PDF goes up as sent and comes down, as an attachment, to staff and to an investor who may see the opportunity', async () => {
    const bytes = tinyPdf(['Information memorandum', kind])
    const { view, stored } = await uploaded(await upload(staff, opportunityTarget(), { filename: 'Memorandum.pdf', bytes }, { visibility: 'public' }))
    expect(view).toMatchObject({ filename: 'Memorandum.pdf', contentType: 'application/pdf', size: bytes.length, sha256: sha256(bytes), visibility: 'public', downloadUrl: `/api/documents/${view.id}/download` })
    expect(view).not.toHaveProperty('storageKey')
    expect(stored.storageKey).toMatch(new RegExp(`^t${demo.id}/[a-f0-9]{32}$`))
    expect(await storedBytes(kind, stored.storageKey, s3 ?? undefined)).toEqual(bytes)

    for (const client of [staff, investor]) {
      const download = await client.get(view.downloadUrl)
      expect(download.status, show(download)).toBe(200)
      expect(download.bytes).toEqual(bytes)
      expect(download.headers['content-type']).toBe('application/pdf')
      expect(download.headers['content-disposition']).toBe(`attachment; filename="Memorandum.pdf"; filename*=UTF-8''Memorandum.pdf`)
      expect(download.headers['x-content-type-options']).toBe('nosniff')
      expect(download.headers['cache-control']).toBe('private, no-store')
      expect(JSON.stringify(download.headers)).not.toContain(stored.storageKey)
    }
    const listing = await investor.get(`/api/documents/for/investment-opportunities/${marketed.id}`)
    expect(listing.status, show(listing)).toBe(200)
    expect(listing.json<TListing>().documents.map((doc) => doc.id)).toContain(view.id)
    expect(listing.text).not.toContain(stored.storageKey)
  })

  test('a private document is for staff only: an investor neither lists nor downloads it', async () => {
    const bytes = await tinyPng('#aa3300')
    const { view } = await uploaded(await upload(staff, opportunityTarget(), { filename: 'Valuation.png', bytes }, { visibility: 'private' }))
    expect(view.contentType).toBe('image/png')
    expect((await staff.get(view.downloadUrl)).status).toBe(200)
    const denied = await investor.get(view.downloadUrl)
    expect(denied.status, show(denied)).toBe(404)
    const listing = await investor.get(`/api/documents/for/investment-opportunities/${marketed.id}`)
    expect(listing.json<TListing>().documents.map((doc) => doc.id)).not.toContain(view.id)
    expect(listing.json<TListing>().documents.every((doc) => doc.visibility === 'public')).toBe(true)
    const staffListing = await staff.get(`/api/documents/for/investment-opportunities/${marketed.id}`)
    expect(staffListing.json<TListing>()).toMatchObject({ canUpdate: true, publicOnly: false })
    expect(staffListing.json<TListing>().documents.map((doc) => doc.id)).toContain(view.id)
  })

  test.each([
    { what: 'an HTML page named .pdf', filename: 'statement.pdf', bytes: htmlBytes() },
    { what: 'a program named .pdf', filename: 'statement.pdf', bytes: executableBytes() },
    { what: 'a plain zip named .docx', filename: 'contract.docx', bytes: zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]) },
    { what: 'an HTML page named .txt', filename: 'notes.txt', bytes: htmlBytes() },
    { what: 'text with a NUL byte', filename: 'notes.txt', bytes: Buffer.from('a\u0000b') },
    { what: 'a CSV that is not UTF-8', filename: 'figures.csv', bytes: Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]) },
    { what: 'text under a name no text type has', filename: 'notes.md', bytes: Buffer.from('# notes\n') },
  ])('$what is refused with the form error and nothing is stored', async ({ filename, bytes }) => {
    const [rowsBefore, keysBefore] = await Promise.all([rowCount(), storedKeys(kind, prefix(), s3 ?? undefined)])
    const response = await upload(staff, dealTarget(), { filename, bytes })
    expect(response.status, show(response)).toBe(422)
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors: { file: [DOCUMENT_TYPE_REFUSED] } })
    expect(await rowCount()).toBe(rowsBefore)
    expect((await storedKeys(kind, prefix(), s3 ?? undefined)).sort()).toEqual(keysBefore.sort())
  })

  test('a file over the limit is refused with 413, whether its length is declared or only streamed, and nothing is stored', async () => {
    const tooBig = Buffer.concat([tinyPdf(['large']), Buffer.alloc(DEFAULT_DOCUMENT_MAX_BYTES + 1024, 0x20)])
    const [rowsBefore, keysBefore] = await Promise.all([rowCount(), storedKeys(kind, prefix(), s3 ?? undefined)])
    for (const chunked of [false, true]) {
      const response = await upload(staff, dealTarget(), { filename: 'large.pdf', bytes: tooBig }, { chunked })
      expect(response.status, `chunked ${chunked}: ${show(response)}`).toBe(413)
      expect(response.json()).toEqual({ message: 'The file is larger than the 20 MB limit.', errors: { file: ['The file is larger than the 20 MB limit.'] } })
    }
    expect(await rowCount()).toBe(rowsBefore)
    expect((await storedKeys(kind, prefix(), s3 ?? undefined)).sort()).toEqual(keysBefore.sort())
  })

  test('a body that breaks off inside the file is refused and nothing is stored', async () => {
    const [rowsBefore, keysBefore] = await Promise.all([rowCount(), storedKeys(kind, prefix(), s3 ?? undefined)])
    const { contentType, text } = multipartBody({ targetCollection: 'deals', targetId: deal.id, visibility: 'private' }, { filename: 'Cut.pdf', bytes: tinyPdf(['cut short', 'x'.repeat(2000)]) })
    const response = await staff.request('POST', '/api/documents/upload', { raw: { contentType, text: text.subarray(0, text.length - 600) } })
    expect(response.status, show(response)).toBe(422)
    expect(response.json()).toEqual({ message: 'The given data was invalid.', errors: { file: ['The form data could not be read.'] } })
    expect(await rowCount()).toBe(rowsBefore)
    expect((await storedKeys(kind, prefix(), s3 ?? undefined)).sort()).toEqual(keysBefore.sort())
  })

  test('a streamed file larger than one S3 part is stored whole', async () => {
    const bytes = Buffer.concat([tinyPdf(['nine megabytes']), Buffer.alloc(9 * 1024 * 1024, 0x20)])
    const { view, stored } = await uploaded(await upload(staff, dealTarget(), { filename: 'Data room index.pdf', bytes }, { chunked: true }))
    expect(view.size).toBe(bytes.length)
    expect(view.sha256).toBe(sha256(bytes))
    expect(sha256((await storedBytes(kind, stored.storageKey, s3 ?? undefined))!)).toBe(sha256(bytes))
  })

  test.each([
    { sent: '../../etc/pass\u0007wd.pdf', stored: 'passwd.pdf' },
    { sent: '..\\..\\Windows\\report\u202Efdp.exe', stored: 'reportfdp.pdf' },
    { sent: ' .hidden  statement.PDF ', stored: 'hidden statement.pdf' },
    { sent: 'invoice.exe', stored: 'invoice.pdf' },
    { sent: 'Q3 v1.2', stored: 'Q3 v1.2.pdf' },
    { sent: `${'x'.repeat(300)}.pdf`, stored: `${'x'.repeat(176)}.pdf` },
    { sent: 'Prospectus “Ñandú” <2026>.pdf', stored: 'Prospectus “Ñandú” _2026_.pdf' },
  ])('the name $sent is stored as $stored', async ({ sent, stored }) => {
    const { view } = await uploaded(await upload(staff, dealTarget(), { filename: sent, bytes: tinyPdf([sent.slice(0, 40)]) }))
    expect(view.filename).toBe(stored)
    const download = await staff.get(view.downloadUrl)
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(stored).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`)
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7E]+"; /)
  })

  test('Word documents and CSV files are accepted as the types their bytes say', async () => {
    const docx = await uploaded(await upload(staff, dealTarget(), { filename: 'Side letter.docx', bytes: tinyDocx() }))
    expect(docx.view.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    const csv = await uploaded(await upload(staff, dealTarget(), { filename: 'Cap table.csv', bytes: Buffer.from('holder,shares\nÅsa,100\n') }))
    expect(csv.view.contentType).toBe('text/plain')
    const download = await staff.get(csv.view.downloadUrl)
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(download.text).toBe('holder,shares\nÅsa,100\n')
  })

  test('deleting a document removes its row and its object; its address is then a 404', async () => {
    const { view, stored } = await uploaded(await upload(staff, dealTarget(), { filename: 'Delete me.pdf', bytes: tinyPdf(['delete me']) }))
    const deleted = await staff.request('DELETE', `/api/documents/${view.id}`)
    expect(deleted.status, show(deleted)).toBe(200)
    expect(await row(view.id)).toBeNull()
    expect(await storedBytes(kind, stored.storageKey, s3 ?? undefined)).toBeNull()
    expect((await staff.get(view.downloadUrl)).status).toBe(404)
    expect((await staff.request('DELETE', `/api/documents/${view.id}`)).status).toBe(404)
  })

  test('deleting a record takes its documents and folders along, and their objects once the delete has committed', async () => {
    const made = await staff.request('POST', '/api/deals', { body: { name: `Doomed deal ${kind}`, pipeline: Number(deal.pipeline), stage: deal.stage } })
    expect(made.status, show(made)).toBe(201)
    const doomed = made.json<{ doc: { id: number } }>().doc.id
    const target = { collection: 'deals', id: doomed }
    const folder = await staff.request('POST', '/api/document-folders', { body: { name: 'Data room', targetCollection: 'deals', targetId: doomed } })
    expect(folder.status, show(folder)).toBe(201)
    const folderId = folder.json<{ doc: { id: number } }>().doc.id
    const { view, stored } = await uploaded(await upload(staff, target, { filename: 'Term sheet.pdf', bytes: tinyPdf(['terms']) }, { folder: folderId }))

    const deleted = await staff.request('DELETE', `/api/deals/${doomed}`)
    expect(deleted.status, show(deleted)).toBe(200)
    expect(await row(view.id)).toBeNull()
    expect((await payload.count({ collection: 'document-folders', where: { id: { equals: folderId } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await staff.get(view.downloadUrl)).status).toBe(404)
    // The object goes in the background, after the commit: within a few seconds.
    await expect.poll(() => storedBytes(kind, stored.storageKey, s3 ?? undefined), { timeout: 10_000, interval: 200 }).toBeNull()
  })

  test('folders: made on a record, uploaded into, listed with their path; a folder holding a document is not deleted', async () => {
    const parent = await staff.request('POST', '/api/document-folders', { body: { name: `Legal ${kind}`, targetCollection: 'deals', targetId: deal.id } })
    expect(parent.status, show(parent)).toBe(201)
    const parentId = parent.json<{ doc: { id: number } }>().doc.id
    const child = await staff.request('POST', '/api/document-folders', { body: { name: 'Contracts', targetCollection: 'deals', targetId: deal.id, parent: parentId } })
    expect(child.status, show(child)).toBe(201)
    expect(child.json<{ doc: { path: string } }>().doc.path).toBe(`Legal ${kind} / Contracts`)
    const childId = child.json<{ doc: { id: number } }>().doc.id
    const twin = await staff.request('POST', '/api/document-folders', { body: { name: 'Contracts', targetCollection: 'deals', targetId: deal.id, parent: parentId } })
    expect(twin.status, show(twin)).toBe(422)

    const { view } = await uploaded(await upload(staff, dealTarget(), { filename: 'NDA.pdf', bytes: tinyPdf(['NDA']) }, { folder: childId }))
    expect(view.folder).toBe(childId)
    const listing = (await staff.get(`/api/documents/for/deals/${deal.id}`)).json<TListing>()
    expect(listing.folders.find((folder) => folder.id === childId)?.path).toBe(`Legal ${kind} / Contracts`)

    const otherDeal = (await payload.find({ collection: 'deals', where: { and: [{ tenant: { equals: demo.id } }, { id: { not_equals: deal.id } }] }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const elsewhere = await upload(staff, { collection: 'deals', id: otherDeal.id }, { filename: 'Wrong folder.pdf', bytes: tinyPdf(['x']) }, { folder: childId })
    expect(elsewhere.status, show(elsewhere)).toBe(422)
    expect(elsewhere.json<{ errors: Record<string, string[]> }>().errors.folder).toBeDefined()

    expect((await staff.request('DELETE', `/api/document-folders/${childId}`)).status).toBe(409)
    expect((await staff.request('DELETE', `/api/documents/${view.id}`)).status).toBe(200)
    expect((await staff.request('DELETE', `/api/document-folders/${childId}`)).status).toBe(200)
    expect((await staff.request('DELETE', `/api/document-folders/${parentId}`)).status).toBe(200)
  })
})
