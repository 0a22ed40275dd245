import { can } from '@/access/permissions'
import { COMPANY_PATHS, MATURITY_STATUS_LABEL, MATURITY_STATUSES, maturityStatusPalette, maturityStatusText } from '@/domain/funds/funds'
import { ZCompanyBody } from '@/domain/funds/company-body'
import { defineResource, formWithSchema, type TColumn, type TRow } from '@/lib/resource/define-resource'

import { COMPANY_FORM_VIEW } from './company-form'

// spec 2.1 /admin/investments/companies, "fund investments" (issue 10 §6), on the kit: behind
// funds_enabled and the `funds_opportunity` permission. Valuations, share prices and the maturity
// history are the page's slots.

type TNamed = { id?: number; name?: string }

/** A related record's name when the reader may see it (populated one level), else a word for it. */
const relatedName = (field: string, none: string) => (row: TRow) => {
  const value = row[field] as TNamed | number | null | undefined
  if (value && typeof value === 'object') return value.name ?? ''
  return value ? 'Not visible to your role' : none
}

const fundHref = (row: TRow) => {
  const fund = row.fund as TNamed | number | null | undefined
  return fund && typeof fund === 'object' && fund.id ? `/admin/funds/${fund.id}/details` : ''
}

const SUMMARY_FIELDS: readonly TColumn[] = [
  { field: 'status', label: 'Current status', kind: 'badge', text: maturityStatusText, palette: maturityStatusPalette },
  { field: 'fund', label: 'Fund', kind: 'link', href: fundHref, display: relatedName('fund', 'Held directly') },
  { field: 'industry', label: 'Industry', kind: 'text', display: relatedName('industry', '—') },
  { field: 'country', label: 'Country', kind: 'text' },
  { field: 'currency', label: 'Currency', kind: 'text' },
  { field: 'website', label: 'Website', kind: 'text' },
  { field: 'description', label: 'Description', kind: 'text' },
]

const KEY_FIELDS: readonly TColumn[] = [
  { field: 'companyNumber', label: 'Company number', kind: 'text' },
  { field: 'headquarters', label: 'Headquarters', kind: 'text' },
  { field: 'foundedOn', label: 'Founded', kind: 'date' },
  { field: 'firstInvestedAt', label: 'First invested', kind: 'date' },
  { field: 'keyContact', label: 'Key contact', kind: 'text' },
  { field: 'keyContactEmail', label: 'Key contact email', kind: 'text' },
  { field: 'boardSeat', label: 'Board seat', kind: 'text', display: (row) => (row.boardSeat === true ? 'Yes' : 'No') },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

export const COMPANIES_RESOURCE = defineResource({
  key: 'companies',
  collection: 'companies',
  permission: 'funds_opportunity',
  feature: 'funds_enabled',
  listPath: COMPANY_PATHS.list,
  title: 'fundOpportunities',
  noun: { one: 'company', many: 'companies' },
  emptyText: 'There are no fund investments yet.',
  depth: 1,
  columns: [
    { field: 'name', label: 'Company', kind: 'link', sortable: true, href: (row) => `/admin/investments/companies/${row.id}/details` },
    { field: 'fund', label: 'Fund', kind: 'text', display: relatedName('fund', 'Held directly') },
    { field: 'status', label: 'Status', kind: 'badge', text: maturityStatusText, palette: maturityStatusPalette },
    { field: 'industry', label: 'Industry', kind: 'text', display: relatedName('industry', '—'), hideBelow: 'lg' },
    { field: 'country', label: 'Country', kind: 'text', sortable: true, hideBelow: 'md' },
    { field: 'firstInvestedAt', label: 'First invested', kind: 'date', sortable: true, hideBelow: 'md' },
  ],
  search: { fields: ['name'], label: 'Search companies' },
  filters: [
    { field: 'status', label: 'Status', kind: 'multi-select', options: MATURITY_STATUSES.map((status) => ({ value: status, label: MATURITY_STATUS_LABEL[status] })) },
    { field: 'fund', label: 'Fund', kind: 'relationship', relationTo: 'funds', labelField: 'name' },
    { field: 'country', label: 'Country', kind: 'text' },
    { field: 'firstInvestedAt', label: 'First invested', kind: 'date-range' },
  ],
  defaultSort: 'name',
  create: { href: COMPANY_PATHS.create, label: 'New company', permission: ['funds_opportunity', 'create'] },
  exportable: true,
  detail: {
    path: COMPANY_PATHS.record,
    depth: 1,
    title: (row) => String(row.name ?? ''),
    description: (row) => relatedName('fund', 'Held directly')(row),
    badge: { text: (row) => maturityStatusText(row.status), palette: (row) => maturityStatusPalette(row.status) },
    tabs: [
      { segment: '', label: 'Details', panels: [{ kind: 'fields', title: 'Company', fields: SUMMARY_FIELDS }, { kind: 'slot', name: 'valuations' }, { kind: 'slot', name: 'share-prices' }] },
      { segment: 'key-information', label: 'Key information', panels: [{ kind: 'fields', title: 'Key information', fields: KEY_FIELDS }, { kind: 'documents' }, { kind: 'timeline' }] },
      { segment: 'transactions', label: 'Transactions', panels: [{ kind: 'slot', name: 'transactions' }] },
      { segment: 'notes-calls-tasks', label: 'Notes, calls and tasks', panels: [{ kind: 'notes-calls-tasks' }] },
      { segment: 'maturity-statuses', label: 'Maturity statuses', panels: [{ kind: 'slot', name: 'maturity-statuses' }] },
      // The company's KPIs (decision 042): the latest quarter's values and the way into /admin/reports/kpis, for roles with reports index.
      { segment: 'kpis', label: 'KPIs', panels: [{ kind: 'slot', name: 'kpis' }] },
      // Pre-emption rounds offered to the company's holders (decision 015 "Subjects: companies").
      { segment: 'pre-emption', label: 'Pre-emption', panels: [{ kind: 'slot', name: 'pre-emption' }] },
    ],
    tabOpen: (segment, _row, role) => segment !== 'kpis' || can(role, 'reports', 'index'),
    edit: { path: COMPANY_PATHS.edit, permissions: [['funds_opportunity', 'update']] },
  },
  form: formWithSchema(COMPANY_FORM_VIEW, ZCompanyBody),
})
