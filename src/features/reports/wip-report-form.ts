import type { TFormView } from '@/lib/resource/define-resource'
import { WIP_STATUS_LABEL, WIP_STATUSES } from '@/domain/reports/wip-reports'

// The WIP report form (/admin/reports/wip/new-wip-report and /{id}/edit; decision 033). The owner is a
// select of the tenant's staff, loaded by the page.
export const WIP_REPORT_FORM_VIEW: TFormView = {
  loadSchema: () => import('@/domain/reports/wip-report-body').then((module) => module.ZWipReportBody),
  collectionPath: '/api/wip-reports',
  savedPath: '/admin/reports/wip/:id/details',
  noun: 'WIP report',
  fields: [
    { section: 'The work', name: 'title', label: 'Title', kind: 'text', required: true, wide: true },
    { name: 'status', label: 'Status', kind: 'select', required: true, options: WIP_STATUSES.map((value) => ({ value, label: WIP_STATUS_LABEL[value] })) },
    { name: 'periodEnding', label: 'As at', kind: 'date', required: true },
    { name: 'deal', label: 'Deal', kind: 'relationship', relationTo: 'deals', labelField: 'name', helper: 'The deal this work is about, if any.' },
    { name: 'opportunity', label: 'Opportunity', kind: 'relationship', relationTo: 'investment-opportunities', labelField: 'title', helper: 'The opportunity this work is about, if any.' },
    { name: 'owner', label: 'Owner', kind: 'select', helper: 'The staff member who leads it.' },
    { name: 'dueOn', label: 'Due on', kind: 'date' },
    { section: 'Report', name: 'progress', label: 'Progress', kind: 'textarea', required: true, helper: 'What was done since the last report and how it is going.' },
    { name: 'nextSteps', label: 'Next steps', kind: 'textarea' },
    { name: 'risks', label: 'Risks and blockers', kind: 'textarea' },
  ],
}
