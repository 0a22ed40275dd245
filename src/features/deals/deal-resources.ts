import { ZDealBody } from '@/domain/deals/deal-body'
import { adminPathForOpportunity } from '@/domain/investments/stages'
import { defineResource, formWithSchema, type TColumn, type TFilterOption, type TRow } from '@/lib/resource/define-resource'

import { DEAL_FORM_VIEW } from './deal-form'

// spec 2.1 /admin/investments/deals as a kit list (the board view arrives with the pipeline screens).

type TPopulatedPipeline = { name?: string; stages?: { id?: string | null; name: string }[] | null }

/** The deal's stage by name, read from its pipeline (populated one level). */
function stageName(row: TRow): string {
  const pipeline = row.pipeline as TPopulatedPipeline | number | null
  if (!pipeline || typeof pipeline !== 'object') return ''
  return pipeline.stages?.find((stage) => stage.id === row.stage)?.name ?? ''
}

const pipelineName = (row: TRow) => {
  const pipeline = row.pipeline as TPopulatedPipeline | number | null
  return pipeline && typeof pipeline === 'object' ? (pipeline.name ?? '') : ''
}

/** The stage filter's choices: every stage of the tenant's pipelines, grouped by pipeline. */
const stageOptions = (pipelines: TRow[]): TFilterOption[] =>
  pipelines.flatMap((pipeline) => {
    const { name, stages } = pipeline as unknown as TPopulatedPipeline
    return (stages ?? []).flatMap((stage) => (stage.id ? [{ value: stage.id, label: stage.name, group: name ?? '' }] : []))
  })

const DEAL_PATH = '/admin/investments/deals/:id'

const DEAL_FIELDS: readonly TColumn[] = [
  { field: 'name', label: 'Deal', kind: 'text' },
  { field: 'company', label: 'Company', kind: 'text' },
  { field: 'pipeline', label: 'Pipeline', kind: 'text', display: pipelineName },
  { field: 'stage', label: 'Stage', kind: 'text', display: stageName },
  { field: 'amount', label: 'Amount', kind: 'money', currencyField: 'currency' },
  { field: 'expectedCloseAt', label: 'Expected close', kind: 'date' },
  {
    field: 'opportunity',
    label: 'Opportunity',
    kind: 'link',
    href: (row) => (row.opportunity && typeof row.opportunity === 'object' ? adminPathForOpportunity(row.opportunity as { id: number; stage: number }) : ''),
    display: (row) => (row.opportunity && typeof row.opportunity === 'object' ? String((row.opportunity as { title?: unknown }).title ?? '') : row.opportunity ? 'Linked (not visible to your role)' : 'Not yet'),
  },
  { field: 'createdAt', label: 'Added', kind: 'date' },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

export const DEALS_RESOURCE = defineResource({
  key: 'deals',
  collection: 'deals',
  permission: 'pipeline_deals',
  listPath: '/admin/investments/deals',
  title: 'dealOpportunities',
  noun: { one: 'deal', many: 'deals' },
  emptyText: 'There are no deals yet.',
  depth: 1,
  columns: [
    { field: 'name', label: 'Deal', kind: 'link', sortable: true, href: (row) => `/admin/investments/deals/${row.id}/key-information` },
    { field: 'company', label: 'Company', kind: 'text', sortable: true, hideBelow: 'md' },
    { field: 'stage', label: 'Stage', kind: 'badge', text: () => '', display: stageName, palette: () => 'blue' },
    { field: 'pipeline', label: 'Pipeline', kind: 'text', display: pipelineName, hideBelow: 'lg' },
    { field: 'amount', label: 'Amount', kind: 'money', currencyField: 'currency' },
    { field: 'expectedCloseAt', label: 'Expected close', kind: 'date', sortable: true, hideBelow: 'md' },
  ],
  search: { fields: ['name', 'company'], label: 'Search deals' },
  filters: [
    { field: 'company', label: 'Company', kind: 'text' },
    { field: 'pipeline', label: 'Pipeline', kind: 'relationship', relationTo: 'pipelines', labelField: 'name' },
    { field: 'stage', label: 'Stage', kind: 'relationship', relationTo: 'pipelines', labelField: 'name', options: { fields: ['name', 'stages'], make: stageOptions } },
    { field: 'amount', label: 'Amount', kind: 'number-range', currencyField: 'currency' },
    { field: 'expectedCloseAt', label: 'Expected close', kind: 'date-range' },
  ],
  bulkActions: [{ kind: 'delete' }],
  defaultSort: 'name',
  create: { href: '/admin/investments/deals/new-deal', label: 'New deal', permission: ['pipeline_deals', 'create'] },
  exportable: true,
  detail: {
    path: DEAL_PATH,
    depth: 1,
    title: (row) => String(row.name ?? ''),
    description: (row) => String(row.company ?? ''),
    badge: { text: stageName, palette: () => 'blue' },
    tabs: [
      { segment: 'key-information', label: 'Key information', panels: [{ kind: 'fields', title: 'Deal', fields: DEAL_FIELDS }, { kind: 'documents' }, { kind: 'timeline' }] },
      { segment: 'performance', label: 'Performance', panels: [{ kind: 'slot', name: 'performance' }] },
      { segment: 'notes-calls-tasks', label: 'Notes, calls and tasks', panels: [{ kind: 'notes-calls-tasks' }] },
    ],
    edit: { path: `${DEAL_PATH}/edit`, permissions: [['pipeline_deals', 'update']] },
  },
  form: formWithSchema(DEAL_FORM_VIEW, ZDealBody),
})
