import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { safeInternalPath } from '@/lib/safe-internal-path'
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
