import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'

import { deliverUpdateReport, writeUpdateReportRecipients } from '@/collections/reports/UpdateReports/delivery'
import { publishUpdateReport } from '@/collections/reports/UpdateReports/publish-report'
import { investorNewsReportPath } from '@/domain/reports/update-reports'
import { inTransaction } from '@/lib/transaction'
import type { Tenant, User } from '@/payload-types'

import { createTestUser, tenantByCode, testPayload, unique } from '../support/payload'

// Decision 042: publishing marks an update live; the delivery job writes its recipients, the holders
// AS AT publishedAt (a holding bought after publishing does not receive it, one ended before does
// not; one ended after does), and notifies each exactly once however often it runs or whatever
// crashed before. The job's function is called here, in the test's process, so nothing races it:
// the publish below queues no job (the HTTP publish is in update-reports.test.ts).

let payload: Payload
let demo: Tenant
let opportunity: number

beforeAll(async () => {
  payload = await testPayload()
  demo = await tenantByCode(payload, 'demo')
  const { rows } = await payload.db.pool.query<{ id: number }>('SELECT id FROM investment_opportunities WHERE tenant_id = $1 ORDER BY id LIMIT 1', [demo.id])
  opportunity = rows[0]!.id
}, 60_000)


/** A holding of `holder` in the opportunity: an investment entry (1,000.00 GBP, 100 shares) recorded now; returns its id. */
async function buy(holder: User): Promise<number> {
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO ledger_entries (kind, subject_kind, opportunity_id, holder_kind, holder_id, amount, shares_delta, currency, occurred_at, tenant_id, created_at, updated_at)
     VALUES ('investment', 'opportunity', $1, 'investor', $2, 100000, 100, 'GBP', now(), $3, now(), now()) RETURNING id`,
    [opportunity, holder.id, demo.id],
  )
  return rows[0]!.id
}

/** The holding ends: its entry reversed, recorded now. */
async function end(holder: User, entry: number): Promise<void> {
  await payload.db.pool.query(
    `INSERT INTO ledger_entries (kind, subject_kind, opportunity_id, holder_kind, holder_id, amount, shares_delta, currency, occurred_at, reverses_id, tenant_id, created_at, updated_at)
     VALUES ('reversal', 'opportunity', $1, 'investor', $2, -100000, -100, 'GBP', now(), $3, $4, now(), now())`,
    [opportunity, holder.id, entry, demo.id],
  )
}

async function draft(): Promise<number> {
  const report = await payload.create({ collection: 'update-reports', data: { title: unique('As-at update'), audience: 'opportunity', opportunity, summary: 'As at.', tenant: demo.id } as never, overrideAccess: true, depth: 0 })
  return report.id
}

/** What POST /api/update-reports/{id}/publish does before it queues the job. */
async function publish(id: number): Promise<void> {
  const req = await createLocalReq({}, payload)
  await inTransaction(req, () => publishUpdateReport(req, id, demo.id))
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 20))
const recipientsOf = async (id: number) => (await payload.db.pool.query<{ user_id: number }>('SELECT user_id FROM update_report_recipients WHERE report_id = $1', [id])).rows.map((row) => row.user_id)
const recipientCount = async (id: number) => (await payload.db.pool.query<{ count: number | null }>('SELECT recipient_count::int AS count FROM update_reports WHERE id = $1', [id])).rows[0]!.count
const notificationsPerUser = async (id: number) =>
  (await payload.db.pool.query<{ user_id: number; count: number }>('SELECT user_id, count(*)::int AS count FROM notifications WHERE data_cta = $1 GROUP BY user_id', [investorNewsReportPath(id)])).rows

describe('recipients are the holders as at publishedAt', () => {
  test('bought before and still held: yes; ended before: no; bought after: no; ended after: yes', async () => {
    const [keeps, endedBefore, boughtAfter, endedAfter] = await Promise.all(['keeps', 'ended-before', 'bought-after', 'ended-after'].map((slug) => createTestUser(payload, demo, 5, { slug })))
    await buy(keeps!)
    await end(endedBefore!, await buy(endedBefore!))
    const endsLater = await buy(endedAfter!)
    const id = await draft()
    await pause()
    await publish(id)
    expect(await recipientCount(id), 'not written by the publish').toBeNull()
    expect(await recipientsOf(id)).toEqual([])
    await pause()
    // After publishing, before the job: a new holding, and a holding ending.
    await buy(boughtAfter!)
    await end(endedAfter!, endsLater)
    const delivered = await deliverUpdateReport(payload, id)
    const recipients = await recipientsOf(id)
    expect(recipients).toEqual(expect.arrayContaining([keeps!.id, endedAfter!.id]))
    expect(recipients).not.toContain(endedBefore!.id)
    expect(recipients).not.toContain(boughtAfter!.id)
    expect(await recipientCount(id)).toBe(recipients.length)
    expect(delivered).toBe(recipients.length)
    const notified = await notificationsPerUser(id)
    expect(notified.map((row) => row.user_id).sort()).toEqual([...recipients].sort())
  })
})

describe('restart-safe: every holder is a recipient once and notified once', () => {
  test('a crash while writing the recipients leaves nothing; the retried job writes them all', async () => {
    const holder = await createTestUser(payload, demo, 5, { slug: 'crash-holder' })
    await buy(holder)
    const id = await draft()
    await pause()
    await publish(id)
    const req = await createLocalReq({}, payload)
    await expect(
      inTransaction(req, async () => {
        expect(await writeUpdateReportRecipients(payload, id, req)).toBeGreaterThan(0)
        throw new Error('the worker died before committing')
      }),
    ).rejects.toThrow('died')
    expect(await recipientCount(id)).toBeNull()
    expect(await recipientsOf(id)).toEqual([])
    await deliverUpdateReport(payload, id)
    expect(await recipientsOf(id)).toContain(holder.id)
  })

  test('jobs run twice at once and again afterwards: the recipients are written once, each notified once', async () => {
    const holder = await createTestUser(payload, demo, 5, { slug: 'twice-holder' })
    await buy(holder)
    const id = await draft()
    await pause()
    await publish(id)
    const [first, second] = await Promise.all([deliverUpdateReport(payload, id), deliverUpdateReport(payload, id)])
    const recipients = await recipientsOf(id)
    expect(recipients).toContain(holder.id)
    expect(new Set(recipients).size).toBe(recipients.length)
    expect(first + second).toBe(recipients.length)
    expect(await deliverUpdateReport(payload, id)).toBe(0)
    expect(await recipientCount(id)).toBe(recipients.length)
    const notified = await notificationsPerUser(id)
    expect(notified).toHaveLength(recipients.length)
    expect(notified.every((row) => row.count === 1)).toBe(true)
  })

  test('a draft is never delivered: no recipients, no notifications', async () => {
    const id = await draft()
    expect(await deliverUpdateReport(payload, id)).toBe(0)
    expect(await writeUpdateReportRecipients(payload, id)).toBeNull()
    expect(await recipientsOf(id)).toEqual([])
  })
})
