import type { TResource } from '@/access/permissions'
import { term, type TTerminology, type TTermKey } from '@/tenancy/terminology'

import { DRAFT_STAGES, EXISTING_STAGES, LIVE_STAGES, type TOpportunityStage } from '@/domain/investments/stages'

export type TOpportunityGroupKey = 'drafts' | 'live' | 'existing'

export type TOpportunityGroup = {
  key: TOpportunityGroupKey
  /** The permission resource that guards the group's list and details (spec 6). */
  resource: Extract<TResource, 'investment_opportunity_live' | 'investment_opportunity_existing'>
  stages: TOpportunityStage[]
  /** The terminology key of the list's heading (spec 3: tenants rename it). */
  titleTerm: TTermKey
  singular: string
  listPath: string
  emptyText: string
}

/** The live list's view of drafts: spec 2.1 gives stage 1 no list of its own. */
export const DRAFTS_VIEW = 'drafts'

/**
 * spec 2.1 and 4: the admin's opportunity lists, by stage. Drafts (stage 1) are a view of the
 * live list (its edit screen lives under the live area), reached from the overview's count.
 */
export const OPPORTUNITY_GROUPS: Record<TOpportunityGroupKey, TOpportunityGroup> = {
  drafts: {
    key: 'drafts',
    resource: 'investment_opportunity_live',
    stages: DRAFT_STAGES,
    titleTerm: 'draftOpportunities',
    singular: 'Draft opportunity',
    listPath: `/admin/investments/opportunities?view=${DRAFTS_VIEW}`,
    emptyText: 'There are no draft opportunities.',
  },
  live: {
    key: 'live',
    resource: 'investment_opportunity_live',
    stages: LIVE_STAGES,
    titleTerm: 'LiveOpportunities',
    singular: 'Live opportunity',
    listPath: '/admin/investments/opportunities',
    emptyText: 'There are no live opportunities yet.',
  },
  existing: {
    key: 'existing',
    resource: 'investment_opportunity_existing',
    stages: EXISTING_STAGES,
    titleTerm: 'ExistingOpportunities',
    singular: 'Existing opportunity',
    listPath: '/admin/investments/existing',
    emptyText: 'There are no completed or matured opportunities yet.',
  },
}

export const groupTitle = (group: TOpportunityGroup, terminology: TTerminology) => term(terminology, group.titleTerm)

export const OPPORTUNITY_CREATE_PATH = '/admin/investments/opportunities/new-opportunity'
