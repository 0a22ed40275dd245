'use client'

import { pathAfterLogin } from '@/access/landing'
import { ROLE } from '@/access/roles'
import type { TPublicUser } from '@/auth/public-user'
import { apiFetch, ensureCsrfCookie } from '@/lib/api-client'
import type { TFeatures } from '@/tenancy/defaults'

/**
 * spec 4 login sequence: end any existing session (failure ignored), obtain the anti-forgery
 * cookie, post the credentials, load the user, for role User load the compliance tries and
 * questions (the family the tenant uses: FCA with the risk warning on; a refusal, e.g. an earlier
 * journey step still open, is ignored), then go where spec 2.4 says.
 */
export async function logIn(credentials: { email: string; password: string }, target: string | null, features: TFeatures): Promise<string> {
  await ensureCsrfCookie()
  await apiFetch('/logout', { method: 'POST', redirectOn401: false }).catch(() => {})
  await apiFetch('/login', { method: 'POST', body: credentials, redirectOn401: false })
  const user = await apiFetch<TPublicUser>('/api/user', { redirectOn401: false })
  if (user.role_id === ROLE.user && features.compliance_test_enabled && !user.compliance_passed) {
    await apiFetch(features.risk_warning_enabled ? '/api/fca-compliance-questions' : '/api/compliance-questions', { redirectOn401: false }).catch(() => {})
  }
  return pathAfterLogin(user.role_id, target, features)
}
