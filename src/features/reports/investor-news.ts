import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import type { UpdateReport } from '@/payload-types'

// The investor's news (issue 13 §6, decision 033): live update reports addressed to them (their
// holdings' updates, and general news for everyone), newest first, read as the investor (the
// collection's access decides what they may read), with the unread marker from their recipient rows.

export const NEWS_PAGE_SIZE = 20

type TCtx = { payload: Payload; user: TTenantUser }

export type TNewsItem = { report: UpdateReport; unread: boolean }

/** One page of the investor's news. */
export async function investorNews({ payload, user }: TCtx, page: number): Promise<{ items: TNewsItem[]; page: number; totalPages: number; hasPrevPage: boolean; hasNextPage: boolean }> {
  const result = await payload.find({ collection: 'update-reports', overrideAccess: false, user, sort: ['-publishedAt', '-id'], page, limit: NEWS_PAGE_SIZE, depth: 1 })
  const ids = result.docs.map((doc) => doc.id)
  const { rows } =
    ids.length === 0
      ? { rows: [] }
      : await payload.db.pool.query<{ report_id: number }>('SELECT report_id FROM update_report_recipients WHERE user_id = $1 AND tenant_id = $2 AND read_at IS NULL AND report_id = ANY($3::int[])', [user.id, user.tenant, ids])
  const unread = new Set(rows.map((row) => row.report_id))
  return { items: result.docs.map((report) => ({ report, unread: unread.has(report.id) })), page: result.page ?? page, totalPages: result.totalPages, hasPrevPage: result.hasPrevPage, hasNextPage: result.hasNextPage }
}

/** A live update the investor may read (as themselves), or null. */
export async function investorReport({ payload, user }: TCtx, idText: string): Promise<UpdateReport | null> {
  if (!/^\d{1,12}$/.test(idText)) return null
  const { docs } = await payload.find({ collection: 'update-reports', where: { id: { equals: Number(idText) } }, overrideAccess: false, user, depth: 1, limit: 1, pagination: false })
  return docs[0] ?? null
}

/** Whether the investor is one of the report's stored recipients (the portfolio's report pages ask it). */
export async function isRecipient({ payload, user }: TCtx, reportId: number): Promise<boolean> {
  const { rows } = await payload.db.pool.query('SELECT 1 FROM update_report_recipients WHERE report_id = $1 AND user_id = $2 AND tenant_id = $3', [reportId, user.id, user.tenant])
  return rows.length > 0
}

/** Marks the report read for this investor (their recipient row; nothing when they have none). */
export async function markReportRead({ payload, user }: TCtx, reportId: number): Promise<void> {
  await payload.db.pool.query('UPDATE update_report_recipients SET read_at = now(), updated_at = now() WHERE report_id = $1 AND user_id = $2 AND tenant_id = $3 AND read_at IS NULL', [reportId, user.id, user.tenant])
}
