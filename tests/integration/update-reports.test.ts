import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { can, type TAction, type TResource } from '@/access/permissions'
import { ROLE, ROLE_IDS, ROLE_LABEL, ROLE_SLUG, type TRoleId } from '@/access/roles'
import { investorNewsReportPath } from '@/domain/reports/update-reports'
import type { Tenant, UpdateReport, User } from '@/payload-types'

import { TestClient, type TResponse } from '../support/http-client'
import { tenantByCode, testPayload, unique, userByEmail } from '../support/payload'

// Issue 12 §2, §3 and issue 13 §6 (decision 033) over HTTP on the real database: update reports,
// report types and WIP reports per role from spec 6 through can(); publishing writes the recipients
// from the ledger's holders at that moment and the server's delivery job notifies each exactly once
// (a holder of something else gets nothing); an investor reads only live updates addressed to them,
// in the API, the news and the portfolio's report pages.

let payload: Payload
let demo: Tenant
let investor: User
const clients = new Map<TRoleId, TestClient>()
const as = (role: TRoleId) => clients.get(role)!
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`
const roles = ROLE_IDS.map((role) => ({ role, label: ROLE_LABEL[role] }))

/** An opportunity of the demo tenant the demo investor holds, and one they do not (both with other holders). */
let heldOpportunity: number
let otherOpportunity: number

const apiStatus = (role: TRoleId, resource: TResource, action: TAction, created = 200) => (can(role, resource, action) ? created : 403)
const pageStatuses = (role: TRoleId, resource: TResource, action: TAction) => (can(role, resource, action) ? [200] : role === ROLE.user ? [302, 303, 307, 403] : [403])

const reportBody = (overrides: Record<string, unknown> = {}) => ({ title: unique('Update'), audience: 'tenant', summary: 'A test update.', ...overrides })

async function createDraft(overrides: Record<string, unknown> = {}): Promise<UpdateReport> {
  const response = await as(ROLE.superAdmin).request('POST', '/api/update-reports?depth=0', { body: reportBody(overrides) })
  expect(response.status, show(response)).toBe(201)
  return response.json<{ doc: UpdateReport }>().doc
}

async function publish(id: number): Promise<{ status: string; publishedAt: string }> {
  const response = await as(ROLE.superAdmin).request('POST', `/api/update-reports/${id}/publish`, { body: {} })
  expect(response.status, show(response)).toBe(200)
  return response.json()
}

/** Waits until the delivery job has written the report's recipients and notified every one; returns how many there are. */
async function delivered(reportId: number, timeoutMs = 30_000): Promise<number> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const { rows } = await payload.db.pool.query<{ recipients: number | null; left: number }>(
      'SELECT r.recipient_count::int AS recipients, (SELECT count(*)::int FROM update_report_recipients WHERE report_id = r.id AND notified_at IS NULL) AS left FROM update_reports r WHERE r.id = $1',
      [reportId],
    )
    if (rows[0]!.recipients !== null && rows[0]!.left === 0) return rows[0]!.recipients
    if (Date.now() > until) throw new Error(`report ${reportId}: ${rows[0]!.left} recipients not notified after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Investors holding something in the opportunity, from the ledger, counted here the simple way. */
async function holdersOf(opportunityId: number): Promise<number[]> {
  const { rows } = await payload.db.pool.query<{ user_id: number }>(
    `WITH h AS (
       SELECT e.holder_kind::text AS kind, e.holder_id, e.holder_organisation_id, e.holder_method_entity_id
         FROM ledger_entries e LEFT JOIN ledger_entries r ON r.id = e.reverses_id
        WHERE e.opportunity_id = $1
        GROUP BY 1, 2, 3, 4
       HAVING SUM(e.shares_delta) > 0 OR SUM(e.amount) FILTER (WHERE COALESCE(r.kind, e.kind)::text = 'investment') > 0)
     SELECT holder_id AS user_id FROM h WHERE kind = 'investor'
     UNION SELECT m.investor_id FROM h JOIN organisation_members m ON m.organisation_id = h.holder_organisation_id WHERE kind = 'organisation'
     UNION SELECT me.lead_id FROM h JOIN investment_method_entities me ON me.id = h.holder_method_entity_id WHERE kind = 'method_entity'`,
    [opportunityId],
  )
  return rows.map((row) => row.user_id).sort((a, b) => a - b)
}

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  investor = (await userByEmail(payload, demo.id, 'investor@demo.test'))!
  const { rows } = await payload.db.pool.query<{ id: number; held: boolean }>(
    `SELECT o.id, EXISTS (SELECT 1 FROM ledger_entries e WHERE e.opportunity_id = o.id AND e.holder_kind = 'investor' AND e.holder_id = $2) AS held
       FROM investment_opportunities o WHERE o.tenant_id = $1 AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.opportunity_id = o.id AND e.holder_kind = 'investor') ORDER BY o.id`,
    [demo.id, investor.id],
  )
  heldOpportunity = rows.find((row) => row.held)!.id
  const others = await Promise.all(rows.filter((row) => !row.held).map(async (row) => ({ id: row.id, holders: await holdersOf(row.id) })))
  otherOpportunity = others.find((row) => row.holders.length > 0 && !row.holders.includes(investor.id))!.id
  await Promise.all(
    ROLE_IDS.map(async (role) => {
      const client = new TestClient('demo')
      await client.login(`${ROLE_SLUG[role]}@demo.test`)
      clients.set(role, client)
    }),
  )
}, 120_000)


