import { ROLE } from '@/access/roles'
import { LEAD_STATUSES, LEAD_STATUS_LABEL, leadStatusPalette, leadStatusText, personName } from '@/domain/contacts/contacts'
import { INVESTOR_CATEGORIES, INVESTOR_CATEGORY_LABEL, type TInvestorCategory } from '@/domain/investors/categorisation'
import { ZInvestorBody } from '@/domain/investors/investor-body'
import { INVESTOR_PATHS, investorName, investorRecordPath, yesNo } from '@/domain/investors/investors'
import { defineResource, formWithSchema, type TColumn, type TRow } from '@/lib/resource/define-resource'

import { QUESTIONNAIRE_TABS } from '@/features/onboarding/questionnaire-tab-list'

import { INVESTOR_FORM_VIEW } from './investor-form'

// spec 2.1 /admin/investors and an investor's record (issue 11 §1) on the kit: the tenant's users of
// role User, under spec 6's `investors` permission (the users collection's read rule already limits
// staff without `user` rights to investors). The record's transactions are the page's slot; its
// documents, notes, calls, tasks and trail are the record features (`users` is a record target).

const verifiedText = (value: unknown) => (value ? 'Verified' : 'Not verified')
const passedText = (value: unknown) => (value ? 'Passed' : 'Not passed')
const yesPalette = (value: unknown) => (value ? 'green' : 'gray')
// An account is disabled while disabled_at is set (decision 023).
const accountText = (value: unknown) => (value ? 'Disabled' : 'Active')
const accountPalette = (value: unknown) => (value ? 'red' : 'green')

const categoryText = (value: unknown) => (typeof value === 'string' && value in INVESTOR_CATEGORY_LABEL ? INVESTOR_CATEGORY_LABEL[value as TInvestorCategory] : 'None')
const categoryPalette = (value: unknown) => (value ? 'purple' : 'gray')

const ACCOUNT_FIELDS: readonly TColumn[] = [
  { field: 'name', label: 'First name', kind: 'text' },
  { field: 'surname', label: 'Surname', kind: 'text' },
  { field: 'email', label: 'Email', kind: 'text' },
  { field: 'email_verified_at', label: 'Email verified', kind: 'date' },
  { field: 'compliance_passed', label: 'Compliance', kind: 'badge', text: passedText, palette: yesPalette },
  { field: 'compliance_tries', label: 'Appropriateness test attempts', kind: 'text' },
  { field: 'accepted_terms_version', label: 'Terms version accepted', kind: 'text' },
  { field: 'hasInvested', label: 'Has invested', kind: 'badge', text: yesNo, palette: yesPalette },
  { field: 'leadStatus', label: 'Lead status', kind: 'badge', text: leadStatusText, palette: leadStatusPalette },
  { field: 'ownerName', label: 'Adviser', kind: 'text' },
  { field: 'latestCategory', label: 'Latest category', kind: 'badge', text: categoryText, palette: categoryPalette },
  { field: 'disabled_at', label: 'Account', kind: 'badge', text: accountText, palette: accountPalette },
  { field: 'createdAt', label: 'Registered', kind: 'date' },
  { field: 'updatedAt', label: 'Last updated', kind: 'relative-time' },
]

