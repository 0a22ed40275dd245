'use client'

import { pathAfterLogin } from '@/access/landing'
import { ROLE } from '@/access/roles'
import type { TPublicUser } from '@/auth/public-user'
import { TWO_FACTOR_SETUP_PAGE } from '@/auth/two-factor/paths'
import { apiFetch, ensureCsrfCookie } from '@/lib/api-client'
import type { TFeatures } from '@/tenancy/defaults'

/** What POST /login answers besides 204 (decision 039): a code is needed, or the set-up of one. */
type TLoginAnswer = { two_factor_required?: boolean; two_factor_token?: string; two_factor_setup_required?: boolean } | null

/** Where the sign-in stands: done (go to `path`), or waiting for the code of an account with two-factor on. */
export type TLoginStep = { kind: 'done'; path: string } | { kind: 'code'; token: string }

/**
 * spec 4 login sequence: end any existing session (failure ignored), obtain the anti-forgery
 * cookie, post the credentials, load the user, for role User load the compliance tries and
 * questions (the family the tenant uses: FCA with the risk warning on; a refusal, e.g. an earlier
 * journey step still open, is ignored), then go where spec 2.4 says. With two-factor on, the
 * password step answers with a token and the sequence goes on in logInWithCode.
 */
export async function logIn(credentials: { email: string; password: string }, target: string | null, features: TFeatures): Promise<TLoginStep> {
  await ensureCsrfCookie()
  await apiFetch('/logout', { method: 'POST', redirectOn401: false }).catch(() => {})
  const answer = await apiFetch<TLoginAnswer>('/login', { method: 'POST', body: credentials, redirectOn401: false })
  if (answer?.two_factor_required && answer.two_factor_token) return { kind: 'code', token: answer.two_factor_token }
  return { kind: 'done', path: await afterLogin(answer, target, features) }
}

/** The second step: the token and a code from the authenticator app, or a recovery code. */
export async function logInWithCode(token: string, input: { code?: string; recovery_code?: string }, target: string | null, features: TFeatures): Promise<string> {
  const answer = await apiFetch<TLoginAnswer>('/login', { method: 'POST', body: { two_factor_token: token, ...input }, redirectOn401: false })
  return afterLogin(answer, target, features)
}

async function afterLogin(answer: TLoginAnswer, target: string | null, features: TFeatures): Promise<string> {
  // A staff account that must have two-factor sign-in sets it up before anything else.
  if (answer?.two_factor_setup_required) return TWO_FACTOR_SETUP_PAGE
  const user = await apiFetch<TPublicUser>('/api/user', { redirectOn401: false })
  if (user.role_id === ROLE.user && features.compliance_test_enabled && !user.compliance_passed) {
    await apiFetch(features.risk_warning_enabled ? '/api/fca-compliance-questions' : '/api/compliance-questions', { redirectOn401: false }).catch(() => {})
  }
  return pathAfterLogin(user.role_id, target, features)
}
