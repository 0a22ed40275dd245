import { mayRewriteWithAi } from '@/access/permissions'
import { requireTenantUser } from '@/access/require-user'
import { ZAiRewriteBody } from '@/domain/reports/ai-rewrite-body'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { takeAttempt } from '@/lib/rate-limit'

import { requestRewrite } from './provider'
import { aiRewriteSettings } from './settings'

/**
 * POST /api/rich-text/rewrite { text, instruction } → { text }: spec 9's AI rewrite of the report
 * editor (docs/decisions/044-ai-rewrite.md). 404 while no provider is configured (the control is not
 * shown then either); staff who may write a record whose editor has the control (mayRewriteWithAi);
 * the body by ZAiRewriteBody (422); a rate limit per account (429); the provider's failure 502, its
 * silence 504. It changes nothing: the editor inserts the answer only when the person accepts it.
 * No trail entry (a suggestion is not a change of the record; the save that follows is) and no log
 * of the text.
 */
export const aiRewriteEndpoint = defineEndpoint({
  path: '/rich-text/rewrite',
  method: 'post',
  handler: async (req) => {
    const settings = aiRewriteSettings()
    if (!settings) throw new AppError('not_found')
    const user = requireTenantUser(req.user)
    if (!mayRewriteWithAi(user.role_id)) throw new AppError('forbidden')
    const { text, instruction } = await parseBody(req, ZAiRewriteBody)
    await takeAttempt('ai-rewrite:account', String(user.id))
    return json({ text: await requestRewrite(settings, text, instruction) })
  },
})

/** Whether this user's editors show the AI rewrite control: a provider is configured and they may use it (pages pass it to the editor). */
export const aiRewriteOffered = (role: unknown): boolean => aiRewriteSettings() !== null && mayRewriteWithAi(role)
