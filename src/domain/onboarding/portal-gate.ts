import type { Tenant } from '@/payload-types'
import { needsTermsAcceptance } from '@/domain/terms'
import { DEFAULT_TERMS_VERSION, FEATURE_DEFAULTS } from '@/tenancy/defaults'
import { term, type TTermKey, type TTerminology } from '@/tenancy/terminology'

// Issue 8, finding 7 and issue 13 §1 (decision 030): the steps an investor must have done before the
// server hands out any portal offer (opportunity lists and details, investing). The pages and every
// API ask this one function, through portalStepFor (src/collections/people/Users/portal-journey.ts),
// which loads the facts that are not on the user row, so they cannot disagree.
//
// The FCA's first-time journey for direct offers (PS22/10, COBS 4.12A): verify email → accept terms →
// categorisation (a declaration in force; re-attested after 12 months; approved by staff when the
// tenant asks) → personalised risk warning (risk_warning_enabled) → 24 hours of cooling-off from the
// first request to see offers, then an express choice to proceed → appropriateness test
// (compliance_test_enabled).

export const PORTAL_STEPS = ['verify-email', 'accept-terms', 'categorise', 'categorisation-pending', 'risk-warning', 'cooling-off', 'offer-choice', 'appropriateness-test'] as const
export type TPortalStep = (typeof PORTAL_STEPS)[number]

/** spec 9 / PS22/10: the first-time investor's cooling-off period. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000

/** Each step's message, a terminology key (spec 3: the portal's texts are the tenant's to word). */
export const PORTAL_STEP_TERM: Record<TPortalStep, TTermKey> = {
  'verify-email': 'stepVerifyEmail',
  'accept-terms': 'stepAcceptTerms',
  categorise: 'stepCategorise',
  'categorisation-pending': 'stepCategorisationPending',
  'risk-warning': 'stepRiskWarning',
  'cooling-off': 'stepCoolingOff',
  'offer-choice': 'stepOfferChoice',
  'appropriateness-test': 'stepAppropriatenessTest',
}

/** A step's message in `terminology` (the defaults without one). */
export const portalStepMessage = (step: TPortalStep, terminology: TTerminology = {}) => term(terminology, PORTAL_STEP_TERM[step])

/** The default messages (a tenant's terminology may reword them). */
export const PORTAL_STEP_MESSAGE = Object.fromEntries(PORTAL_STEPS.map((step) => [step, portalStepMessage(step)])) as Record<TPortalStep, string>

/** Where the portal does each step (the journey's screens). */
export const PORTAL_STEP_PATH: Record<TPortalStep, string> = {
  'verify-email': '/investor',
  'accept-terms': '/investor',
  categorise: '/investor/profile/type',
  'categorisation-pending': '/investor/profile/type',
  'risk-warning': '/investor/journey',
  'cooling-off': '/investor/journey',
  'offer-choice': '/investor/journey',
  'appropriateness-test': '/investor/profile/appropriateness',
}

export type TGateUser = {
  email_verified_at?: string | null
  accepted_terms_version?: number | null
  compliance_passed?: boolean | null
  risk_warning_accepted_at?: string | null
  offers_requested_at?: string | null
  offers_proceeded_at?: string | null
}

export type TGateTenant = Pick<Tenant, 'terms'> & { features?: Partial<Record<keyof typeof FEATURE_DEFAULTS, boolean | null>> | null }

/** What the journey needs that is not on the user row: the investor's client categorisation. */
export type TJourneyFacts = { categorisation: 'in-force' | 'pending' | 'none' }

const feature = (tenant: TGateTenant, key: keyof typeof FEATURE_DEFAULTS): boolean => tenant.features?.[key] ?? FEATURE_DEFAULTS[key]

/**
 * The steps before an investor sees their own data (portfolio, news, their holdings' reports and
 * documents): a verified address and the current terms. The rest of the journey guards offers only:
 * an expired categorisation must not hide what someone already holds.
 */
export function accountStep(user: TGateUser, tenant: Pick<Tenant, 'terms'>): 'verify-email' | 'accept-terms' | null {
  if (!user.email_verified_at) return 'verify-email'
  if (needsTermsAcceptance(user.accepted_terms_version, tenant.terms?.version ?? DEFAULT_TERMS_VERSION)) return 'accept-terms'
  return null
}

/** The first step `user` still has to do before seeing offers of `tenant`, or null when none is left. */
export function nextPortalStep(user: TGateUser, tenant: TGateTenant, facts: TJourneyFacts, now: Date): TPortalStep | null {
  const early = accountStep(user, tenant)
  if (early) return early
  if (facts.categorisation === 'pending') return 'categorisation-pending'
  if (facts.categorisation !== 'in-force') return 'categorise'
  if (feature(tenant, 'risk_warning_enabled') && !user.risk_warning_accepted_at) return 'risk-warning'
  if (!user.offers_proceeded_at) return coolingOffLeft(user, now) > 0 ? 'cooling-off' : 'offer-choice'
  if (feature(tenant, 'compliance_test_enabled') && !user.compliance_passed) return 'appropriateness-test'
  return null
}

/** Milliseconds of cooling-off left: the whole period before the first request to see offers, none once it has passed. */
export function coolingOffLeft(user: Pick<TGateUser, 'offers_requested_at'>, now: Date): number {
  if (!user.offers_requested_at) return COOLING_OFF_MS
  return Math.max(0, new Date(user.offers_requested_at).getTime() + COOLING_OFF_MS - now.getTime())
}