export const INVESTORS_RESOURCE = defineResource({
  key: 'investors',
  collection: 'users',
  permission: 'investors',
  listPath: INVESTOR_PATHS.list,
  title: 'investors',
  noun: { one: 'investor', many: 'investors' },
  emptyText: 'There are no investors yet.',
  scope: { role_id: { equals: ROLE.user } },
  columns: [
    // Sorted by surname (the default order); shows the whole name. A Creator lists investors but may not open them (spec 6).
    { field: 'surname', label: 'Name', kind: 'link', sortable: true, href: (row) => investorRecordPath(row.id), display: (row) => investorName(row) || String(row.email ?? ''), permission: ['investors', 'show'] },
    { field: 'email', label: 'Email', kind: 'text', sortable: true },
    { field: 'email_verified_at', label: 'Verified', kind: 'badge', hideBelow: 'md', text: verifiedText, palette: yesPalette },
    { field: 'compliance_passed', label: 'Compliance', kind: 'badge', hideBelow: 'md', text: passedText, palette: yesPalette },
    { field: 'hasInvested', label: 'Invested', kind: 'badge', hideBelow: 'md', text: yesNo, palette: yesPalette },
    { field: 'latestCategory', label: 'Category', kind: 'badge', hideBelow: 'lg', text: categoryText, palette: categoryPalette },
    { field: 'leadStatus', label: 'Lead status', kind: 'badge', hideBelow: 'lg', text: leadStatusText, palette: leadStatusPalette },
    { field: 'ownerName', label: 'Adviser', kind: 'text', hideBelow: 'lg' },
    { field: 'disabled_at', label: 'Account', kind: 'badge', hideBelow: 'md', text: accountText, palette: accountPalette },
    { field: 'createdAt', label: 'Registered', kind: 'date', sortable: true, hideBelow: 'lg' },
  ],
  extraFields: ['name'],
  search: { fields: ['name', 'surname', 'email'], label: 'Search by name or email' },
  filters: [
    { field: 'compliance_passed', label: 'Compliance', kind: 'yes-no', means: 'checked', yes: 'Passed', no: 'Not passed' },
    { field: 'email_verified_at', label: 'Email', kind: 'yes-no', means: 'set', yes: 'Verified', no: 'Not verified' },
    { field: 'hasInvested', label: 'Has invested', kind: 'yes-no', means: 'checked' },
    { field: 'disabled_at', label: 'Account', kind: 'yes-no', means: 'set', yes: 'Disabled', no: 'Active' },
    { field: 'createdAt', label: 'Registered', kind: 'date-range' },
    // The category of the latest declaration not rejected (decision 028), a lead status, the adviser.
    { field: 'latestCategory', label: 'Category', kind: 'select', options: INVESTOR_CATEGORIES.map((category) => ({ value: category, label: INVESTOR_CATEGORY_LABEL[category] })) },
    { field: 'leadStatus', label: 'Lead status', kind: 'multi-select', options: LEAD_STATUSES.map((code) => ({ value: String(code), label: LEAD_STATUS_LABEL[code] })) },
    {
      field: 'owner',
      label: 'Adviser',
      kind: 'relationship',
      relationTo: 'users',
      labelField: 'name',
      // Staff accounts the role may read (Super Admin and Support: all staff; other roles: themselves, "my investors").
      where: { role_id: { not_equals: ROLE.user } },
      options: { fields: ['name', 'surname', 'email'], make: (docs) => docs.map((doc) => ({ value: String(doc.id), label: personName(doc) || String(doc.email ?? `#${doc.id}`) })) },
    },
  ],
  defaultSort: 'surname',
  create: { href: INVESTOR_PATHS.create, label: 'New investor', permission: ['investors', 'create'] },
  links: [{ href: INVESTOR_PATHS.import, label: 'Import CSV', permission: ['investors', 'create'] }],
  exportable: true,
  detail: {
    path: INVESTOR_PATHS.record,
    title: (row: TRow) => investorName(row) || String(row.email ?? ''),
    description: (row: TRow) => String(row.email ?? ''),
    // A disabled account says so first: nobody should mistake it for one that can sign in.
    badge: {
      text: (row) => (row.disabled_at ? 'Disabled' : row.hasInvested ? 'Invested' : 'Not invested yet'),
      palette: (row) => (row.disabled_at ? accountPalette(true) : yesPalette(row.hasInvested)),
    },
    // spec 2.1's ten tabs (decision 017). Category: decision 023; registration-form, fact-find,
    // risk-profile: decision 026; investment-documents, investor-consent and the screening panel: 027.
    tabs: [
      { segment: '', label: 'Details', panels: [{ kind: 'fields', title: 'Account', fields: ACCOUNT_FIELDS }, { kind: 'slot', name: 'screening' }, { kind: 'slot', name: 'organisations' }, { kind: 'slot', name: 'entities' }, { kind: 'timeline' }] },
      { segment: 'transactions', label: 'Transactions', panels: [{ kind: 'slot', name: 'transactions' }] },
      { segment: 'documents', label: 'Documents', panels: [{ kind: 'documents' }] },
      { segment: 'notes-calls-tasks', label: 'Notes, calls and tasks', panels: [{ kind: 'notes-calls-tasks' }] },
      { segment: 'category', label: 'Category', panels: [{ kind: 'slot', name: 'category' }] },
      // The onboarding questionnaires' answers (issue 11 §7, decision 026).
      ...QUESTIONNAIRE_TABS,
      // E-signature (decision 027): agreements and consents to sign, and the signed copies.
      { segment: 'investment-documents', label: 'Investment documents', panels: [{ kind: 'slot', name: 'investment-documents' }] },
      { segment: 'investor-consent', label: 'Consent', panels: [{ kind: 'slot', name: 'investor-consent' }] },
    ],
    edit: { path: INVESTOR_PATHS.edit, permissions: [['investors', 'update']] },
  },
  form: formWithSchema(INVESTOR_FORM_VIEW, ZInvestorBody),
})
