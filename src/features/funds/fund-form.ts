import { FUND_STATUS, FUND_STATUS_LABEL, FUND_STATUSES } from '@/domain/funds/funds'
import type { TFormView } from '@/lib/resource/define-resource'

// The fund form (new-fund and {id}/edit, issue 10 §5): its schema is the collection's
// (domain/funds/fund-body.ts), loaded on first validation; the resource adds it itself (fund-resources.ts).
export const FUND_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/funds/fund-body').then((module) => module.ZFundBody),
  collectionPath: '/api/funds',
  savedPath: '/admin/funds/:id/details',
  noun: 'fund',
  fields: [
    { section: 'Fund', name: 'name', label: 'Name', kind: 'text', required: true },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      options: FUND_STATUSES.map((status) => ({ value: String(status), label: `${status} · ${FUND_STATUS_LABEL[status]}` })),
      helper: `${FUND_STATUS.active} Active: raising or investing; ${FUND_STATUS.closed} Closed.`,
    },
    { name: 'manager', label: 'Manager', kind: 'text', helper: 'The firm or person managing the fund.' },
    { name: 'structure', label: 'Structure', kind: 'text', helper: 'e.g. Limited partnership, OEIC, EIS fund.' },
    { name: 'domicile', label: 'Domicile', kind: 'text', helper: 'e.g. England and Wales, Luxembourg.' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { section: 'Money', name: 'currency', label: 'Currency', kind: 'text', required: true, helper: '3-letter ISO code, e.g. GBP. Every amount of the fund is in it.' },
    { name: 'targetSize', label: 'Target size', kind: 'money', currencyField: 'currency', helper: 'In whole currency units, e.g. pounds.' },
    { name: 'committedCapital', label: 'Committed capital', kind: 'money', currencyField: 'currency', helper: 'What investors have committed so far.' },
    { name: 'managementFeeBps', label: 'Management fee (basis points)', kind: 'number', helper: '200 = 2 % a year.' },
    { name: 'carriedInterestBps', label: 'Carried interest (basis points)', kind: 'number', helper: '2000 = 20 %.' },
    { name: 'hurdleRateBps', label: 'Hurdle rate (basis points)', kind: 'number', helper: '800 = 8 %.' },
    { section: 'Dates', name: 'vintageYear', label: 'Vintage year', kind: 'number', helper: 'The year of the first investment.' },
    { name: 'inceptionDate', label: 'Inception date', kind: 'date' },
    { name: 'finalCloseAt', label: 'Final close', kind: 'date' },
    { name: 'termYears', label: 'Term (years)', kind: 'number' },
  ],
}
