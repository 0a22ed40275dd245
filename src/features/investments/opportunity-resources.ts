import { adminPathForOpportunity, isOpportunityStage, STAGE_LABEL } from '@/domain/investments/stages'
import { defineResource, type TResourceDefinition } from '@/lib/resource/define-resource'

import { OPPORTUNITY_CREATE_PATH, OPPORTUNITY_GROUPS, type TOpportunityGroup, type TOpportunityGroupKey } from './opportunity-groups'
import { STAGE_PALETTE } from './stage-badge'

// The admin opportunity lists (spec 2.1: drafts, live, existing) as kit declarations.

function opportunityList(group: TOpportunityGroup): TResourceDefinition {
  const [listPath, view] = group.listPath.split('?')
  return defineResource({
    key: `opportunities-${group.key}`,
    collection: 'investment-opportunities',
    permission: group.resource,
    listPath: listPath!,
    view: view ? Object.fromEntries(new URLSearchParams(view)) : undefined,
    title: group.titleTerm,
    noun: { one: 'opportunity', many: 'opportunities' },
    emptyText: group.emptyText,
    scope: { stage: { in: group.stages } },
    columns: [
      { field: 'title', label: 'Title', kind: 'link', sortable: true, href: (row) => adminPathForOpportunity({ id: row.id, stage: Number(row.stage) }) },
      {
        field: 'stage',
        label: 'Stage',
        kind: 'badge',
        hideBelow: 'md',
        text: (stage) => (isOpportunityStage(stage) ? STAGE_LABEL[stage] : `Stage ${String(stage)}`),
        palette: (stage) => (isOpportunityStage(stage) ? STAGE_PALETTE[stage] : 'gray'),
      },
      { field: 'targetAmount', label: 'Target amount', kind: 'money', currencyField: 'currency' },
      { field: 'closesAt', label: 'Closing date', kind: 'date', sortable: true, hideBelow: 'md' },
    ],
    filters: [
      { field: 'title', label: 'Search titles', kind: 'text' },
      ...(group.stages.length > 1 ? [{ field: 'stage', label: 'Stage', kind: 'select' as const, options: group.stages.map((stage) => ({ value: String(stage), label: STAGE_LABEL[stage] })) }] : []),
    ],
    defaultSort: 'title',
    // "Create opportunity" lives with the live list and its drafts (spec 2.2 create menus).
    create: group.key === 'existing' ? undefined : { href: OPPORTUNITY_CREATE_PATH, label: 'Create opportunity', permission: ['investment_opportunity_live', 'create'] },
    exportable: true,
  })
}

export const OPPORTUNITY_RESOURCES = Object.fromEntries(Object.values(OPPORTUNITY_GROUPS).map((group) => [group.key, opportunityList(group)])) as Record<
  TOpportunityGroupKey,
  TResourceDefinition
>
