import { mayRewriteWithAi } from '@/access/permissions'
import { requireTenantUser } from '@/access/require-user'
import { ZAiRewriteBody } from '@/domain/reports/ai-rewrite-body'
import { AppError, defineEndpoint } from '@/lib/app-error'
import { json, parseBody } from '@/lib/http'
import { takeAttempt } from '@/lib/rate-limit'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'
import { requestTenant } from '@/tenancy/request-tenant'

import { requestRewrite } from './provider'
import { aiRewriteSettings, type TAiRewriteSettings } from './settings'

/** The provider `tenant`'s editors may use: the deployment's, while the tenant's ai_rewrite_enabled (ours) is on; null: no AI rewrite there. */
const aiRewriteFor = (tenant: Tenant): TAiRewriteSettings | null => (featuresOf(tenant).ai_rewrite_enabled ? aiRewriteSettings() : null)

/**
 * POST /api/rich-text/rewrite { text, instruction } → { text }: spec 9's AI rewrite of the report
 * editor (docs/decisions/044-ai-rewrite.md). 404 to everyone while no provider is configured or the
 * request's tenant has ai_rewrite_enabled off (the control is not shown then either); staff who may
 * write a record whose editor has the control (mayRewriteWithAi); the body by ZAiRewriteBody (422);
 * a rate limit per account (429); the provider's failure 502, its silence 504. It changes nothing:
 * the editor inserts the answer only when the person accepts it. No trail entry (a suggestion is not
 * a change of the record; the save that follows is) and no log of the text.
 */
export const aiRewriteEndpoint = defineEndpoint({
  path: '/rich-text/rewrite',
  method: 'post',
  handler: async (req) => {
    const settings = aiRewriteFor(await requestTenant(req))
    if (!settings) throw new AppError('not_found')
    const user = requireTenantUser(req.user)
    if (!mayRewriteWithAi(user.role_id)) throw new AppError('forbidden')
    const { text, instruction } = await parseBody(req, ZAiRewriteBody)
    await takeAttempt('ai-rewrite:account', String(user.id))
    return json({ text: await requestRewrite(settings, text, instruction) })
  },
})

/** Whether this user's editors show the AI rewrite control: a provider is configured, their tenant's switch is on and they may use it (pages pass it to the editor). */
export const aiRewriteOffered = (tenant: Tenant, role: unknown): boolean => aiRewriteFor(tenant) !== null && mayRewriteWithAi(role)
