import type { TFormView } from '@/lib/resource/define-resource'

// The company form (new-company and {id}/edit, issue 10 §6): its schema is the collection's
// (domain/funds/company-body.ts), loaded on first validation; the resource adds it itself.
export const COMPANY_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/funds/company-body').then((module) => module.ZCompanyBody),
  collectionPath: '/api/companies',
  savedPath: '/admin/investments/companies/:id/details',
  noun: 'company',
  fields: [
    { section: 'Company', name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'fund', label: 'Fund', kind: 'relationship', relationTo: 'funds', labelField: 'name', helper: 'The fund that holds it; empty when held directly.' },
    { name: 'industry', label: 'Industry', kind: 'relationship', relationTo: 'attribute-options', labelField: 'name', filter: { kind: 'industry' } },
    { name: 'country', label: 'Country', kind: 'text', helper: '2-letter code, e.g. GB.' },
    { name: 'website', label: 'Website', kind: 'text', helper: 'https://…' },
    { name: 'currency', label: 'Currency', kind: 'text', required: true, helper: '3-letter ISO code: its valuations and share prices are in it.' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { section: 'Key information', name: 'companyNumber', label: 'Company number', kind: 'text' },
    { name: 'headquarters', label: 'Headquarters', kind: 'text' },
    { name: 'foundedOn', label: 'Founded', kind: 'date' },
    { name: 'firstInvestedAt', label: 'First invested', kind: 'date' },
    { name: 'keyContact', label: 'Key contact', kind: 'text' },
    { name: 'keyContactEmail', label: 'Key contact email', kind: 'text' },
    { name: 'boardSeat', label: 'We hold a board seat', kind: 'checkbox' },
  ],
}
