import type { Payload } from 'payload'

import { recordActivity } from '@/collections/records/Activities/record-activity'
import { accountStep, nextPortalStep, portalStepMessage, type TGateTenant, type TGateUser, type TJourneyFacts, type TPortalStep } from '@/domain/onboarding/portal-gate'
import { AppError } from '@/lib/app-error'
import { now } from '@/lib/clock'
import { terminologyOf } from '@/tenancy/branding'
import type { Tenant } from '@/payload-types'

// The one way every page and API asks for an investor's next journey step (issue 13 §1, decision
// 030): the user row carries most facts; the client categorisation is read here (decision 023: the
// one in force is the newest approved one not expired; nothing is copied onto the user).

type TFactsRow = { in_force: boolean | null; pending: boolean | null }

/** The investor's categorisation as the journey reads it at `at`. */
export async function journeyFactsFor(payload: Payload, investorId: number, at: Date = now()): Promise<TJourneyFacts> {
  const { rows } = await payload.db.pool.query<TFactsRow>({
    name: 'journey-categorisation',
    text: `SELECT bool_or(status = 'approved' AND expires_at > $2) AS in_force, bool_or(status = 'pending' AND expires_at > $2) AS pending
           FROM investor_categorisations WHERE investor_id = $1`,
    values: [investorId, at.toISOString()],
  })
  return { categorisation: rows[0]?.in_force ? 'in-force' : rows[0]?.pending ? 'pending' : 'none' }
}

export type TJourneyUser = TGateUser & { id: number; name: string; surname?: string | null; email: string; tenant: number | { id: number } }

/** The investor as the trail's actor (their own step; also when no request carries them). */
export const investorActor = (user: TJourneyUser) => ({ type: 'user' as const, id: user.id, name: [user.name, user.surname].filter(Boolean).join(' ') || user.email })

/** The first step `user` still has to do in `tenant`, or null: the steps before categorisation need no query. */
export async function portalStepFor(payload: Payload, user: TGateUser & { id: number }, tenant: TGateTenant | null | undefined): Promise<TPortalStep | null> {
  if (!tenant) return 'verify-email'
  const early = accountStep(user, tenant)
  if (early) return early
  const at = now()
  return nextPortalStep(user, tenant, await journeyFactsFor(payload, user.id, at), at)
}

/** The refusal while `step` is open: 403 { message, step } in the tenant's words. */
export const portalStepError = (step: TPortalStep, tenant: Pick<Tenant, 'theme'> | null | undefined) =>
  new AppError('forbidden', portalStepMessage(step, tenant ? terminologyOf(tenant) : {}), undefined, {}, { step })

/**
 * The first request to see offers starts the cooling-off period (PS22/10): stamped once, with the
 * clock's time, and recorded in the investor's trail. Called by the doors that show offers (the
 * opportunity list and detail, page and API) when the journey stands at cooling-off.
 */
export async function startCoolingOff(payload: Payload, user: TJourneyUser): Promise<void> {
  if (user.offers_requested_at) return
  const at = now().toISOString()
  const { rowCount } = await payload.db.pool.query(`UPDATE users SET offers_requested_at = $2 WHERE id = $1 AND offers_requested_at IS NULL`, [user.id, at])
  if (rowCount !== 1) return
  user.offers_requested_at = at
  await recordActivity(payload, undefined, {
    target: { collection: 'users', id: user.id },
    tenant: typeof user.tenant === 'number' ? user.tenant : user.tenant.id,
    action: 'journey-offers-requested',
    changes: { offers_requested_at: { from: null, to: at } },
    actor: investorActor(user),
  })
}
