import { ROLE } from '@/access/roles'
import { ZContactBody } from '@/domain/contacts/contact-body'
import { CONTACT_PATHS, contactDetailsPath, LEAD_STATUS_LABEL, LEAD_STATUSES, leadStatusPalette, leadStatusText, personName } from '@/domain/contacts/contacts'
import { QUESTIONNAIRE_TABS } from '@/features/onboarding/questionnaire-tab-list'
import { defineResource, formWithSchema, type TColumn, type TRow } from '@/lib/resource/define-resource'

import { CONTACT_FORM_VIEW } from './contact-form'

// spec 2.1 /admin/investors/contacts and a contact's record (issue 11 §2) on the kit, under spec 6's
// `investors` permission (spec 6 names no resource for contacts). A Creator lists them but may not
// open them, as with investors. The record's documents, notes, calls, tasks and trail are the record
// features (`contacts` is a record target); the questionnaire tabs are decision 026's.

const nameOf = (row: TRow) => personName(row) || String(row.email ?? '')

const CONTACT_FIELDS: readonly TColumn[] = [
  { field: 'name', label: 'First name', kind: 'text' },
  { field: 'surname', label: 'Surname', kind: 'text' },
  { field: 'email', label: 'Email', kind: 'text' },
  { field: 'phone', label: 'Phone', kind: 'text' },
  { field: 'company', label: 'Company', kind: 'text' },
  { field: 'leadStatus', label: 'Lead status', kind: 'badge', text: leadStatusText, palette: leadStatusPalette },
  { field: 'ownerName', label: 'Owner', kind: 'text' },
  { field: 'source', label: 'Source', kind: 'text' },
  { field: 'createdAt', label: 'Added', kind: 'date' },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

/** The category tab of spec 2.1: a real address with an honest empty state until contacts' categorisations exist. */
export const CONTACT_ONBOARDING_TABS = [{ segment: 'category', label: 'Category' }] as const

export const CONTACTS_RESOURCE = defineResource({
  key: 'contacts',
  collection: 'contacts',
  permission: 'investors',
  listPath: CONTACT_PATHS.list,
  title: 'contacts',
  noun: { one: 'contact', many: 'contacts' },
  emptyText: 'There are no contacts yet.',
  columns: [
    { field: 'surname', label: 'Name', kind: 'link', sortable: true, href: (row) => contactDetailsPath(row.id), display: nameOf, permission: ['investors', 'show'] },
    { field: 'email', label: 'Email', kind: 'text', sortable: true },
    { field: 'company', label: 'Company', kind: 'text', hideBelow: 'md' },
    { field: 'leadStatus', label: 'Lead status', kind: 'badge', text: leadStatusText, palette: leadStatusPalette },
    { field: 'ownerName', label: 'Owner', kind: 'text', hideBelow: 'md' },
    { field: 'source', label: 'Source', kind: 'text', hideBelow: 'lg' },
    { field: 'createdAt', label: 'Added', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  extraFields: ['name'],
  search: { fields: ['name', 'surname', 'email', 'company'], label: 'Search by name, email or company' },
  filters: [
    { field: 'leadStatus', label: 'Lead status', kind: 'multi-select', options: LEAD_STATUSES.map((code) => ({ value: String(code), label: LEAD_STATUS_LABEL[code] })) },
    {
      field: 'owner',
      label: 'Owner',
      kind: 'relationship',
      relationTo: 'users',
      labelField: 'name',
      // Staff accounts the role may read (Super Admin and Support: all staff; other roles: themselves).
      where: { role_id: { not_equals: ROLE.user } },
      options: { fields: ['name', 'surname', 'email'], make: (docs) => docs.map((doc) => ({ value: String(doc.id), label: personName(doc) || String(doc.email ?? `#${doc.id}`) })) },
    },
    { field: 'source', label: 'Source', kind: 'text' },
    { field: 'createdAt', label: 'Added', kind: 'date-range' },
  ],
  bulkActions: [{ kind: 'delete' }],
  defaultSort: 'surname',
  create: { href: CONTACT_PATHS.create, label: 'New contact', permission: ['investors', 'create'] },
  links: [{ href: CONTACT_PATHS.import, label: 'Import CSV', permission: ['investors', 'create'] }],
  exportable: true,
  detail: {
    path: CONTACT_PATHS.record,
    title: nameOf,
    description: (row) => [row.company, row.email].filter((part) => typeof part === 'string' && part).join(' · '),
    badge: { text: (row) => leadStatusText(row.leadStatus), palette: (row) => leadStatusPalette(row.leadStatus) },
    tabs: [
      { segment: 'details', label: 'Details', panels: [{ kind: 'fields', title: 'Contact', fields: CONTACT_FIELDS }, { kind: 'slot', name: 'conversion' }, { kind: 'timeline' }] },
      { segment: 'documents', label: 'Documents', panels: [{ kind: 'slot', name: 'moved' }, { kind: 'documents' }] },
      { segment: 'notes-calls-tasks', label: 'Notes, calls and tasks', panels: [{ kind: 'slot', name: 'moved' }, { kind: 'notes-calls-tasks' }] },
      ...CONTACT_ONBOARDING_TABS.map((tab) => ({ segment: tab.segment, label: tab.label, panels: [{ kind: 'slot' as const, name: tab.segment }] })),
      // The onboarding questionnaires' answers (issue 11 §7, decision 026).
      ...QUESTIONNAIRE_TABS,
    ],
    edit: { path: CONTACT_PATHS.edit, permissions: [['investors', 'update']] },
  },
  form: formWithSchema(CONTACT_FORM_VIEW, ZContactBody),
})
