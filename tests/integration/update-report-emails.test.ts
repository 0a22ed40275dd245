import type { Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { investorNewsReportPath } from '@/domain/reports/update-reports'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

import { TestClient, type TResponse } from '../support/http-client'
import { mailsTo, tenantByCode, testPayload, unique } from '../support/payload'

// update_report_emails_enabled (ours, decision 033) over HTTP on the real database: on angel (on) each
// recipient of a published update is emailed once, with a link to the update on the tenant's own
// domain; on demo (off) the recipients are notified and nobody is emailed.

let payload: Payload
const show = (response: TResponse) => `${response.status} ${response.text.slice(0, 300)}`

/** An opportunity of `tenant` that investors hold (from the ledger). */
async function heldOpportunity(tenant: Tenant): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `SELECT o.id FROM investment_opportunities o
      WHERE o.tenant_id = $1 AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.opportunity_id = o.id AND e.holder_kind = 'investor')
      ORDER BY o.id LIMIT 1`,
    [tenant.id],
  )
  return rows[0]!.id
}

/** Publishes an update to the holders of one of `tenant`'s opportunities as its Super Admin; waits for the delivery job; returns the report and its recipients' emails. */
async function publishToHolders(tenant: Tenant): Promise<{ id: number; title: string; recipients: string[] }> {
  const staff = new TestClient(tenant.code)
  await staff.login(`superadmin@${tenant.code}.test`)
  const title = unique('Emailed update')
  const draft = await staff.request('POST', '/api/update-reports?depth=0', { body: { title, audience: 'opportunity', opportunity: await heldOpportunity(tenant), summary: 'Quarterly figures are in.' } })
  expect(draft.status, show(draft)).toBe(201)
  const id = draft.json<{ doc: { id: number } }>().doc.id
  const published = await staff.request('POST', `/api/update-reports/${id}/publish`, { body: {} })
  expect(published.status, show(published)).toBe(200)
  const until = Date.now() + 30_000
  for (;;) {
    const { rows } = await payload.db.pool.query<{ recipients: number | null; left: number }>(
      'SELECT recipient_count::int AS recipients, (SELECT count(*)::int FROM update_report_recipients WHERE report_id = $1 AND notified_at IS NULL) AS left FROM update_reports WHERE id = $1',
      [id],
    )
    if (rows[0]!.recipients !== null && rows[0]!.left === 0) break
    if (Date.now() > until) throw new Error(`update ${id} not delivered after 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const { rows } = await payload.db.pool.query<{ email: string }>(
    'SELECT u.email FROM update_report_recipients r JOIN users u ON u.id = r.user_id WHERE r.report_id = $1 ORDER BY r.id',
    [id],
  )
  expect(rows.length, 'the opportunity has holders to address').toBeGreaterThan(0)
  return { id, title, recipients: rows.map((row) => row.email) }
}

// The subject leads with the tenant's name ("Angel Network: New update: …").
const mailsAbout = (address: string, title: string) => mailsTo(address).filter((mail) => mail.subject.endsWith(`New update: ${title}`))

beforeAll(async () => {
  payload = await testPayload()
}, 60_000)

describe('update report emails (update_report_emails_enabled)', () => {
  test('on angel, every recipient is emailed once with a link to the update on the tenant’s domain', async () => {
    const angel = await tenantByCode(payload, 'angel')
    expect(featuresOf(angel).update_report_emails_enabled).toBe(true)
    const report = await publishToHolders(angel)
    // Mail leaves from a queue after each batch commits.
    const until = Date.now() + 20_000
    while (report.recipients.some((address) => mailsAbout(address, report.title).length === 0) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200))
    for (const address of report.recipients) {
      const mails = mailsAbout(address, report.title)
      expect(mails, address).toHaveLength(1)
      expect(mails[0]!.text).toContain('Quarterly figures are in.')
      const link = new URL(mails[0]!.text.match(/https?:\/\/\S+/)![0])
      expect(link.hostname).toBe(angel.domains![0]!.domain)
      expect(link.pathname).toBe(investorNewsReportPath(report.id))
    }
  })

  test('on demo, where it is off, the recipients are notified and nobody is emailed', async () => {
    const demo = await tenantByCode(payload, 'demo')
    expect(featuresOf(demo).update_report_emails_enabled).toBe(false)
    const report = await publishToHolders(demo)
    const { rows } = await payload.db.pool.query<{ notified: number }>(
      `SELECT count(*)::int AS notified FROM update_report_recipients WHERE report_id = $1 AND notified_at IS NOT NULL`,
      [report.id],
    )
    expect(rows[0]!.notified).toBe(report.recipients.length)
    // Give a wrongly sent mail the time the angel test allows it to arrive.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    for (const address of report.recipients) expect(mailsAbout(address, report.title), address).toHaveLength(0)
  })
})
