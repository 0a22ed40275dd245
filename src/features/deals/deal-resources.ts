import { defineResource, type TRow } from '@/lib/resource/define-resource'

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
  filters: [
    { field: 'name', label: 'Search deals', kind: 'text' },
    { field: 'company', label: 'Company', kind: 'text' },
  ],
  defaultSort: 'name',
  create: { href: '/admin/investments/deals/new-deal', label: 'New deal', permission: ['pipeline_deals', 'create'] },
  exportable: true,
})
