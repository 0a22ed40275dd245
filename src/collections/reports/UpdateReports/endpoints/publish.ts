import { tenantIdOf } from '@/access/current-user'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { insertUpdateReportRecipients } from '@/collections/investments/money/update-report-recipients'
import type { TUpdateReportAudience } from '@/domain/reports/update-reports'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, rowIdOf } from '@/lib/http'
import { inTransaction, queryInTransaction, sql } from '@/lib/transaction'

import { enqueueUpdateReportDelivery } from '../delivery'

type TLockedReport = { status: string; audience: TUpdateReportAudience; company_id: number | null; opportunity_id: number | null; fund_id: number | null; title: string }

/**
 * POST /api/update-reports/{id}/publish (issue 12 §2, docs/decisions/033): a draft goes live. In one
 * transaction the row is locked, its recipients are written from the ledger's holders of its subject
 * as of now (or every investor of the tenant), and it is marked live with its publication time and
 * recipient count; then one delivery job is queued (pg-boss) and the call answers. Notifying the
 * recipients is the job's: publishing to 50,000 holders answers in well under a second.
 * Spec 6 names no publish action: update_reports update (it changes the record).
 */
export const publishUpdateReportEndpoint = defineEndpoint({
  path: '/:id/publish',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    requirePermission(user, 'update_reports', 'update')
    const id = rowIdOf(req.routeParams?.id)
    if (id === null) throw new AppError('not_found')
    const tenantId = tenantIdOf(user.tenant)!
    const published = await inTransaction(req, async () => {
      const [report] = await queryInTransaction<TLockedReport>(
        req,
        sql`SELECT status::text AS status, audience::text AS audience, company_id, opportunity_id, fund_id, title FROM update_reports WHERE id = ${id} AND tenant_id = ${tenantId} FOR UPDATE`,
      )
      if (!report) throw new AppError('not_found')
      if (report.status !== 'draft') throw new AppError('conflict', 'This update is already live: it was published before.')
      const subject = report.audience === 'tenant' ? null : report[`${report.audience}_id` as const]
      if (report.audience !== 'tenant' && subject == null) throw new AppError('invalid', 'Choose what the update is about before publishing it.', { [report.audience]: [`Choose the ${report.audience} the update is about`] })
      const recipients = await insertUpdateReportRecipients(req, id, tenantId, { kind: report.audience, id: subject })
      const [row] = await queryInTransaction<{ published_at: string }>(
        req,
        sql`UPDATE update_reports SET status = 'live', published_at = now(), recipient_count = ${recipients}, updated_at = now() WHERE id = ${id} RETURNING to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS published_at`,
      )
      return { id, status: 'live', publishedAt: row!.published_at, recipients, message: `Published to ${recipients.toLocaleString('en-GB')} investor${recipients === 1 ? '' : 's'}.` }
    })
    await enqueueUpdateReportDelivery(req.payload, id)
    return json(published)
  },
})
