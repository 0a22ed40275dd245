import type { TFormView } from '@/lib/resource/define-resource'

// A report type (spec 6 report_types; decision 033): its name and what it is for.
export const REPORT_TYPE_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/reports/report-type-body').then((module) => module.ZReportTypeBody),
  collectionPath: '/api/report-types',
  savedPath: '/admin/reports/updates/report-types',
  noun: 'report type',
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, helper: 'e.g. Quarterly update, Annual report, Board minutes.' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
}
