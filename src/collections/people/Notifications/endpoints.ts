import type { Endpoint, PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { type TTenantUser } from '@/access/current-user'
import { isAdminType } from '@/access/permissions'
import { requirePermission, requireTenantUser } from '@/access/require-user'
import { ROLE } from '@/access/roles'
import { notify, toPublicNotification, ZNotificationData } from '@/collections/people/Notifications/notify'
import { AppError, defineEndpoint, invalid } from '@/lib/app-error'
import { json, parseBody, rowIdOf } from '@/lib/http'

// spec 7: /api/notifications/user/* for investors, /api/notifications/admin/* for staff; both
// act on the signed-in user's own notifications only.
type TAudience = 'user' | 'admin'

const LIST_LIMIT = 50

function audienceUser(req: PayloadRequest, audience: TAudience): TTenantUser {
  const user = requireTenantUser(req.user)
  requirePermission(user, 'notifications', 'index')
  if (isAdminType(user.role_id) !== (audience === 'admin')) throw new AppError('forbidden')
  return user
}

const ownClauses = (user: TTenantUser, unreadOnly: boolean): Where[] => [
  { tenant: { equals: user.tenant } },
  { user: { equals: user.id } },
  ...(unreadOnly ? [{ read_at: { exists: false } }] : []),
]

function listEndpoint(audience: TAudience, unreadOnly: boolean): Endpoint {
  return defineEndpoint({
    path: `/${audience}${unreadOnly ? '/unread' : ''}`,
    method: 'get',
    handler: async (req) => {
      const user = audienceUser(req, audience)
      // The newest LIST_LIMIT rows, and how many there are in all: the badge reads `total` (spec 9
      // shows 99 from 100 up, which a count of the rows sent could never reach).
      const { docs, totalDocs } = await req.payload.find({
        collection: 'notifications',
        where: { and: ownClauses(user, unreadOnly) },
        sort: '-createdAt',
        limit: LIST_LIMIT,
        depth: 0,
        overrideAccess: false,
        user,
      })
      return json({ data: docs.map(toPublicNotification), total: totalDocs }, 200, { 'Cache-Control': 'no-store' })
    },
  })
}

function markReadEndpoint(audience: TAudience, one: boolean): Endpoint {
  return defineEndpoint({
    path: `/${audience}/mark-read${one ? '/:id' : ''}`,
    method: 'post',
    handler: async (req) => {
      const user = audienceUser(req, audience)
      const id = one ? rowIdOf(req.routeParams?.id) : null
      if (one && id === null) throw new AppError('not_found')
      const where: Where = { and: one ? [...ownClauses(user, false), { id: { equals: id } }] : ownClauses(user, true) }
      // Our own rows, selected by the access rule above; update access itself is server-only.
      const { docs } = await req.payload.update({
        collection: 'notifications',
        where,
        data: { read_at: new Date().toISOString() },
        overrideAccess: true,
        depth: 0,
      })
      if (one && docs.length === 0) throw new AppError('not_found')
      return json({ data: docs.map(toPublicNotification) })
    },
  })
}

const ZSendInput = ZNotificationData.extend({ user_id: z.coerce.number().int().positive() })

/**
 * POST /api/notifications/admin/send: staff who may update investors send one of their
 * tenant's investors a notification (delivered live). Our addition; docs/decisions/004.
 */
const sendEndpoint = defineEndpoint({
  path: '/admin/send',
  method: 'post',
  handler: async (req) => {
    const sender = audienceUser(req, 'admin')
    requirePermission(sender, 'investors', 'update')
    const { user_id: userId, ...data } = await parseBody(req, ZSendInput)
    const recipient = await req.payload.db.findOne<{ id: number; tenant: number; role_id: number }>({
      collection: 'users',
      where: { and: [{ id: { equals: userId } }, { tenant: { equals: sender.tenant } }, { role_id: { equals: ROLE.user } }] },
    })
    if (!recipient) throw invalid({ user_id: ['No such investor.'] })
    return json({ data: await notify(req.payload, recipient.id, data) }, 201)
  },
})

export const notificationEndpoints: Endpoint[] = [
  listEndpoint('user', false),
  listEndpoint('user', true),
  markReadEndpoint('user', true),
  markReadEndpoint('user', false),
  listEndpoint('admin', false),
  listEndpoint('admin', true),
  markReadEndpoint('admin', true),
  markReadEndpoint('admin', false),
  sendEndpoint,
]
