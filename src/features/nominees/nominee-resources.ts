import { ZNomineeBody } from '@/domain/nominees/nominee-body'
import { NOMINEE_PATHS, nomineePath } from '@/domain/nominees/nominees'
import { defineResource, formWithSchema, type TColumn, type TRow } from '@/lib/resource/define-resource'

import { NOMINEE_FORM_VIEW } from './nominee-form'

// spec 2.1 /admin/investors/nominees (issue 11 §5, decision 022) on the kit, under spec 6's
// `investors` permission and the tenant's nominee_enabled switch. spec 2.1 gives the record no
// details tab: its fields head the transactions tab, where the record opens.

const NOMINEE_FIELDS: readonly TColumn[] = [
  { field: 'companyNumber', label: 'Company number', kind: 'text' },
  { field: 'fcaNumber', label: 'FCA firm reference number', kind: 'text' },
  { field: 'address', label: 'Registered address', kind: 'text' },
  { field: 'country', label: 'Country', kind: 'text' },
  { field: 'contactName', label: 'Contact name', kind: 'text' },
  { field: 'contactEmail', label: 'Contact email', kind: 'text' },
  { field: 'contactPhone', label: 'Contact phone', kind: 'text' },
  { field: 'description', label: 'Notes about the nominee', kind: 'text' },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

export const NOMINEES_RESOURCE = defineResource({
  key: 'nominees',
  collection: 'nominees',
  permission: 'investors',
  feature: 'nominee_enabled',
  listPath: NOMINEE_PATHS.list,
  title: 'nominees',
  noun: { one: 'nominee', many: 'nominees' },
  emptyText: 'There are no nominees yet.',
  columns: [
    // A Creator lists nominees (investors index) but may not open them (spec 6).
    { field: 'name', label: 'Name', kind: 'link', sortable: true, href: (row) => nomineePath(row.id), permission: ['investors', 'show'] },
    { field: 'companyNumber', label: 'Company number', kind: 'text', sortable: true, hideBelow: 'md' },
    { field: 'fcaNumber', label: 'FCA number', kind: 'text', hideBelow: 'md' },
    { field: 'contactEmail', label: 'Contact email', kind: 'text', hideBelow: 'lg' },
    { field: 'createdAt', label: 'Added', kind: 'date', sortable: true, hideBelow: 'md' },
  ],
  search: { fields: ['name', 'companyNumber'], label: 'Search by name or company number' },
  filters: [{ field: 'createdAt', label: 'Added', kind: 'date-range' }],
  defaultSort: 'name',
  create: { href: NOMINEE_PATHS.create, label: 'New nominee', permission: ['investors', 'create'] },
  exportable: true,
  bulkActions: [{ kind: 'delete' }],
  detail: {
    path: NOMINEE_PATHS.record,
    title: (row: TRow) => String(row.name ?? ''),
    description: (row: TRow) => [row.companyNumber ? `Company ${String(row.companyNumber)}` : null, row.fcaNumber ? `FRN ${String(row.fcaNumber)}` : null].filter(Boolean).join(' · '),
    tabs: [
      { segment: 'transactions', label: 'Transactions', panels: [{ kind: 'fields', title: 'Nominee', fields: NOMINEE_FIELDS }, { kind: 'slot', name: 'transactions' }, { kind: 'documents' }, { kind: 'timeline' }] },
      { segment: 'notes-calls-tasks', label: 'Notes, calls and tasks', panels: [{ kind: 'notes-calls-tasks' }] },
    ],
    edit: { path: NOMINEE_PATHS.edit, permissions: [['investors', 'update']] },
  },
  form: formWithSchema(NOMINEE_FORM_VIEW, ZNomineeBody),
})
