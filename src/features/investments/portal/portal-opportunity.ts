import { notFound } from 'next/navigation'

import { guardPage } from '@/auth/page-guard'
import { INVESTOR_VISIBLE_STAGES } from '@/domain/investments/stages'
import { portalStepFor } from '@/collections/people/Users/portal-journey'
import type { TPortalStep } from '@/domain/onboarding/portal-gate'

import { findOpportunityBySlug, type TOpportunityDetail, type TSignedInContext } from '../opportunity-queries'

/**
 * The start of every portal investing page of one opportunity (decision 031): the page guard
 * (portal_investments `create`), then the portal gate (its step, shown in place of the page, so the
 * journey's steps apply here as they do to the API), then the opportunity as the investor reads it
 * (404 when the portal does not show it to them).
 */
export async function portalInvestingPage(slug: string, path: string): Promise<{ ctx: TSignedInContext; step: TPortalStep } | { ctx: TSignedInContext; step: null; opportunity: TOpportunityDetail }> {
  const ctx = await guardPage(path, ['portal_investments', 'create'])
  const step = await portalStepFor(ctx.payload, ctx.user, ctx.tenant)
  if (step) return { ctx, step }
  const opportunity = await findOpportunityBySlug(ctx, slug, INVESTOR_VISIBLE_STAGES)
  if (!opportunity) notFound()
  return { ctx, step: null, opportunity }
}

/** `?reserve=1`: the investor is reserving an allocation rather than investing. */
export const isReserve = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) === '1'
