import { BUSINESS_TYPE_LABEL, BUSINESS_TYPES } from '@/domain/organisations/organisations'
import type { TFormView } from '@/lib/resource/define-resource'

// The organisation form (new-organisation and {id}/edit, issue 11 §3): its schema is the
// collection's (domain/organisations/organisation-body.ts), loaded on first validation.
export const ORGANISATION_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/organisations/organisation-body').then((module) => module.ZOrganisationBody),
  collectionPath: '/api/organisations',
  savedPath: '/admin/investors/organisations/:id/details',
  noun: 'organisation',
  fields: [
    { section: 'Organisation', name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'businessType', label: 'Business type', kind: 'select', required: true, options: BUSINESS_TYPES.map((value) => ({ value, label: BUSINESS_TYPE_LABEL[value] })) },
    { name: 'registrationNumber', label: 'Registration number', kind: 'text', helper: 'E.g. the Companies House number or charity number.' },
    { name: 'country', label: 'Country', kind: 'text', helper: '2-letter code, e.g. GB.' },
    { name: 'address', label: 'Registered address', kind: 'textarea', wide: true },
    { section: 'Contact', name: 'contactEmail', label: 'Contact email', kind: 'text' },
    { name: 'contactPhone', label: 'Contact phone', kind: 'text' },
    { name: 'description', label: 'Notes about the organisation', kind: 'textarea', wide: true },
  ],
}
