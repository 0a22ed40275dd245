import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { authEmails } from '@/auth/emails'
import { pushNotifications, storeNotifications } from '@/collections/people/Notifications/notify'
import { DELIVERY_BATCH_SIZE, investorNewsReportPath, updateReportNotice } from '@/domain/reports/update-reports'
import { jobQueue, startWorker } from '@/lib/job-queue'
import { insertUpdateReportRecipients } from '@/collections/investments/money/update-report-recipients'
import type { TUpdateReportAudience } from '@/domain/reports/update-reports'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'
import { featuresOf } from '@/tenancy/branding'
import { tenantById } from '@/tenancy/resolve-tenant'

// Delivering a published update report (issue 12 §2, docs/decisions/033 and 042). Publishing marks
// the report live and sends one job; the server process works it here. First the recipients: the
// holders as at the report's publishedAt, written by one statement in one transaction with the
// report's row locked, and the count stamped in the same transaction (recipientCount null means not
// written yet), so they are written once however often the job runs. Then batches of recipients not
// yet notified, each batch in one transaction (its notifications inserted by one statement, its rows
// stamped notifiedAt, rows locked SKIP LOCKED), then pushed live and, when the tenant's
// update_report_emails_enabled is on, mailed. A job retried after a crash carries on with what was not
// committed: every holder is a recipient once and notified exactly once.

export const UPDATE_REPORT_QUEUE = 'update-report-delivery'

const JOB_OPTIONS = { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 30 * 60 } as const

/** Sends the delivery job of report `reportId` (once per report). */
export async function enqueueUpdateReportDelivery(payload: Payload, reportId: number): Promise<void> {
  const boss = await jobQueue(payload, UPDATE_REPORT_QUEUE)
  await boss.send(UPDATE_REPORT_QUEUE, { reportId }, { ...JOB_OPTIONS, singletonKey: `update-report-${reportId}` })
}

type TReportRow = { id: number; title: string; summary: string | null; tenant_id: number; status: string }
type TRecipient = { user_id: number; email: string | null }

type TLiveReport = { tenant_id: number; status: string; recipient_count: number | null; audience: TUpdateReportAudience; company_id: number | null; opportunity_id: number | null; fund_id: number | null }

/**
 * Writes the recipients of live report `reportId` unless they are written already (its row locked, so
 * two workers cannot both write them); returns the recipient count, or null when the report is not live.
 */
export async function writeUpdateReportRecipients(payload: Payload, reportId: number, req?: PayloadRequest): Promise<number | null> {
  const request = req ?? (await createLocalReq({}, payload))
  return inTransaction(request, async () => {
    const [report] = await queryInTransaction<TLiveReport>(
      request,
      sql`SELECT tenant_id, status::text AS status, recipient_count::int AS recipient_count, audience::text AS audience, company_id, opportunity_id, fund_id FROM update_reports WHERE id = ${reportId} FOR UPDATE`,
    )
    if (!report || report.status !== 'live') return null
    if (report.recipient_count !== null) return report.recipient_count
    const subject = report.audience === 'tenant' ? null : report[`${report.audience}_id` as const]
    const count = await insertUpdateReportRecipients(request, reportId, report.tenant_id, { kind: report.audience, id: subject })
    await queryInTransaction(request, sql`UPDATE update_reports SET recipient_count = ${count} WHERE id = ${reportId}`)
    return count
  })
}

/** Writes the recipients of `reportId` if not yet written, then notifies every recipient not yet notified; returns how many it notified. */
export async function deliverUpdateReport(payload: Payload, reportId: number): Promise<number> {
  if ((await writeUpdateReportRecipients(payload, reportId)) === null) return 0
  const { rows } = await payload.db.pool.query<TReportRow>('SELECT id, title, summary, tenant_id, status::text AS status FROM update_reports WHERE id = $1', [reportId])
  const report = rows[0]
  if (!report || report.status !== 'live') return 0
  const tenant = await tenantById(payload, report.tenant_id)
  if (!tenant) return 0
  const emails = featuresOf(tenant).update_report_emails_enabled
  const notice = updateReportNotice(report)
  let delivered = 0
  for (;;) {
    const req = await createLocalReq({}, payload)
    const batch = await inTransaction(req, async () => {
      const recipients = await queryInTransaction<TRecipient>(
        req,
        sql`WITH batch AS (
              SELECT id FROM update_report_recipients WHERE report_id = ${reportId} AND notified_at IS NULL ORDER BY id LIMIT ${DELIVERY_BATCH_SIZE} FOR UPDATE SKIP LOCKED)
            UPDATE update_report_recipients r SET notified_at = now(), updated_at = now() FROM batch, users u
             WHERE r.id = batch.id AND u.id = r.user_id
            RETURNING r.user_id, u.email`,
      )
      const stored = await storeNotifications(payload, recipients.map((recipient) => recipient.user_id), report.tenant_id, notice, req)
      return { recipients, stored }
    })
    if (batch.recipients.length === 0) break
    delivered += batch.recipients.length
    await pushNotifications(batch.stored)
    if (emails) {
      const mail = { title: report.title, summary: report.summary, path: investorNewsReportPath(report.id) }
      for (const recipient of batch.recipients) if (recipient.email) authEmails.updateReport(payload, { to: recipient.email, tenant }, mail)
    }
  }
  return delivered
}

/** Works the delivery queue in this process; returns the stop function. */
export function startUpdateReportDelivery(payload: Payload): () => void {
  return startWorker<{ reportId: number }>(payload, UPDATE_REPORT_QUEUE, async (data) => {
    await deliverUpdateReport(payload, data.reportId)
  })
}