describe('per role (spec 6 update_reports, wip-report, report_types)', () => {
  test.each(roles)('$label: lists and opens the screens as can() says', async ({ role }) => {
    const client = as(role)
    const lists: Array<[string, number]> = [
      // An investor reads update reports too: those addressed to them (below).
      ['/api/update-reports?depth=0', role === ROLE.user ? 200 : apiStatus(role, 'update_reports', 'index')],
      ['/api/resources/update-reports', apiStatus(role, 'update_reports', 'index')],
      ['/api/wip-reports?depth=0', apiStatus(role, 'wip-report', 'index')],
      ['/api/resources/wip-reports', apiStatus(role, 'wip-report', 'index')],
      ['/api/report-types?depth=0', can(role, 'report_types', 'index') || can(role, 'update_reports', 'index') ? 200 : 403],
      ['/api/resources/report-types', apiStatus(role, 'report_types', 'index')],
    ]
    for (const [path, expected] of lists) {
      const response = await client.get(path)
      expect(response.status, `${path}: ${show(response)}`).toBe(expected)
    }
    const pages: Array<[string, TResource, TAction]> = [
      ['/admin/reports/updates', 'update_reports', 'index'],
      ['/admin/reports/updates/new-update', 'update_reports', 'create'],
      ['/admin/reports/updates/report-types', 'report_types', 'index'],
      ['/admin/reports/updates/report-types/new-report-type', 'report_types', 'create'],
      ['/admin/reports/wip', 'wip-report', 'index'],
      ['/admin/reports/wip/new-wip-report', 'wip-report', 'create'],
    ]
    for (const [path, resource, action] of pages) {
      const response = await client.get(path, { accept: 'text/html' })
      expect(pageStatuses(role, resource, action), `${path}: ${response.status}`).toContain(response.status)
    }
  })

  test.each(roles)('$label: the reports landing shows a card per sub-area the role may open', async ({ role }) => {
    const response = await as(role).get('/admin/reports', { accept: 'text/html' })
    if (role === ROLE.user) return expect([302, 303, 307, 403]).toContain(response.status)
    expect(response.status).toBe(200)
    const cards: Array<[string, TResource]> = [
      ['kpis', 'reports'],
      ['kpi-portfolio', 'custom_kpis'],
      ['updates', 'update_reports'],
      ['wip', 'wip-report'],
    ]
    for (const [key, resource] of cards) expect(response.text.includes(`data-report-card="${key}"`), key).toBe(can(role, resource, 'index'))
  })

  test.each(roles)('$label: creates, edits, publishes and deletes as can() says; the tenant and author are the server’s', async ({ role }) => {
    const client = as(role)
    const other = await tenantByCode(payload, 'angel')
    const create = await client.request('POST', '/api/update-reports?depth=0', { body: reportBody({ tenant: other.id, status: 'live', author: 1 }) })
    expect(create.status, show(create)).toBe(apiStatus(role, 'update_reports', 'create', 201))
    const draft = create.status === 201 ? create.json<{ doc: UpdateReport }>().doc : await createDraft()
    if (create.status === 201) {
      expect(draft.tenant).toBe(demo.id)
      expect(draft.status).toBe('draft')
      const me = await userByEmail(payload, demo.id, `${ROLE_SLUG[role]}@demo.test`)
      expect(draft.author).toBe(me!.id)
    }
    const edit = await client.request('PATCH', `/api/update-reports/${draft.id}?depth=0`, { body: { title: unique('Edited') } })
    expect(edit.status, show(edit)).toBe(apiStatus(role, 'update_reports', 'update'))
    const published = await client.request('POST', `/api/update-reports/${draft.id}/publish`, { body: {} })
    expect(published.status, show(published)).toBe(apiStatus(role, 'update_reports', 'update'))
    const remove = await client.request('DELETE', `/api/update-reports/${draft.id}`)
    expect(remove.status, show(remove)).toBe(apiStatus(role, 'update_reports', 'delete'))

    const wip = await client.request('POST', '/api/wip-reports?depth=0', { body: { title: unique('WIP'), status: 'on-track', periodEnding: '2026-11-01T00:00:00.000Z', progress: 'Going well.' } })
    expect(wip.status, show(wip)).toBe(apiStatus(role, 'wip-report', 'create', 201))
    const type = await client.request('POST', '/api/report-types?depth=0', { body: { name: unique('Type') } })
    expect(type.status, show(type)).toBe(apiStatus(role, 'report_types', 'create', 201))
  })

  test('a live update is not edited, and is published once', async () => {
    const draft = await createDraft()
    await publish(draft.id)
    const edit = await as(ROLE.superAdmin).request('PATCH', `/api/update-reports/${draft.id}?depth=0`, { body: { title: 'Changed after publishing' } })
    expect([403, 404], show(edit)).toContain(edit.status)
    const again = await as(ROLE.superAdmin).request('POST', `/api/update-reports/${draft.id}/publish`, { body: {} })
    expect(again.status, show(again)).toBe(409)
    // spec 4: the draft's edit address leads a live update to its details.
    const page = await as(ROLE.superAdmin).get(`/admin/reports/updates/${draft.id}/edit-update`, { accept: 'text/html' })
    expect([307, 308, 303], String(page.status)).toContain(page.status)
    expect(page.headers.location).toContain(`/admin/reports/updates/${draft.id}/details`)
  })

  test('a body with a style the editor does not make is refused with a field error', async () => {
    const paragraph = (style: string) => ({ root: { type: 'root', version: 1, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', text: 'Hello', style, format: 0, version: 1 }] }] } })
    const ok = await as(ROLE.superAdmin).request('POST', '/api/update-reports?depth=0', { body: reportBody({ body: paragraph('font-family: serif;font-size: 2em') }) })
    expect(ok.status, show(ok)).toBe(201)
    const bad = await as(ROLE.superAdmin).request('POST', '/api/update-reports?depth=0', { body: reportBody({ body: paragraph('background-image: url(https://evil.test/x)') }) })
    expect(bad.status, show(bad)).toBe(400)
    expect(bad.text).toContain('fonts and sizes')
  })
})

describe('publishing (recipients from the ledger, one notification each)', () => {
  test('the holders of the opportunity each get exactly one notification; a holder of another opportunity gets nothing', async () => {
    const draft = await createDraft({ audience: 'opportunity', opportunity: heldOpportunity })
    const started = Date.now()
    const answer = await publish(draft.id)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(answer.status).toBe('live')
    const expected = await holdersOf(heldOpportunity)
    expect(expected).toContain(investor.id)
    expect(await delivered(draft.id)).toBe(expected.length)
    const { rows: stored } = await payload.db.pool.query<{ user_id: number }>('SELECT user_id FROM update_report_recipients WHERE report_id = $1 ORDER BY user_id', [draft.id])
    expect(stored.map((row) => row.user_id)).toEqual(expected)
    const { rows: notified } = await payload.db.pool.query<{ user_id: number; count: number }>('SELECT user_id, count(*)::int AS count FROM notifications WHERE data_cta = $1 GROUP BY user_id ORDER BY user_id', [investorNewsReportPath(draft.id)])
    expect(notified.map((row) => row.user_id)).toEqual(expected)
    expect(notified.every((row) => row.count === 1)).toBe(true)
    // Someone holding only elsewhere: not a recipient, no notification.
    const outsiders = (await holdersOf(otherOpportunity)).filter((id) => !expected.includes(id))
    expect(outsiders.length).toBeGreaterThan(0)
    const { rows: leaked } = await payload.db.pool.query('SELECT 1 FROM notifications WHERE data_cta = $1 AND user_id = ANY($2::int[])', [investorNewsReportPath(draft.id), outsiders])
    expect(leaked).toHaveLength(0)
  })

  test('general news goes to every investor of the tenant and nobody of another', async () => {
    const draft = await createDraft()
    await publish(draft.id)
    const { rows } = await payload.db.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE tenant_id = $1 AND role_id = 5', [demo.id])
    expect(await delivered(draft.id)).toBe(rows[0]!.count)
    const { rows: foreign } = await payload.db.pool.query('SELECT 1 FROM notifications WHERE data_cta = $1 AND tenant_id <> $2', [investorNewsReportPath(draft.id), demo.id])
    expect(foreign).toHaveLength(0)
  })
})

describe('the investor reads only updates addressed to them', () => {
  let addressed: UpdateReport
  let notAddressed: UpdateReport
  let draft: UpdateReport
  const investorClient = new TestClient('demo')

  beforeAll(async () => {
    addressed = await createDraft({ audience: 'opportunity', opportunity: heldOpportunity, title: unique('Held update') })
    await publish(addressed.id)
    notAddressed = await createDraft({ audience: 'opportunity', opportunity: otherOpportunity, title: unique('Not for you') })
    await publish(notAddressed.id)
    // The portal shows an update to its stored recipients (decision 042): the job writes them.
    await Promise.all([delivered(addressed.id), delivered(notAddressed.id)])
    draft = await createDraft({ title: unique('Still a draft') })
    await investorClient.login('investor@demo.test')
  })

  test('the API gives live updates addressed to them only', async () => {
    const list = await investorClient.get('/api/update-reports?depth=0&limit=500')
    expect(list.status, show(list)).toBe(200)
    const docs = list.json<{ docs: UpdateReport[] }>().docs
    const ids = docs.map((doc) => doc.id)
    expect(ids).toContain(addressed.id)
    expect(ids).not.toContain(notAddressed.id)
    expect(ids).not.toContain(draft.id)
    expect(docs.every((doc) => doc.status === 'live' && doc.tenant === demo.id)).toBe(true)
    for (const id of [notAddressed.id, draft.id]) {
      const one = await investorClient.get(`/api/update-reports/${id}?depth=0`)
      expect([403, 404], show(one)).toContain(one.status)
    }
    // Their recipient rows only.
    const recipients = await investorClient.get('/api/update-report-recipients?depth=0&limit=500')
    expect(recipients.status).toBe(200)
    expect(recipients.json<{ docs: Array<{ user: number }> }>().docs.every((row) => row.user === investor.id)).toBe(true)
  })

  test('the news lists it as unread; opening it marks it read; another update is a 404', async () => {
    const news = await investorClient.get('/investor/news', { accept: 'text/html' })
    expect(news.status).toBe(200)
    expect(news.text).toContain(addressed.title)
    expect(news.text).not.toContain(notAddressed.title)
    expect(news.text).toContain('(unread)')
    const page = await investorClient.get(investorNewsReportPath(addressed.id), { accept: 'text/html' })
    expect(page.status).toBe(200)
    expect(page.text).toContain(addressed.title)
    const { rows } = await payload.db.pool.query('SELECT read_at FROM update_report_recipients WHERE report_id = $1 AND user_id = $2', [addressed.id, investor.id])
    expect(rows[0]?.read_at).not.toBeNull()
    for (const id of [notAddressed.id, draft.id]) {
      const refused = await investorClient.get(investorNewsReportPath(id), { accept: 'text/html' })
      expect(refused.status).toBe(404)
    }
  })

  test('the portfolio shows it under the holding it is about, and nowhere else', async () => {
    const here = await investorClient.get(`/investor/portfolio/${heldOpportunity}/reports/${addressed.id}`, { accept: 'text/html' })
    expect(here.status).toBe(200)
    const elsewhere = await investorClient.get(`/investor/portfolio/${otherOpportunity}/reports/${addressed.id}`, { accept: 'text/html' })
    expect(elsewhere.status).toBe(404)
    const notTheirs = await investorClient.get(`/investor/portfolio/${otherOpportunity}/reports/${notAddressed.id}`, { accept: 'text/html' })
    expect(notTheirs.status).toBe(404)
    const fund = await investorClient.get(`/investor/portfolio/fund/${heldOpportunity}/reports/${addressed.id}`, { accept: 'text/html' })
    expect(fund.status).toBe(404)
  })

  test('an investor who has not accepted the terms reads nothing', async () => {
    const newcomer = new TestClient('demo')
    await newcomer.login('newinvestor@demo.test')
    const list = await newcomer.get('/api/update-reports?depth=0')
    expect(list.status).toBe(403)
    const page = await newcomer.get(investorNewsReportPath(addressed.id), { accept: 'text/html' })
    expect(page.text).toContain('data-testid="portal-step-required"')
  })
})
