import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isTenantUser } from '@/access/current-user'
import { json, parseBody } from '@/lib/http'

import { mayJoinChannel } from './channels'

const ZChannelAuthInput = z.object({ socket_id: z.string().min(1).max(100), channel_name: z.string().min(1).max(200) })

/**
 * POST /api/broadcasting/auth {socket_id, channel_name} (spec 7): may the signed-in user join that
 * channel? Only their own, the one room the socket server places each authenticated socket in.
 */
export const broadcastingAuthEndpoint: Endpoint = {
  path: '/broadcasting/auth',
  method: 'post',
  handler: async (req) => {
    if (!isTenantUser(req.user)) return json({ message: 'Unauthenticated.' }, 401)
    const input = await parseBody(req, ZChannelAuthInput)
    if (!input.ok) return input.response
    if (!mayJoinChannel(req.user, input.data.channel_name)) return json({ message: 'This action is unauthorized.' }, 403)
    return json({ channel_name: input.data.channel_name, socket_id: input.data.socket_id, authorised: true })
  },
}
