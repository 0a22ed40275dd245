import { defineResource, type TRow } from '@/lib/resource/define-resource'

// spec 2.1 /admin/settings/account/pipelines: the tenant's deal pipelines, each opening its stages.

const stageNames = (row: TRow) => ((row.stages as { name: string }[] | null | undefined) ?? []).map((stage) => stage.name).join(' → ')

export const PIPELINES_RESOURCE = defineResource({
  key: 'pipelines',
  collection: 'pipelines',
  permission: 'pipelines',
  listPath: '/admin/settings/account/pipelines',
  title: 'pipelines',
  noun: { one: 'pipeline', many: 'pipelines' },
  emptyText: 'There are no pipelines yet.',
  columns: [
    { field: 'name', label: 'Pipeline', kind: 'link', sortable: true, href: (row) => `/admin/settings/account/pipelines/${row.id}/stages` },
    { field: 'stages', label: 'Stages', kind: 'text', display: stageNames },
    { field: 'updatedAt', label: 'Updated', kind: 'relative-time', sortable: true, hideBelow: 'md' },
  ],
  search: { fields: ['name'], label: 'Search pipelines' },
  defaultSort: 'name',
  exportable: true,
})
