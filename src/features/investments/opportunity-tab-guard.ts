import { notFound } from 'next/navigation'

import { isOpportunityStage } from '@/domain/investments/stages'
import { isOpportunityTab, opportunityTabOpen } from '@/domain/investments/tabs'

import { OPPORTUNITY_GROUPS } from './opportunity-groups'
import { findOpportunityById, parseOpportunityId, type TSignedInContext } from './opportunity-queries'

const TAB_PATH = /^\/admin\/investments\/(opportunities|existing)\/([^/]+)\/details\/([^/]+)$/

/**
 * A tab address of an opportunity answers only where the record has that tab for this role
 * (domain/investments/tabs.ts); otherwise 404, like an id of the other area. Other paths pass.
 */
export async function guardOpportunityTab(ctx: TSignedInContext, pathname: string): Promise<void> {
  const match = TAB_PATH.exec(pathname)
  if (!match) return
  const [, area, idText, tab] = match
  const group = area === 'existing' ? OPPORTUNITY_GROUPS.existing : OPPORTUNITY_GROUPS.live
  const id = parseOpportunityId(idText)
  const opportunity = id === null ? null : await findOpportunityById(ctx, id, group.stages)
  if (!opportunity || !isOpportunityStage(opportunity.stage) || !isOpportunityTab(tab) || !opportunityTabOpen(tab, opportunity.stage, ctx.user.role_id)) notFound()
}
