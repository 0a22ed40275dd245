import type { TFormView } from '@/lib/resource/define-resource'

// The nominee form (new-nominee and {id}/edit, issue 11 §5): its schema is the collection's
// (domain/nominees/nominee-body.ts), loaded on first validation.
export const NOMINEE_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/nominees/nominee-body').then((module) => module.ZNomineeBody),
  collectionPath: '/api/nominees',
  savedPath: '/admin/investors/nominees/:id/transactions',
  noun: 'nominee',
  fields: [
    { section: 'Nominee', name: 'name', label: 'Name', kind: 'text', required: true, helper: 'The nominee company’s registered name.' },
    { name: 'companyNumber', label: 'Company number', kind: 'text', helper: 'Companies House number.' },
    { name: 'fcaNumber', label: 'FCA firm reference number', kind: 'text', helper: '6 or 7 digits, from the FCA register.' },
    { name: 'country', label: 'Country', kind: 'text', helper: '2-letter code, e.g. GB.' },
    { name: 'address', label: 'Registered address', kind: 'textarea', wide: true },
    { section: 'Contact', name: 'contactName', label: 'Contact name', kind: 'text' },
    { name: 'contactEmail', label: 'Contact email', kind: 'text' },
    { name: 'contactPhone', label: 'Contact phone', kind: 'text' },
    { name: 'description', label: 'Notes about the nominee', kind: 'textarea', wide: true },
  ],
}
