import { CONTACT_PATHS, LEAD_STATUSES, LEAD_STATUS_LABEL } from '@/domain/contacts/contacts'
import type { TFormView } from '@/lib/resource/define-resource'

// The contact form (new-contact and {id}/edit, issue 11 §2): its schema is the contacts collection's
// (domain/contacts/contact-body.ts), loaded on first validation; the resource adds it itself. The
// owner's choices are the tenant's staff, loaded by the page.
export const CONTACT_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/contacts/contact-body').then((module) => module.ZContactBody),
  collectionPath: '/api/contacts',
  savedPath: CONTACT_PATHS.details,
  noun: 'contact',
  fields: [
    { section: 'Person', name: 'name', label: 'First name', kind: 'text', required: true },
    { name: 'surname', label: 'Surname', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'text', required: true, helper: 'One contact per address; an investor’s address cannot be a contact.' },
    { name: 'phone', label: 'Phone', kind: 'text', helper: 'With the country code for numbers abroad, e.g. +44 20 7946 0000.' },
    { name: 'company', label: 'Company', kind: 'text', wide: true },
    { section: 'Relationship', name: 'leadStatus', label: 'Lead status', kind: 'select', required: true, options: LEAD_STATUSES.map((code) => ({ value: String(code), label: LEAD_STATUS_LABEL[code] })) },
    { name: 'owner', label: 'Owner', kind: 'select', helper: 'The member of staff who looks after this contact.' },
    { name: 'source', label: 'Source', kind: 'text', helper: 'Where the contact came from, e.g. Referral, Event, Website.' },
  ],
}
