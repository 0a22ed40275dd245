import { defineResource } from '@/lib/resource/define-resource'

// spec 2.1 /admin/settings/investor/sign-up-documents: the tenant's onboarding documents on the kit
// (decision 026), listed under spec 6's onboarding_documents index (Super Admin, Support, Investment
// Manager). Read-only here: the settings issue adds the editor; REST writes follow the same rights.

export const ONBOARDING_DOCUMENTS_PATH = '/admin/settings/investor/sign-up-documents'

const requiredText = (value: unknown) => (value ? 'Must accept' : 'To read')
const requiredPalette = (value: unknown) => (value ? 'orange' : 'gray')

export const ONBOARDING_DOCUMENTS_RESOURCE = defineResource({
  key: 'onboarding-documents',
  collection: 'onboarding-documents',
  permission: 'onboarding_documents',
  listPath: ONBOARDING_DOCUMENTS_PATH,
  title: { text: 'Sign-up documents' },
  noun: { one: 'sign-up document', many: 'sign-up documents' },
  emptyText: 'There are no sign-up documents yet.',
  columns: [
    { field: 'title', label: 'Document', kind: 'text', sortable: true },
    { field: 'required', label: 'Investors', kind: 'badge', text: requiredText, palette: requiredPalette },
    { field: 'description', label: 'Description', kind: 'text', hideBelow: 'md' },
    { field: 'url', label: 'Address', kind: 'text', hideBelow: 'lg' },
    { field: 'position', label: 'Order', kind: 'text', sortable: true, hideBelow: 'md' },
    { field: 'updatedAt', label: 'Updated', kind: 'relative-time', sortable: true, hideBelow: 'lg' },
  ],
  defaultSort: 'position',
  exportable: true,
})
