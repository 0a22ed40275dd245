import { ZOrganisationBody } from '@/domain/organisations/organisation-body'
import {
  APPLICATION_PATHS,
  APPLICATION_STATUS_LABEL,
  APPLICATION_STATUSES,
  applicationPath,
  applicationStatusPalette,
  applicationStatusText,
  BUSINESS_TYPE_LABEL,
  BUSINESS_TYPES,
  businessTypePalette,
  businessTypeText,
  memberRoleText,
  ORGANISATION_PATHS,
  organisationPath,
} from '@/domain/organisations/organisations'
import { investorName } from '@/domain/investors/investors'
import { defineResource, formWithSchema, type TColumn, type TRow } from '@/lib/resource/define-resource'

import { ORGANISATION_FORM_VIEW } from './organisation-form'

// spec 2.1 /admin/investors/organisations and /organisation-applications (issue 11 §3, decision 020)
// on the kit, under spec 6's `investors` permission. Members and transactions are the page's slots.

const ORGANISATION_FIELDS: readonly TColumn[] = [
  { field: 'businessType', label: 'Business type', kind: 'badge', text: businessTypeText, palette: businessTypePalette },
  { field: 'registrationNumber', label: 'Registration number', kind: 'text' },
  { field: 'address', label: 'Registered address', kind: 'text' },
  { field: 'country', label: 'Country', kind: 'text' },
  { field: 'contactEmail', label: 'Contact email', kind: 'text' },
  { field: 'contactPhone', label: 'Contact phone', kind: 'text' },
  { field: 'description', label: 'Notes about the organisation', kind: 'text' },
  { field: 'createdAt', label: 'Added', kind: 'date' },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

export const ORGANISATIONS_RESOURCE = defineResource({
  key: 'organisations',
  collection: 'organisations',
  permission: 'investors',
  listPath: ORGANISATION_PATHS.list,
  title: 'organisations',
  noun: { one: 'organisation', many: 'organisations' },
  emptyText: 'There are no organisations yet.',
  columns: [
    // A Creator lists organisations (investors index) but may not open them (spec 6).
    { field: 'name', label: 'Name', kind: 'link', sortable: true, href: (row) => organisationPath(row.id), permission: ['investors', 'show'] },
    { field: 'businessType', label: 'Business type', kind: 'badge', text: businessTypeText, palette: businessTypePalette },
    { field: 'registrationNumber', label: 'Registration number', kind: 'text', sortable: true, hideBelow: 'md' },
    { field: 'contactEmail', label: 'Contact email', kind: 'text', hideBelow: 'lg' },
    { field: 'createdAt', label: 'Added', kind: 'date', sortable: true, hideBelow: 'md' },
  ],
  search: { fields: ['name', 'registrationNumber'], label: 'Search by name or registration number' },
  filters: [
    { field: 'businessType', label: 'Business type', kind: 'multi-select', options: BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABEL[value] })) },
    { field: 'createdAt', label: 'Added', kind: 'date-range' },
  ],
  defaultSort: 'name',
  create: { href: ORGANISATION_PATHS.create, label: 'New organisation', permission: ['investors', 'create'] },
  exportable: true,
  bulkActions: [{ kind: 'delete' }],
  detail: {
    path: ORGANISATION_PATHS.record,
    title: (row: TRow) => String(row.name ?? ''),
    description: (row: TRow) => [businessTypeText(row.businessType), row.registrationNumber].filter(Boolean).join(' · '),
    tabs: [
      { segment: 'details', label: 'Details', panels: [{ kind: 'fields', title: 'Organisation', fields: ORGANISATION_FIELDS }, { kind: 'slot', name: 'members' }, { kind: 'documents' }, { kind: 'timeline' }] },
      { segment: 'transactions', label: 'Transactions', panels: [{ kind: 'slot', name: 'transactions' }] },
      { segment: 'notes-calls-tasks', label: 'Notes, calls and tasks', panels: [{ kind: 'notes-calls-tasks' }] },
    ],
    edit: { path: ORGANISATION_PATHS.edit, permissions: [['investors', 'update']] },
  },
  form: formWithSchema(ORGANISATION_FORM_VIEW, ZOrganisationBody),
})

