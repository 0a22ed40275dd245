import type { PayloadRequest } from 'payload'

import type { TUpdateReportAudience } from '@/domain/reports/update-reports'
import { AppError } from '@/lib/app-error'
import { queryInTransaction, sql } from '@/lib/transaction'

type TLockedReport = { status: string; audience: TUpdateReportAudience; company_id: number | null; opportunity_id: number | null; fund_id: number | null }

export type TPublished = { id: number; status: 'live'; publishedAt: string }

/**
 * Takes draft `id` of `tenantId` live, in the caller's transaction (inTransaction): locks its row and
 * marks it live with its publication time. Its recipient count stays empty (null): the delivery job
 * writes the recipients, the holders as at that publishedAt (decision 042), so publishing is one row
 * whatever the audience. The caller queues the delivery once committed (enqueueUpdateReportDelivery).
 * Refusals are AppErrors: not found, already live, no subject.
 */
export async function publishUpdateReport(req: PayloadRequest, id: number, tenantId: number): Promise<TPublished> {
  const [report] = await queryInTransaction<TLockedReport>(
    req,
    sql`SELECT status::text AS status, audience::text AS audience, company_id, opportunity_id, fund_id FROM update_reports WHERE id = ${id} AND tenant_id = ${tenantId} FOR UPDATE`,
  )
  if (!report) throw new AppError('not_found')
  if (report.status !== 'draft') throw new AppError('conflict', 'This update is already live: it was published before.')
  const subject = report.audience === 'tenant' ? null : report[`${report.audience}_id` as const]
  if (report.audience !== 'tenant' && subject == null) throw new AppError('invalid', 'Choose what the update is about before publishing it.', { [report.audience]: [`Choose the ${report.audience} the update is about`] })
  const [row] = await queryInTransaction<{ published_at: string }>(
    req,
    sql`UPDATE update_reports SET status = 'live', published_at = now(), recipient_count = NULL, updated_at = now() WHERE id = ${id}
        RETURNING to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS published_at`,
  )
  return { id, status: 'live', publishedAt: row!.published_at }
}
