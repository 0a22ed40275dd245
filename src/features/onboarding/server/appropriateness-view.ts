import type { Payload } from 'payload'

import { appropriatenessPlanFor, appropriatenessSetFor } from '@/collections/compliance/AppropriatenessSets/appropriateness-sets'
import { familyFor, kindFor, publicQuestions, type TAppropriatenessFamily, type TAppropriatenessKind, type TPublicQuestion } from '@/domain/compliance/appropriateness'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { term } from '@/tenancy/terminology'
import type { Tenant } from '@/payload-types'

// What an investor is shown of the appropriateness test (spec 4, decision 030), for the API and the
// portal's screen alike: never the correct answers (publicQuestions), and the questions only when
// spec 4's plan says so.

export type TAppropriatenessView =
  | { applies: false; passed: boolean; tries: number }
  | {
      applies: true
      family: TAppropriatenessFamily
      tries: number
      allowed: number
      cooldownUntil: string | null
      /** Why there are no questions now (cooldown, no tries left), in the tenant's words. */
      message: string | null
      test: { kind: TAppropriatenessKind; title: string; intro: string; passMark: number; total: number; questions: TPublicQuestion[] } | null
    }

export const NO_TRIES_LEFT = 'You have used all your attempts at the appropriateness test. Please contact us to discuss your options.'

export async function appropriatenessView(payload: Payload, tenant: Tenant, investorId: number): Promise<TAppropriatenessView> {
  const plan = await appropriatenessPlanFor(payload, tenant, investorId)
  if (!plan.applies) return { applies: false, passed: plan.standing.passed, tries: plan.standing.used }
  const base = { applies: true as const, family: plan.family, tries: plan.used, allowed: plan.allowed, cooldownUntil: plan.cooldownUntil }
  if (!plan.questions) return { ...base, message: plan.cooldownUntil ? term(terminologyOf(tenant), 'testCooldown') : NO_TRIES_LEFT, test: null }
  const set = await appropriatenessSetFor(payload, tenant.id, kindFor(plan.family, plan.used))
  return { ...base, message: null, test: { kind: set.kind, title: set.title, intro: set.intro, passMark: set.passMark, total: set.questions.length, questions: publicQuestions(set) } }
}

/** The family the tenant's investors take (the other family's calls are a 404 for them). */
export const tenantFamily = (tenant: Tenant): TAppropriatenessFamily => familyFor(featuresOf(tenant).risk_warning_enabled)
