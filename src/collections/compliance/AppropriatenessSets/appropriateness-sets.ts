import type { Payload, PayloadRequest } from 'payload'

import { appropriatenessPlan, type TAppropriatenessKind, type TAppropriatenessPlan, type TAppropriatenessSet, type TQuestion } from '@/domain/compliance/appropriateness'
import { DEFAULT_APPROPRIATENESS_SETS } from '@/domain/compliance/default-appropriateness-tests'
import { now } from '@/lib/clock'
import { featuresOf } from '@/tenancy/branding'
import type { Tenant } from '@/payload-types'

// Reading a tenant's appropriateness sets and an investor's standing (decision 030). A tenant whose
// staff have not saved a set of a kind has the UK default of that kind: every tenant, new ones
// included, has the three sets from its first day without a seed step.

/** The tenant's set of `kind`, or the UK default. `custom` says whether staff saved it. */
export async function appropriatenessSetFor(payload: Payload, tenantId: number, kind: TAppropriatenessKind, req?: Partial<PayloadRequest>): Promise<TAppropriatenessSet & { custom: boolean }> {
  const { docs } = await payload.find({ collection: 'appropriateness-sets', where: { and: [{ tenant: { equals: tenantId } }, { kind: { equals: kind } }] }, limit: 1, depth: 0, overrideAccess: true, req })
  const row = docs[0]
  if (!row) return { kind, ...DEFAULT_APPROPRIATENESS_SETS[kind], custom: false }
  return { kind, title: row.title, intro: row.intro ?? '', questions: row.questions as TQuestion[], passMark: row.passMark, allowedTries: row.allowedTries ?? 0, custom: true }
}

type TStanding = { used: number; passed: boolean; lastFailedAt: string | null }

/** The investor's tries used and passed flag (the user row) and when their last attempt failed, if it did. */
export async function appropriatenessStanding(payload: Payload, investorId: number): Promise<TStanding> {
  const { rows } = await payload.db.pool.query<{ used: number; passed: boolean; last_failed_at: Date | null }>(
    `SELECT coalesce(u.compliance_tries, 0)::int AS used, coalesce(u.compliance_passed, false) AS passed,
            (SELECT CASE WHEN a.passed THEN NULL ELSE a.created_at END FROM appropriateness_attempts a WHERE a.investor_id = u.id ORDER BY a.created_at DESC, a.id DESC LIMIT 1) AS last_failed_at
     FROM users u WHERE u.id = $1`,
    [investorId],
  )
  const row = rows[0]
  if (!row) return { used: 0, passed: false, lastFailedAt: null }
  // A staff reset (tries back to 0) ends a cooldown too: every attempt is offered again.
  return { used: row.used, passed: row.passed, lastFailedAt: row.used > 0 && row.last_failed_at ? new Date(row.last_failed_at).toISOString() : null }
}

/** spec 4's plan for the investor now, with the tenant's switches and the general set's allowed tries. */
export async function appropriatenessPlanFor(payload: Payload, tenant: Tenant, investorId: number): Promise<TAppropriatenessPlan & { standing: TStanding }> {
  const features = featuresOf(tenant)
  const [standing, general] = await Promise.all([appropriatenessStanding(payload, investorId), features.risk_warning_enabled ? null : appropriatenessSetFor(payload, tenant.id, 'appropriateness')])
  const plan = appropriatenessPlan({
    testEnabled: features.compliance_test_enabled,
    passed: standing.passed,
    riskWarningEnabled: features.risk_warning_enabled,
    settingTries: general?.allowedTries,
    used: standing.used,
    lastFailedAt: standing.lastFailedAt,
    now: now(),
  })
  return { ...plan, standing }
}
