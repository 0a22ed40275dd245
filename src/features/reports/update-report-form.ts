import { updateReportAdminPath } from '@/domain/reports/update-reports'
import type { TFormView } from '@/lib/resource/define-resource'

// The update report form (/admin/reports/updates/new-update and /{id}/edit-update, issue 12 §2): its
// schema is the collection's (domain/reports/update-report-body.ts), loaded on first validation. The
// body's editor has spec 9's options (headings 1 to 6, fonts, sizes); images are a gallery under the
// text; attachments are the record's documents (on the edit screen, once the draft is saved).
export const UPDATE_REPORT_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/reports/update-report-body').then((module) => module.ZUpdateReportBody),
  collectionPath: '/api/update-reports',
  // spec 4: a saved draft opens its edit screen (where it is published), a live update its details.
  savedPath: (doc) => updateReportAdminPath(doc),
  noun: 'update',
  fields: [
    { section: 'The update', name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'reportType', label: 'Report type', kind: 'select', helper: 'The tenant’s kinds of update (Report types, beside the list).' },
    {
      name: 'audience',
      label: 'Who it is for',
      kind: 'select',
      required: true,
      helper: 'Publishing sends it to the holders of the company, opportunity or fund at that moment, or to every investor.',
      options: [
        { value: 'company', label: 'Holders of a company' },
        { value: 'opportunity', label: 'Holders of an opportunity' },
        { value: 'fund', label: 'Investors in a fund' },
        { value: 'tenant', label: 'All investors (general news)' },
      ],
    },
    { name: 'company', label: 'Company', kind: 'relationship', relationTo: 'companies', labelField: 'name', helper: 'Only for an update to the holders of a company.', feature: 'funds_enabled' },
    { name: 'opportunity', label: 'Opportunity', kind: 'relationship', relationTo: 'investment-opportunities', labelField: 'title', helper: 'Only for an update to the holders of an opportunity.' },
    { name: 'fund', label: 'Fund', kind: 'relationship', relationTo: 'funds', labelField: 'name', helper: 'Only for an update to a fund’s investors.', feature: 'funds_enabled' },
    { name: 'summary', label: 'Summary', kind: 'textarea', helper: 'One or two sentences shown in the news list and the email.' },
    { name: 'body', label: 'Update', kind: 'rich-text', toolbar: 'report' },
    { section: 'Images', name: 'gallery', label: 'Images', kind: 'repeatable', itemLabel: 'Image', max: 12, fields: [{ name: 'image', label: 'Image', kind: 'image', required: true }, { name: 'caption', label: 'Caption', kind: 'text' }] },
  ],
}
