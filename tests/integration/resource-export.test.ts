import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { Tenant } from '@/payload-types'

import { TestClient } from '../support/http-client'
import { tenantByCode, testPayload, unique } from '../support/payload'

// Issue 9 §2: a kit list exports its whole filtered list as CSV, with the screen's access rules.

let payload: Payload
let demo: Tenant
let formulaId: number
const staff = new TestClient('demo')
const FORMULA_TITLE = '=HYPERLINK("https://attacker.example","Click")'

/** CSV lines (the test data has no line breaks inside cells). */
const linesOf = (text: string) => text.trim().split(/\r?\n/)

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  const created = await payload.create({
    collection: 'investment-opportunities',
    data: { title: FORMULA_TITLE, slug: unique('formula'), stage: 2, currency: 'GBP', targetAmount: 1_000_00, tenant: demo.id },
    overrideAccess: true,
  })
  formulaId = created.id
  await staff.login('superadmin@demo.test')
})

afterAll(async () => {
  if (payload && formulaId) await payload.delete({ collection: 'investment-opportunities', id: formulaId, overrideAccess: true })
})

describe('GET /api/resources/{key}/export', () => {
  test('the filtered list as CSV: a header, one line per row, the count in X-Total-Count', async () => {
    const response = await staff.get('/api/resources/opportunities-live/export?filter[stage]=2')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="opportunities-live-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = linesOf(response.text)
    expect(header).toBe('Title,Stage,Target amount,Target amount currency,Closing date')
    const { totalDocs } = await payload.count({ collection: 'investment-opportunities', where: { and: [{ tenant: { equals: demo.id } }, { stage: { equals: 2 } }] }, overrideAccess: true })
    expect(rows).toHaveLength(totalDocs)
    expect(Number(response.headers['x-total-count'])).toBe(totalDocs)
    for (const row of rows) expect(row).toContain(',Live - External,')
  })

  test('a cell that a spreadsheet would run as a formula is defused', async () => {
    const response = await staff.get(`/api/resources/opportunities-live/export?q=${encodeURIComponent('HYPERLINK')}`)
    const rows = linesOf(response.text).slice(1)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatch(/^"'=HYPERLINK\(/)
  })

  test('only for those who may open the list; unknown lists are 404; other tenants are never in it', async () => {
    const investor = new TestClient('demo')
    await investor.login('investor@demo.test')
    expect((await investor.get('/api/resources/opportunities-live/export')).status).toBe(403)
    expect((await new TestClient('demo').get('/api/resources/opportunities-live/export')).status).toBe(401)
    expect((await staff.get('/api/resources/no-such-list/export')).status).toBe(404)

    const angelStaff = new TestClient('angel')
    await angelStaff.login('superadmin@angel.test')
    const angel = await angelStaff.get('/api/resources/opportunities-live/export')
    expect(angel.status).toBe(200)
    expect(angel.text).not.toContain('HYPERLINK')
    const demoTitles = (await payload.find({ collection: 'investment-opportunities', where: { tenant: { equals: demo.id } }, limit: 5, depth: 0, overrideAccess: true })).docs.map((doc) => doc.title)
    for (const title of demoTitles) expect(angel.text).not.toContain(title)
  })
})

describe('the kit list screen', () => {
  test('filters, sort and page come from the address; the page shows the export link with the same filters', async () => {
    const html = (await staff.get('/admin/investments/opportunities?filter[stage]=3&sort=-closesAt', { accept: 'text/html' })).text
    expect(html).toContain('href="/api/resources/opportunities-live/export?filter%5Bstage%5D=3"')
    expect(html).toContain('aria-sort="descending"')
    expect(html).not.toContain('Live - External</span>')
  })
})

describe('deals on the kit', () => {
  test('the list shows the seeded deals with their stage names, and exports them', async () => {
    const html = (await staff.get('/admin/investments/deals', { accept: 'text/html' })).text
    expect(html).toContain('12 deals')
    expect(html).toContain('Due diligence')
    const csv = await staff.get('/api/resources/deals/export?filter[company]=Kestrel')
    const [header, ...rows] = linesOf(csv.text)
    expect(header).toBe('Deal,Company,Stage,Pipeline,Amount,Amount currency,Expected close')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatch(/^Kestrel Energy \w+.*,Kestrel Energy,Due diligence,Deal flow,/)
  })

  test('a deal cannot point at another tenant’s pipeline', async () => {
    const angelPipeline = (await payload.find({ collection: 'pipelines', where: { tenant: { equals: (await tenantByCode(payload, 'angel')).id } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const response = await staff.request('POST', '/api/deals', { body: { name: 'Cross-tenant', pipeline: angelPipeline.id, stage: angelPipeline.stages![0]!.id, currency: 'GBP' } })
    expect(response.status).toBe(400)
    expect(response.text).toContain('pipeline')
  })
})

describe('reachable by links', () => {
  test('account settings → pipelines → a pipeline’s stages; a deal row → its key information', async () => {
    const account = (await staff.get('/admin/settings/account', { accept: 'text/html' })).text
    expect(account).toContain('href="/admin/settings/account/pipelines"')
    const pipelines = (await staff.get('/admin/settings/account/pipelines', { accept: 'text/html' })).text
    expect(pipelines).toContain('Deal flow')
    const stagesHref = /href="(\/admin\/settings\/account\/pipelines\/\d+\/stages)"/.exec(pipelines)?.[1]
    expect(stagesHref).toBeDefined()
    expect((await staff.get(stagesHref!, { accept: 'text/html' })).status).toBe(200)
    const deals = (await staff.get('/admin/investments/deals', { accept: 'text/html' })).text
    const dealHref = /href="(\/admin\/investments\/deals\/\d+\/key-information)"/.exec(deals)?.[1]
    expect((await staff.get(dealHref!, { accept: 'text/html' })).status).toBe(200)
  })
})
