import { adminPathForOpportunity, isOpportunityStage, STAGE_LABEL } from '@/domain/investments/stages'
import { isOpportunityTab, OPPORTUNITY_TAB_LABEL, opportunityTabOpen, type TOpportunityTab } from '@/domain/investments/tabs'
import { ZOpportunityBody } from '@/domain/investments/opportunity-body'
import { defineResource, formWithSchema, type TColumn, type TDetailDefinition, type TDetailTab, type TPanel, type TResourceDefinition, type TRow } from '@/lib/resource/define-resource'

import { OPPORTUNITY_FORM_VIEW } from './opportunity-form'
import { OPPORTUNITY_CREATE_PATH, OPPORTUNITY_GROUPS, type TOpportunityGroup, type TOpportunityGroupKey } from './opportunity-groups'
import { STAGE_PALETTE } from './stage-badge'

// The admin opportunity lists (spec 2.1: drafts, live, existing) and records (live, existing) as kit declarations.

const stageText = (stage: unknown) => (isOpportunityStage(stage) ? STAGE_LABEL[stage] : `Stage ${String(stage)}`)
const stagePalette = (stage: unknown) => (isOpportunityStage(stage) ? STAGE_PALETTE[stage] : 'gray')

const KEY_FIELDS: readonly TColumn[] = [
  { field: 'title', label: 'Title', kind: 'text' },
  { field: 'slug', label: 'Slug', kind: 'text' },
  { field: 'stage', label: 'Stage', kind: 'badge', text: stageText, palette: stagePalette },
  { field: 'targetAmount', label: 'Target amount', kind: 'money', currencyField: 'currency' },
  { field: 'opensAt', label: 'Opens', kind: 'date' },
  { field: 'closesAt', label: 'Closes', kind: 'date' },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

/** What each tab shows; the money tabs are slots the page fills (transactions and cap tables come from the ledger). */
const TAB_PANELS: Record<TOpportunityTab, readonly TPanel[]> = {
  // Served by its own page (the investor's screen inside the staff shell).
  preview: [],
  // The opportunity's own content (issue 9 §5) is the page's slot: it reads attribute names and pictures.
  'key-information': [{ kind: 'fields', title: 'Key information', fields: KEY_FIELDS }, { kind: 'slot', name: 'content' }, { kind: 'documents' }, { kind: 'timeline' }],
  transactions: [{ kind: 'slot', name: 'transactions' }],
  'notes-calls-tasks': [{ kind: 'notes-calls-tasks' }],
  performance: [{ kind: 'slot', name: 'performance' }],
  'cap-table': [{ kind: 'slot', name: 'cap-table' }],
  'cap-table-performance': [{ kind: 'slot', name: 'cap-table-performance' }],
  'pre-emption': [{ kind: 'slot', name: 'pre-emption' }],
}

/** spec 2.1: the record's tabs in each area; which of them one record shows is tabOpen's rule (stage, role). */
const AREA_TABS: Record<'live' | 'existing', readonly TOpportunityTab[]> = {
  live: ['preview', 'key-information', 'transactions', 'notes-calls-tasks', 'performance'],
  existing: ['key-information', 'transactions', 'notes-calls-tasks', 'performance', 'cap-table', 'cap-table-performance', 'pre-emption'],
}

function opportunityDetail(group: TOpportunityGroup & { key: 'live' | 'existing' }): TDetailDefinition {
  const tabs: TDetailTab[] = [
    { segment: '', label: 'Summary', panels: [{ kind: 'slot', name: 'summary' }] },
    ...AREA_TABS[group.key].map((tab) => ({ segment: tab, label: OPPORTUNITY_TAB_LABEL[tab], panels: TAB_PANELS[tab] })),
  ]
  return {
    path: group.key === 'existing' ? '/admin/investments/existing/:id/details' : '/admin/investments/opportunities/:id/details',
    title: (row: TRow) => String(row.title ?? ''),
    description: () => group.singular,
    badge: { text: (row) => stageText(row.stage), palette: (row) => stagePalette(row.stage) },
    tabs,
    tabOpen: (segment, row, role) => segment === '' || (isOpportunityTab(segment) && isOpportunityStage(row.stage) && opportunityTabOpen(segment, row.stage, role)),
    // The one edit screen of spec 2.1 lives under the live area: it needs live update as well as the area's own.
    edit: { path: '/admin/investments/opportunities/:id/edit', permissions: [[group.resource, 'update'], ['investment_opportunity_live', 'update']] },
  }
}

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
        text: stageText,
        palette: stagePalette,
      },
      { field: 'targetAmount', label: 'Target amount', kind: 'money', currencyField: 'currency' },
      { field: 'closesAt', label: 'Closing date', kind: 'date', sortable: true, hideBelow: 'md' },
    ],
    search: { fields: ['title'], label: 'Search titles' },
    filters: [
      { field: 'closesAt', label: 'Closing', kind: 'date-range' as const },
      ...(group.stages.length > 1 ? [{ field: 'stage', label: 'Stage', kind: 'select' as const, options: group.stages.map((stage) => ({ value: String(stage), label: STAGE_LABEL[stage] })) }] : []),
    ],
    defaultSort: 'title',
    // "Create opportunity" lives with the live list and its drafts (spec 2.2 create menus).
    create: group.key === 'existing' ? undefined : { href: OPPORTUNITY_CREATE_PATH, label: 'Create opportunity', permission: ['investment_opportunity_live', 'create'] },
    exportable: true,
    detail: group.key === 'drafts' ? undefined : opportunityDetail({ ...group, key: group.key }),
    // new-opportunity and {id}/edit live under the live area (spec 2.1), drafts included.
    form: group.key === 'live' ? formWithSchema(OPPORTUNITY_FORM_VIEW, ZOpportunityBody) : undefined,
  })
}

export const OPPORTUNITY_RESOURCES = Object.fromEntries(Object.values(OPPORTUNITY_GROUPS).map((group) => [group.key, opportunityList(group)])) as Record<
  TOpportunityGroupKey,
  TResourceDefinition
>
