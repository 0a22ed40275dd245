import { FUND_PATHS, FUND_STATUS_LABEL, FUND_STATUSES, fundStatusPalette, fundStatusText } from '@/domain/funds/funds'
import { ZFundBody } from '@/domain/funds/fund-body'
import { defineResource, formWithSchema, type TColumn, type TRow } from '@/lib/resource/define-resource'

import { FUND_FORM_VIEW } from './fund-form'

// spec 2.1 /admin/funds and a fund's record (issue 10 §5) on the kit, behind funds_enabled and the
// `funds` permission. The record's NAV history, KPIs and portfolio are the page's slots.

const percent = (field: string) => (row: TRow) => (typeof row[field] === 'number' ? `${((row[field] as number) / 100).toFixed(2)} %` : '—')

const FUND_FIELDS: readonly TColumn[] = [
  { field: 'status', label: 'Status', kind: 'badge', text: fundStatusText, palette: fundStatusPalette },
  { field: 'manager', label: 'Manager', kind: 'text' },
  { field: 'structure', label: 'Structure', kind: 'text' },
  { field: 'domicile', label: 'Domicile', kind: 'text' },
  { field: 'currency', label: 'Currency', kind: 'text' },
  { field: 'targetSize', label: 'Target size', kind: 'money', currencyField: 'currency' },
  { field: 'committedCapital', label: 'Committed capital', kind: 'money', currencyField: 'currency' },
  { field: 'managementFeeBps', label: 'Management fee', kind: 'text', display: percent('managementFeeBps') },
  { field: 'carriedInterestBps', label: 'Carried interest', kind: 'text', display: percent('carriedInterestBps') },
  { field: 'hurdleRateBps', label: 'Hurdle rate', kind: 'text', display: percent('hurdleRateBps') },
  { field: 'vintageYear', label: 'Vintage', kind: 'text' },
  { field: 'inceptionDate', label: 'Inception', kind: 'date' },
  { field: 'finalCloseAt', label: 'Final close', kind: 'date' },
  { field: 'termYears', label: 'Term (years)', kind: 'text' },
  { field: 'description', label: 'Description', kind: 'text' },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

export const FUNDS_RESOURCE = defineResource({
  key: 'funds',
  collection: 'funds',
  permission: 'funds',
  feature: 'funds_enabled',
  listPath: FUND_PATHS.list,
  title: 'funds',
  noun: { one: 'fund', many: 'funds' },
  emptyText: 'There are no funds yet.',
  columns: [
    { field: 'name', label: 'Fund', kind: 'link', sortable: true, href: (row) => `/admin/funds/${row.id}/details` },
    { field: 'status', label: 'Status', kind: 'badge', text: fundStatusText, palette: fundStatusPalette },
    { field: 'manager', label: 'Manager', kind: 'text', sortable: true, hideBelow: 'lg' },
    { field: 'targetSize', label: 'Target size', kind: 'money', currencyField: 'currency', sortable: true },
    { field: 'committedCapital', label: 'Committed', kind: 'money', currencyField: 'currency', hideBelow: 'md' },
    { field: 'vintageYear', label: 'Vintage', kind: 'text', sortable: true, hideBelow: 'md' },
    { field: 'inceptionDate', label: 'Inception', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  search: { fields: ['name', 'manager'], label: 'Search funds' },
  filters: [
    { field: 'status', label: 'Status', kind: 'select', options: FUND_STATUSES.map((status) => ({ value: String(status), label: FUND_STATUS_LABEL[status] })) },
    { field: 'targetSize', label: 'Target size', kind: 'number-range', currencyField: 'currency' },
    { field: 'inceptionDate', label: 'Inception', kind: 'date-range' },
  ],
  defaultSort: 'name',
  create: { href: FUND_PATHS.create, label: 'New fund', permission: ['funds', 'create'] },
  exportable: true,
  detail: {
    path: FUND_PATHS.record,
    title: (row) => String(row.name ?? ''),
    description: (row) => String(row.manager ?? ''),
    badge: { text: (row) => fundStatusText(row.status), palette: (row) => fundStatusPalette(row.status) },
    tabs: [
      { segment: '', label: 'Details', panels: [{ kind: 'slot', name: 'nav' }, { kind: 'slot', name: 'kpis' }, { kind: 'fields', title: 'Fund', fields: FUND_FIELDS }, { kind: 'documents' }, { kind: 'timeline' }] },
      { segment: 'portfolio', label: 'Portfolio', panels: [{ kind: 'slot', name: 'portfolio' }] },
      { segment: 'transactions', label: 'Transactions', panels: [{ kind: 'slot', name: 'transactions' }] },
      { segment: 'notes-calls-tasks', label: 'Notes, calls and tasks', panels: [{ kind: 'notes-calls-tasks' }] },
    ],
    edit: { path: FUND_PATHS.edit, permissions: [['funds', 'update']] },
  },
  form: formWithSchema(FUND_FORM_VIEW, ZFundBody),
})
