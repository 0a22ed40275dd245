import type { TFormView } from '@/lib/resource/define-resource'

// The deal form (spec 2.1 new-deal and edit): its schema is the collection's (domain/deals/deal-body.ts),
// loaded on first validation (the resource adds it itself: deal-resources.ts).
export const DEAL_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/deals/deal-body').then((module) => module.ZDealBody),
  collectionPath: '/api/deals',
  savedPath: '/admin/investments/deals/:id/key-information',
  noun: 'deal',
  fields: [
    { name: 'name', label: 'Deal name', kind: 'text', required: true },
    { name: 'company', label: 'Company', kind: 'text' },
    { name: 'pipeline', label: 'Pipeline', kind: 'select', required: true },
    { name: 'stage', label: 'Stage', kind: 'select', dependsOn: 'pipeline', required: true, helper: 'The stages of the chosen pipeline.' },
    { name: 'amount', label: 'Amount', kind: 'money', currencyField: 'currency', helper: 'In whole currency units, e.g. pounds.' },
    { name: 'currency', label: 'Currency', kind: 'text', required: true, helper: '3-letter ISO code, e.g. GBP.' },
    { name: 'expectedCloseAt', label: 'Expected close', kind: 'date' },
  ],
}
