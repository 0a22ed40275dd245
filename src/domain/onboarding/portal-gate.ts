import type { Tenant } from '@/payload-types'
import { needsTermsAcceptance } from '@/domain/terms'
import { DEFAULT_TERMS_VERSION } from '@/tenancy/defaults'

// Issue 8, finding 7: the steps an investor must have done before the server hands out any portal
// data (opportunities today; investing and the regulated journey join this list with the investor
// portal issue). The pages and every API ask this one function, so they cannot disagree.

export type TPortalStep = 'verify-email' | 'accept-terms'

export const PORTAL_STEP_MESSAGE: Record<TPortalStep, string> = {
  'verify-email': 'Please verify your email address to see investment opportunities. We have sent you a link.',
  'accept-terms': 'Please accept the current terms and conditions to see investment opportunities.',
}

type TGateUser = { email_verified_at?: string | null; accepted_terms_version?: number | null }

/** The first step `user` still has to do before seeing portal data of `tenant`, or null when none is left. */
export function nextPortalStep(user: TGateUser, tenant: Pick<Tenant, 'terms'>): TPortalStep | null {
  if (!user.email_verified_at) return 'verify-email'
  if (needsTermsAcceptance(user.accepted_terms_version, tenant.terms?.version ?? DEFAULT_TERMS_VERSION)) return 'accept-terms'
  return null
}

/** The API's refusal while a step is open: 403 with the reason and the step, so the portal can show it. */
export const portalStepRefusal = (step: TPortalStep) => ({ status: 403, body: { message: PORTAL_STEP_MESSAGE[step], step } }) as const