type TNamedUser = { id?: number; name?: string | null; surname?: string | null; email?: string }
type TNamedOrganisation = { id?: number; name?: string }

const applicantName = (row: TRow) => {
  const applicant = row.applicant as TNamedUser | number | null | undefined
  if (applicant && typeof applicant === 'object') return investorName(applicant) || applicant.email || ''
  return applicant ? `Investor ${applicant}` : ''
}

const applicantHref = (row: TRow) => {
  const applicant = row.applicant as TNamedUser | number | null | undefined
  const id = applicant && typeof applicant === 'object' ? applicant.id : applicant
  return id ? `/admin/investors/${id}/details` : ''
}

const linkedOrganisation = (row: TRow) => {
  const organisation = row.organisation as TNamedOrganisation | number | null | undefined
  if (organisation && typeof organisation === 'object') return organisation.name ?? ''
  return organisation ? `Organisation ${organisation}` : '—'
}

const linkedOrganisationHref = (row: TRow) => {
  const organisation = row.organisation as TNamedOrganisation | number | null | undefined
  const id = organisation && typeof organisation === 'object' ? organisation.id : organisation
  return id ? organisationPath(id) : ''
}

const APPLICATION_FIELDS: readonly TColumn[] = [
  { field: 'applicant', label: 'Investor', kind: 'link', href: applicantHref, display: applicantName },
  { field: 'organisationName', label: 'Organisation named', kind: 'text' },
  { field: 'businessType', label: 'Business type', kind: 'badge', text: businessTypeText, palette: businessTypePalette },
  { field: 'registrationNumber', label: 'Registration number', kind: 'text' },
  { field: 'role', label: 'Role asked for', kind: 'text', display: (row) => memberRoleText(row.role) },
  { field: 'message', label: 'Message', kind: 'text' },
  { field: 'createdAt', label: 'Applied', kind: 'date' },
  { field: 'status', label: 'Status', kind: 'badge', text: applicationStatusText, palette: applicationStatusPalette },
  { field: 'organisation', label: 'Linked to', kind: 'link', href: linkedOrganisationHref, display: linkedOrganisation },
  { field: 'decisionReason', label: 'Reason given', kind: 'text' },
  { field: 'decidedAt', label: 'Decided', kind: 'date' },
]

export const ORGANISATION_APPLICATIONS_RESOURCE = defineResource({
  key: 'organisation-applications',
  collection: 'organisation-applications',
  permission: 'investors',
  feature: 'organisation_links_enabled',
  listPath: APPLICATION_PATHS.list,
  title: { text: 'Organisation applications' },
  noun: { one: 'application', many: 'applications' },
  emptyText: 'No investor has applied to act for an organisation yet.',
  depth: 1,
  columns: [
    { field: 'organisationName', label: 'Organisation', kind: 'link', sortable: true, href: (row) => applicationPath(row.id), permission: ['investors', 'show'] },
    { field: 'applicant', label: 'Investor', kind: 'text', display: applicantName },
    { field: 'status', label: 'Status', kind: 'badge', text: applicationStatusText, palette: applicationStatusPalette },
    { field: 'role', label: 'Role', kind: 'text', display: (row) => memberRoleText(row.role), hideBelow: 'md' },
    { field: 'createdAt', label: 'Applied', kind: 'date', sortable: true },
    { field: 'decidedAt', label: 'Decided', kind: 'date', sortable: true, hideBelow: 'md' },
  ],
  search: { fields: ['organisationName'], label: 'Search by organisation' },
  filters: [{ field: 'status', label: 'Status', kind: 'multi-select', options: APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABEL[value] })) }],
  defaultSort: '-createdAt',
  exportable: true,
  detail: {
    path: APPLICATION_PATHS.record.replace('/details', ''),
    depth: 1,
    title: (row: TRow) => String(row.organisationName ?? ''),
    description: (row: TRow) => `Application by ${applicantName(row)}`,
    badge: { text: (row) => applicationStatusText(row.status), palette: (row) => applicationStatusPalette(row.status) },
    tabs: [{ segment: 'details', label: 'Details', panels: [{ kind: 'fields', title: 'Application', fields: APPLICATION_FIELDS }, { kind: 'slot', name: 'decision' }] }],
  },
})
