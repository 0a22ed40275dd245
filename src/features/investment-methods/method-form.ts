import { METHOD_KIND_LABEL, METHOD_KINDS } from '@/domain/investment-methods/investment-methods'
import type { TFormView } from '@/lib/resource/define-resource'

// The investment method form (new-method and {id}/edit, issue 11 §4): its schema is the
// collection's (domain/investment-methods/investment-method-body.ts), loaded on first validation.
export const METHOD_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/investment-methods/investment-method-body').then((module) => module.ZInvestmentMethodBody),
  collectionPath: '/api/investment-methods',
  savedPath: '/admin/investors/investment-methods/:id/details',
  noun: 'investment method',
  fields: [
    { section: 'Investment method', name: 'name', label: 'Name', kind: 'text', required: true, helper: 'As staff and investors know it, e.g. “Hargreaves Lansdown SIPP”.' },
    { name: 'kind', label: 'Kind', kind: 'select', required: true, options: METHOD_KINDS.map((value) => ({ value, label: METHOD_KIND_LABEL[value] })) },
    { name: 'provider', label: 'Provider', kind: 'text', helper: 'The ISA manager, pension provider or company secretary.' },
    { name: 'reference', label: 'Scheme reference', kind: 'text', helper: 'E.g. the pension scheme tax reference or the provider’s product code.' },
    { name: 'description', label: 'Notes about the method', kind: 'textarea', wide: true },
  ],
}
