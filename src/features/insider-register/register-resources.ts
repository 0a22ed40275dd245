import { INSIDER_REGISTER_PATHS, PA_DEAL_SIDE_LABEL, PA_DEAL_SIDES } from '@/domain/compliance/insider-register'
import { ZPaDealBody } from '@/domain/compliance/pa-deal-body'
import { investorRecordPath } from '@/domain/investors/investors'
import { defineResource, formWithSchema, type TRow } from '@/lib/resource/define-resource'

import { PA_DEAL_FORM_VIEW } from './pa-deal-form'

// spec 2.1 /admin/insider-register and /pa-deals (issue 12 §4, decision 029) on the kit, under
// spec 6's `compliance` permission and the tenant's market_sounding_enabled switch. Both lists are
// append-only registers: no edit, no delete, no bulk action; CSV through the kit, PDF by the
// collections' export-pdf endpoints.

/** A stored time as the register prints it: '2026-11-26 14:05 UTC'. */
export const registerTime = (value: unknown) => (typeof value === 'string' && value ? `${value.replace('T', ' ').slice(0, 16)} UTC` : '')

export const ACCEPTANCES_RESOURCE = defineResource({
  key: 'market-sounding-acceptances',
  collection: 'market-sounding-acceptances',
  permission: 'compliance',
  feature: 'market_sounding_enabled',
  listPath: INSIDER_REGISTER_PATHS.register,
  title: 'insiderRegister',
  noun: { one: 'acceptance', many: 'acceptances' },
  emptyText: 'No investor has accepted a market sounding yet.',
  extraFields: ['investor'],
  columns: [
    // The reference opens the entry in full with its correction form (decision 042) for whoever may record one.
    { field: 'reference', label: 'Reference', kind: 'link', href: (row) => `${INSIDER_REGISTER_PATHS.correctAcceptance}?entry=${row.id}`, permission: ['compliance', 'create'] },
    { field: 'acceptedAt', label: 'Accepted at', kind: 'text', sortable: true, display: (row: TRow) => registerTime(row.acceptedAt) },
    { field: 'investorName', label: 'Investor', kind: 'link', sortable: true, href: (row) => investorRecordPath(Number(row.investor)), permission: ['investors', 'show'] },
    { field: 'investorEmail', label: 'Investor email', kind: 'text', hideBelow: 'lg' },
    { field: 'opportunityName', label: 'Opportunity', kind: 'text', sortable: true },
    { field: 'description', label: 'What they were told', kind: 'text', hideBelow: 'lg' },
    { field: 'correctsReference', label: 'Corrects', kind: 'text', hideBelow: 'md' },
    { field: 'note', label: 'Note', kind: 'text', hideBelow: 'lg' },
  ],
  search: { fields: ['investorName', 'investorEmail', 'opportunityName', 'reference'], label: 'Search by investor, opportunity or reference' },
  filters: [
    { field: 'opportunityName', label: 'Opportunity', kind: 'text' },
    { field: 'acceptedAt', label: 'Accepted', kind: 'date-range' },
  ],
  defaultSort: '-acceptedAt',
  links: [{ href: INSIDER_REGISTER_PATHS.correctAcceptance, label: 'Correct an entry', permission: ['compliance', 'create'] }],
  exportable: true,
})

export const PA_DEALS_RESOURCE = defineResource({
  key: 'pa-deals',
  collection: 'pa-deals',
  permission: 'compliance',
  feature: 'market_sounding_enabled',
  listPath: INSIDER_REGISTER_PATHS.paDeals,
  title: { text: 'Personal-account deals' },
  noun: { one: 'PA deal', many: 'PA deals' },
  emptyText: 'No personal-account deal has been recorded yet.',
  extraFields: ['corrects'],
  columns: [
    // The entry number opens the form filled in from it, to record its correction (decision 042), for whoever may.
    { field: 'id', label: 'Entry', kind: 'link', sortable: true, href: (row) => `${INSIDER_REGISTER_PATHS.createPaDeal}?corrects=${row.id}`, permission: ['compliance', 'create'] },
    { field: 'dealtOn', label: 'Dealt on', kind: 'date', sortable: true },
    { field: 'staffName', label: 'Staff member', kind: 'text', sortable: true },
    { field: 'instrument', label: 'Instrument', kind: 'text', sortable: true },
    { field: 'side', label: 'Side', kind: 'badge', text: (value) => PA_DEAL_SIDE_LABEL[value as 'buy'] ?? String(value ?? ''), palette: (value) => (value === 'buy' ? 'green' : 'orange') },
    { field: 'quantity', label: 'Quantity', kind: 'text' },
    { field: 'price', label: 'Price per unit', kind: 'money', currencyField: 'currency' },
    { field: 'preClearedByName', label: 'Pre-cleared by', kind: 'text', hideBelow: 'md' },
    { field: 'preClearedAt', label: 'Pre-cleared on', kind: 'date', hideBelow: 'md' },
    { field: 'corrects', label: 'Corrects entry', kind: 'text', hideBelow: 'md', display: (row: TRow) => (row.corrects == null ? '' : String(row.corrects)) },
    { field: 'notes', label: 'Notes', kind: 'text', hideBelow: 'lg' },
    { field: 'recordedByName', label: 'Recorded by', kind: 'text', hideBelow: 'lg' },
  ],
  search: { fields: ['staffName', 'instrument'], label: 'Search by staff member or instrument' },
  filters: [
    { field: 'staffName', label: 'Staff member', kind: 'text' },
    { field: 'side', label: 'Side', kind: 'select', options: PA_DEAL_SIDES.map((value) => ({ value, label: PA_DEAL_SIDE_LABEL[value] })) },
    { field: 'dealtOn', label: 'Dealt on', kind: 'date-range' },
  ],
  defaultSort: '-dealtOn',
  create: { href: INSIDER_REGISTER_PATHS.createPaDeal, label: 'Record a PA deal', permission: ['compliance', 'create'] },
  exportable: true,
  form: formWithSchema(PA_DEAL_FORM_VIEW, ZPaDealBody),
})

export const INSIDER_REGISTER_RESOURCES = [ACCEPTANCES_RESOURCE, PA_DEALS_RESOURCE] as const
