import { z } from 'zod'

import { requireTenantUser } from '@/access/require-user'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'

import { mayJoinChannel } from './channels'

const ZChannelAuthInput = z.object({ socket_id: z.string().min(1).max(100), channel_name: z.string().min(1).max(200) })

/**
 * POST /api/broadcasting/auth {socket_id, channel_name} (spec 7): may the signed-in user join that
 * channel? Only their own, the one room the socket server places each authenticated socket in.
 */
export const broadcastingAuthEndpoint = defineEndpoint({
  path: '/broadcasting/auth',
  method: 'post',
  handler: async (req) => {
    const user = requireTenantUser(req.user)
    const input = await parseBody(req, ZChannelAuthInput)
    if (!mayJoinChannel(user, input.channel_name)) throw new AppError('forbidden')
    return json({ channel_name: input.channel_name, socket_id: input.socket_id, authorised: true })
  },
})
