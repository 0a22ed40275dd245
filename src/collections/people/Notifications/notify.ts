import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { safeInternalPath } from '@/lib/safe-internal-path'
import { isoUtc } from '@/lib/sql'
import { queryInTransaction, sql } from '@/lib/transaction'
import type { Notification } from '@/payload-types'
import { publishToUser } from '@/realtime/publish'

export const ZNotificationData = z.object({
  message: z.string().trim().min(1).max(1000),
  icon: z.string().trim().max(50).optional(),
  cta: z.string().trim().max(500).refine((link) => safeInternalPath(link) !== null, 'Use a path inside the platform').optional(),
})
export type TNotificationData = z.infer<typeof ZNotificationData>

/** The notification as the browser sees it (spec 3). */
export function toPublicNotification(notification: Notification) {
  return {
    id: notification.id,
    read_at: notification.read_at ?? null,
    created_at: notification.createdAt,
    data: { message: notification.data.message, icon: notification.data.icon ?? null, cta: notification.data.cta ?? null },
  }
}
export type TPublicNotification = ReturnType<typeof toPublicNotification>

/**
 * Stores a notification for a user (in the user's tenant) and pushes it to their open pages
 * in one call.
 */
export async function notify(payload: Payload, userId: number, data: TNotificationData): Promise<TPublicNotification> {
  const parsed = ZNotificationData.parse(data)
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, select: { tenant: true } })
  const created = await payload.create({
    collection: 'notifications',
    overrideAccess: true,
    data: { user: userId, tenant: user.tenant, data: parsed },
  })
  const notification = toPublicNotification(created)
  await publishToUser(userId, notification)
  return notification
}

/**
 * notify() for many users of one tenant at once (an update report's recipients, decision 033): one
 * INSERT for the batch in `req`'s transaction when given one (else on its own), the same notice for
 * each; the caller pushes them with publishToUser once committed (`pushNotifications`). Users must be
 * of `tenantId`: the caller chose them by it.
 */
export async function storeNotifications(payload: Payload, userIds: number[], tenantId: number, data: TNotificationData, req?: PayloadRequest): Promise<Array<{ userId: number; notification: TPublicNotification }>> {
  if (userIds.length === 0) return []
  const parsed = ZNotificationData.parse(data)
  const statement = sql`INSERT INTO notifications (user_id, data_message, data_icon, data_cta, tenant_id, created_at, updated_at)
                        SELECT u, ${parsed.message}::varchar, ${parsed.icon ?? null}::varchar, ${parsed.cta ?? null}::varchar, ${tenantId}::int, now(), now() FROM unnest(${`{${userIds.map((id) => Math.trunc(id)).join(',')}}`}::int[]) AS u
                        RETURNING id, user_id, ${sql.raw(isoUtc('created_at'))} AS created_at`
  const rows = req ? await queryInTransaction<{ id: number; user_id: number; created_at: string }>(req, statement) : ((await payload.db.drizzle.execute(statement)) as unknown as { rows: Array<{ id: number; user_id: number; created_at: string }> }).rows
  const shown = { message: parsed.message, icon: parsed.icon ?? null, cta: parsed.cta ?? null }
  return rows.map((row) => ({ userId: row.user_id, notification: { id: row.id, read_at: null, created_at: row.created_at, data: shown } }))
}

/** Pushes stored notifications to their users' open pages (after the transaction that stored them has committed). */
export async function pushNotifications(notices: Array<{ userId: number; notification: TPublicNotification }>): Promise<void> {
  await Promise.all(notices.map(({ userId, notification }) => publishToUser(userId, notification)))
}

/**
 * Stores a notification in `req`'s transaction without pushing it: a notice that goes with a money
 * write (a cash call, decision 014) is committed or rolled back with it; push it with
 * publishToUser once the transaction has committed.
 */
export async function storeNotification(req: PayloadRequest, userId: number, tenantId: number, data: TNotificationData): Promise<TPublicNotification> {
  const parsed = ZNotificationData.parse(data)
  const created = await req.payload.create({ collection: 'notifications', overrideAccess: true, req, data: { user: userId, tenant: tenantId, data: parsed } })
  return toPublicNotification(created)
}

export { publishToUser }
