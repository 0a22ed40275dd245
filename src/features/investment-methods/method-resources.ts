import { ZInvestmentMethodBody } from '@/domain/investment-methods/investment-method-body'
import { METHOD_KIND_LABEL, METHOD_KINDS, METHOD_PATHS, methodKindPalette, methodKindText, methodPath } from '@/domain/investment-methods/investment-methods'
import { defineResource, formWithSchema, type TColumn, type TRow } from '@/lib/resource/define-resource'

import { METHOD_FORM_VIEW } from './method-form'

// spec 2.1 /admin/investors/investment-methods (issue 11 §4, decision 022) on the kit, under spec 6's
// `investors` permission. Entities and transactions are the page's slots.

const METHOD_FIELDS: readonly TColumn[] = [
  { field: 'kind', label: 'Kind', kind: 'badge', text: methodKindText, palette: methodKindPalette },
  { field: 'provider', label: 'Provider', kind: 'text' },
  { field: 'reference', label: 'Scheme reference', kind: 'text' },
  { field: 'description', label: 'Notes about the method', kind: 'text' },
  { field: 'createdAt', label: 'Added', kind: 'date' },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

export const METHODS_RESOURCE = defineResource({
  key: 'investment-methods',
  collection: 'investment-methods',
  permission: 'investors',
  listPath: METHOD_PATHS.list,
  title: 'altInvestmentMethods',
  noun: { one: 'investment method', many: 'investment methods' },
  emptyText: 'There are no investment methods yet.',
  columns: [
    // A Creator lists methods (investors index) but may not open them (spec 6).
    { field: 'name', label: 'Name', kind: 'link', sortable: true, href: (row) => methodPath(row.id), permission: ['investors', 'show'] },
    { field: 'kind', label: 'Kind', kind: 'badge', text: methodKindText, palette: methodKindPalette },
    { field: 'provider', label: 'Provider', kind: 'text', sortable: true, hideBelow: 'md' },
    { field: 'createdAt', label: 'Added', kind: 'date', sortable: true, hideBelow: 'md' },
  ],
  search: { fields: ['name', 'provider'], label: 'Search by name or provider' },
  filters: [
    { field: 'kind', label: 'Kind', kind: 'multi-select', options: METHOD_KINDS.map((value) => ({ value, label: METHOD_KIND_LABEL[value] })) },
    { field: 'createdAt', label: 'Added', kind: 'date-range' },
  ],
  defaultSort: 'name',
  create: { href: METHOD_PATHS.create, label: 'New method', permission: ['investors', 'create'] },
  exportable: true,
  bulkActions: [{ kind: 'delete' }],
  detail: {
    path: METHOD_PATHS.record,
    title: (row: TRow) => String(row.name ?? ''),
    description: (row: TRow) => [methodKindText(row.kind), row.provider].filter(Boolean).join(' · '),
    tabs: [
      { segment: 'details', label: 'Details', panels: [{ kind: 'fields', title: 'Investment method', fields: METHOD_FIELDS }, { kind: 'slot', name: 'entities' }, { kind: 'documents' }, { kind: 'timeline' }] },
      { segment: 'transactions', label: 'Transactions', panels: [{ kind: 'slot', name: 'transactions' }] },
      { segment: 'notes-calls-tasks', label: 'Notes, calls and tasks', panels: [{ kind: 'notes-calls-tasks' }] },
    ],
    edit: { path: METHOD_PATHS.edit, permissions: [['investors', 'update']] },
  },
  form: formWithSchema(METHOD_FORM_VIEW, ZInvestmentMethodBody),
})
