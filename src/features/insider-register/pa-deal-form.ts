import type { TFormView } from '@/lib/resource/define-resource'

// The PA deal form (/admin/insider-register/pa-deals/create, decision 029): its schema is the
// collection's (domain/compliance/pa-deal-body.ts), loaded on first validation. The staff and the
// entries a deal may correct are the tenant's, loaded by the page as select options.
export const PA_DEAL_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/compliance/pa-deal-body').then((module) => module.ZPaDealBody),
  collectionPath: '/api/pa-deals',
  savedPath: '/admin/insider-register/pa-deals',
  noun: 'PA deal',
  fields: [
    { section: 'The deal', name: 'staffMember', label: 'Staff member', kind: 'select', required: true, helper: 'Who dealt for their own account.' },
    { name: 'instrument', label: 'Instrument or company', kind: 'text', required: true, helper: 'e.g. Kestrel Energy plc ordinary shares.' },
    {
      name: 'side',
      label: 'Buy or sell',
      kind: 'select',
      required: true,
      options: [
        { value: 'buy', label: 'Buy' },
        { value: 'sell', label: 'Sell' },
      ],
    },
    { name: 'quantity', label: 'Quantity', kind: 'number', required: true },
    { name: 'price', label: 'Price per unit', kind: 'money', currencyField: 'currency', required: true, helper: 'In whole currency units, e.g. 2.35.' },
    { name: 'currency', label: 'Currency', kind: 'text', required: true, helper: '3-letter ISO code, e.g. GBP.' },
    { name: 'dealtOn', label: 'Dealt on', kind: 'date', required: true },
    { section: 'Pre-clearance', name: 'preClearedBy', label: 'Pre-cleared by', kind: 'select', helper: 'Who approved the deal before it was made.' },
    { name: 'preClearedAt', label: 'Pre-cleared on', kind: 'date' },
    { section: 'Notes', name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
    { name: 'corrects', label: 'Corrects entry', kind: 'select', helper: 'Only when this entry corrects an earlier one: entries are never changed.' },
  ],
}
