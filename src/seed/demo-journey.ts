import type { Payload } from 'payload'

import { ROLE } from '@/access/roles'
import { familyFor, kindFor, scoreAttempt } from '@/domain/compliance/appropriateness'
import { DEFAULT_APPROPRIATENESS_SETS } from '@/domain/compliance/default-appropriateness-tests'
import { COOLING_OFF_MS } from '@/domain/onboarding/portal-gate'
import { featuresOf } from '@/tenancy/branding'
import type { Tenant } from '@/payload-types'

import { DECLARATION_ANSWERS } from './demo-categorisations'

// Demo data of the first-time journey (issue 13 §1, §2; decision 030). Investors who passed the test
// before this journey existed went through its steps then (their stamps are set from their
// verification); and one investor per journey state, `journey.<state>@<tenant>.test`, password
// demo-password-1, with times relative to the seed's (the cooling-off one has 2 hours left when seeded).

const HOUR = 3_600_000

type TState = 'registered' | 'categorised' | 'cooling-off' | 'failed' | 'passed'
const STATES: { state: TState; name: string; surname: string }[] = [
  { state: 'registered', name: 'Nadia', surname: 'Registered' },
  { state: 'categorised', name: 'Callum', surname: 'Categorised' },
  { state: 'cooling-off', name: 'Cora', surname: 'Cooling' },
  { state: 'failed', name: 'Felix', surname: 'Retake' },
  { state: 'passed', name: 'Priya', surname: 'Passed' },
]

const iso = (ms: number) => new Date(ms).toISOString()

export async function seedDemoJourney(payload: Payload, tenant: Tenant, passwordHash: string): Promise<void> {
  // Everyone who passed the test earlier also read the risk warning and waited out the cooling-off.
  await payload.db.pool.query(
    `UPDATE users SET risk_warning_accepted_at = coalesce(email_verified_at, created_at) + interval '1 hour',
       offers_requested_at = coalesce(email_verified_at, created_at) + interval '2 hours',
       offers_proceeded_at = coalesce(email_verified_at, created_at) + interval '27 hours'
     WHERE tenant_id = $1 AND role_id = $2 AND compliance_passed AND offers_proceeded_at IS NULL`,
    [tenant.id, ROLE.user],
  )
  const features = featuresOf(tenant)
  const now = Date.now()
  const decider = (await payload.find({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { role_id: { equals: ROLE.superAdmin } }] }, limit: 1, depth: 0, select: { name: true } })).docs[0]
  for (const [index, person] of STATES.entries()) {
    const registeredAt = now - (2 + index) * 24 * HOUR
    const past = (step: number) => Math.min(now - HOUR, registeredAt + step * HOUR)
    const investor = await payload.create({
      collection: 'users',
      data: {
        email: `journey.${person.state}@${tenant.code}.test`,
        name: person.name,
        surname: person.surname,
        role_id: ROLE.user,
        email_verified_at: iso(registeredAt + HOUR / 4),
        accepted_terms_version: tenant.terms?.version ?? 1,
        tenant: tenant.id,
        password_hash: passwordHash,
        createdAt: iso(registeredAt),
      } as never,
      overrideAccess: true,
      depth: 0,
    })
    if (person.state === 'registered') continue
    const declaration = await payload.create({
      collection: 'investor-categorisations',
      data: { investor: investor.id, category: 'restricted', answers: DECLARATION_ANSWERS.restricted, declaredAt: iso(past(1)), source: 'investor', tenant: tenant.id } as never,
      overrideAccess: true,
      depth: 0,
    })
    if (declaration.status === 'pending' && decider) {
      await payload.update({ collection: 'investor-categorisations', id: declaration.id, data: { status: 'approved', decidedBy: decider.id, decidedByName: decider.name, decidedAt: iso(past(2)) }, overrideAccess: true, depth: 0 })
    }
    if (person.state === 'categorised') continue
    const requested = person.state === 'cooling-off' ? now - COOLING_OFF_MS + 2 * HOUR : past(3)
    const stamps: Record<string, string | number | boolean> = { risk_warning_accepted_at: iso(past(2)), offers_requested_at: iso(requested) }
    if (person.state !== 'cooling-off') stamps.offers_proceeded_at = iso(Math.max(requested + COOLING_OFF_MS, past(30)))
    if (person.state === 'failed' || person.state === 'passed') {
      const kind = kindFor(familyFor(features.risk_warning_enabled), 0)
      const set = DEFAULT_APPROPRIATENESS_SETS[kind]
      const right = Object.fromEntries(set.questions.map((question) => [question.id, question.correct]))
      // Failed: the first two answered wrongly (3 of 5, pass mark 4), three hours ago: in the 24-hour cooldown.
      const answers = person.state === 'passed' ? right : Object.fromEntries(set.questions.map((question, at) => [question.id, at < 2 ? question.options.find((option) => option.id !== question.correct)!.id : question.correct]))
      const result = scoreAttempt(set, answers)
      await payload.create({
        collection: 'appropriateness-attempts',
        data: { investor: investor.id, kind, answers: result.marked, score: result.score, total: result.total, passMark: set.passMark, passed: result.passed, tenant: tenant.id, createdAt: iso(now - 3 * HOUR) },
        overrideAccess: true,
        depth: 0,
      })
      stamps.compliance_tries = 1
      stamps.compliance_passed = result.passed
    }
    const columns = Object.keys(stamps)
    await payload.db.pool.query(`UPDATE users SET ${columns.map((column, at) => `${column} = $${at + 2}`).join(', ')} WHERE id = $1`, [investor.id, ...columns.map((column) => stamps[column])])
  }
}
