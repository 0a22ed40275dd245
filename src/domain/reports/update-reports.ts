// Update reports (issue 12 §2, docs/decisions/033): news staff write about a company, an opportunity,
// a fund or the whole tenant, published to the investors it concerns. Pure data and rules, no I/O.

/** spec 3 "Report update: status draft or live"; spec 4: a draft opens its edit screen, a live one its details. */
export const UPDATE_REPORT_STATUSES = ['draft', 'live'] as const
export type TUpdateReportStatus = (typeof UPDATE_REPORT_STATUSES)[number]
export const UPDATE_REPORT_STATUS_LABEL: Record<TUpdateReportStatus, string> = { draft: 'Draft', live: 'Live' }
export const updateReportStatusPalette = (status: unknown) => (status === 'live' ? 'green' : 'gray')

/** Whom an update is about, and so whom it is published to: the holders of the subject, or every investor of the tenant. */
export const UPDATE_REPORT_AUDIENCES = ['company', 'opportunity', 'fund', 'tenant'] as const
export type TUpdateReportAudience = (typeof UPDATE_REPORT_AUDIENCES)[number]
export const UPDATE_REPORT_AUDIENCE_LABEL: Record<TUpdateReportAudience, string> = {
  company: 'Holders of a company',
  opportunity: 'Holders of an opportunity',
  fund: 'Investors in a fund',
  tenant: 'All investors (general news)',
}
/** The field naming the subject of each audience (none for the whole tenant). */
export const AUDIENCE_SUBJECT_FIELD = { company: 'company', opportunity: 'opportunity', fund: 'fund', tenant: null } as const satisfies Record<TUpdateReportAudience, string | null>

export const UPDATE_REPORT_PATHS = {
  landing: '/admin/reports',
  list: '/admin/reports/updates',
  create: '/admin/reports/updates/new-update',
  edit: '/admin/reports/updates/:id/edit-update',
  details: '/admin/reports/updates/:id/details',
  reportTypes: '/admin/reports/updates/report-types',
  newReportType: '/admin/reports/updates/report-types/new-report-type',
  editReportType: '/admin/reports/updates/report-types/:id/edit',
} as const

/** spec 4: where a report update opens in /admin: a draft its edit screen, a live one its details. */
export function updateReportAdminPath(report: { id: number | string; status?: unknown }): string {
  return (report.status === 'live' ? UPDATE_REPORT_PATHS.details : UPDATE_REPORT_PATHS.edit).replace(':id', String(report.id))
}

export const INVESTOR_NEWS_PATH = '/investor/news'
export const investorNewsReportPath = (id: number | string) => `${INVESTOR_NEWS_PATH}/reports/${id}`

/** How many recipients the delivery job notifies per transaction. */
export const DELIVERY_BATCH_SIZE = 1_000

/** The notification a recipient gets (spec 3's data: message with bold markers, icon, cta). */
export const updateReportNotice = (report: { id: number; title: string }) => ({
  message: `New update: **${report.title.slice(0, 900)}**`,
  icon: 'news',
  cta: investorNewsReportPath(report.id),
})
