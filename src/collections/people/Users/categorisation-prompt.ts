import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { can } from '@/access/permissions'
import type { TTenantUser } from '@/access/current-user'
import { readCookie, readSession } from '@/auth/session'
import { categorisationPrompt, CATEGORISATION_PROMPT_COOKIE, type TCategorisationPrompt } from '@/domain/onboarding/categorisation-prompt'
import { accountStep } from '@/domain/onboarding/portal-gate'
import { now } from '@/lib/clock'
import type { Tenant } from '@/payload-types'
import { featuresOf } from '@/tenancy/branding'

type TPromptRow = { in_force_until: string | Date | null; pending: boolean | null }

/** The value of the dismissal cookie for one sign-in session: a digest of its row id (not the id itself). */
export const promptDismissKey = (sessionId: number, userId: number) => crypto.createHash('sha256').update(`categorisation-prompt:${sessionId}:${userId}`).digest('hex').slice(0, 24)

/**
 * Whether the categorisation pop-up shows on this portal page (investor_categorisation_popups_enabled,
 * decision 043), decided on the server: the rule of categorisationPrompt, unless the investor dismissed
 * it in this sign-in session. Answers the prompt and the key a dismissal stores, or null.
 */
export async function categorisationPromptFor(payload: Payload, user: TTenantUser, tenant: Tenant, cookieHeader: string | null): Promise<(TCategorisationPrompt & { dismissKey: string }) | null> {
  if (!featuresOf(tenant).investor_categorisation_popups_enabled || !can(user.role_id, 'portal_investments', 'index')) return null
  const session = await readSession(cookieHeader)
  if (!session) return null
  const dismissKey = promptDismissKey(session.sid, user.id)
  if (readCookie(cookieHeader, CATEGORISATION_PROMPT_COOKIE) === dismissKey) return null
  const at = now()
  const { rows } = await payload.db.pool.query<TPromptRow>({
    name: 'categorisation-prompt',
    text: `SELECT max(expires_at) FILTER (WHERE status = 'approved' AND expires_at > $2) AS in_force_until, bool_or(status = 'pending' AND expires_at > $2) AS pending
           FROM investor_categorisations WHERE investor_id = $1`,
    values: [user.id, at.toISOString()],
  })
  const until = rows[0]?.in_force_until ?? null
  const prompt = categorisationPrompt(true, { accountStep: accountStep(user, tenant), inForceUntil: until === null ? null : new Date(until).toISOString(), pending: !!rows[0]?.pending }, at)
  return prompt && { ...prompt, dismissKey }
}
