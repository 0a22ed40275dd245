import type { Payload } from 'payload'

import type { TTenantUser } from '@/access/current-user'
import { toDateInputValue } from '@/lib/dates'
import type { TFormOption } from '@/lib/resource/define-resource'
import type { UpdateReport, WipReport } from '@/payload-types'
import type { TFormValues } from '@/ui/resource/resource-form'

// Server-side data of the reports screens (issue 12 §2, §3; decision 033): the forms' options and
// starting values, read as the signed-in user.

type TCtx = { payload: Payload; user: TTenantUser }

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null)
const nameOf = (value: unknown, field: 'name' | 'title' | 'filename') => (value && typeof value === 'object' ? String((value as Record<string, unknown>)[field] ?? '') : '')

/** The tenant's report types as select options. */
export async function reportTypeOptions({ payload, user }: TCtx): Promise<TFormOption[]> {
  const { docs } = await payload.find({ collection: 'report-types', overrideAccess: false, user, sort: 'name', limit: 200, depth: 0, select: { name: true } })
  return docs.map((doc) => ({ value: String(doc.id), label: doc.name }))
}

/** The tenant's staff accounts (owners of WIP reports) as select options. */
export async function staffOptions({ payload, user }: TCtx): Promise<TFormOption[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ tenant: { equals: user.tenant } }, { role_id: { not_equals: 5 } }] },
    overrideAccess: true,
    sort: 'name',
    limit: 200,
    depth: 0,
    select: { name: true, surname: true, email: true },
  })
  return docs.map((doc) => ({ value: String(doc.id), label: [doc.name, doc.surname].filter(Boolean).join(' ') || doc.email }))
}

export const EMPTY_UPDATE_REPORT_VALUES: TFormValues = { title: '', reportType: '', audience: 'tenant', company: null, opportunity: null, fund: null, summary: '', body: null, gallery: [] }

const option = (value: unknown, label: 'name' | 'title' | 'filename'): TFormOption | null => {
  const id = idOf(value)
  return id === null ? null : { value: String(id), label: nameOf(value, label) || `#${id}` }
}

/** A stored update (read at depth 1) as the form's starting values. */
export function updateReportValues(report: UpdateReport): TFormValues {
  return {
    title: report.title,
    reportType: idOf(report.reportType) === null ? '' : String(idOf(report.reportType)),
    audience: report.audience,
    company: option(report.company, 'name'),
    opportunity: option(report.opportunity, 'title'),
    fund: option(report.fund, 'name'),
    summary: report.summary ?? '',
    body: report.body ?? null,
    gallery: (report.gallery ?? []).map((row) => ({ id: row.id, image: option(row.image, 'filename'), caption: row.caption ?? '' })),
  }
}

export const emptyWipReportValues = (today: string): TFormValues => ({ title: '', status: 'on-track', periodEnding: today, deal: null, opportunity: null, owner: '', dueOn: '', progress: '', nextSteps: '', risks: '' })

/** A stored WIP report (depth 1) as the form's starting values. */
export function wipReportValues(report: WipReport): TFormValues {
  return {
    title: report.title,
    status: report.status,
    periodEnding: toDateInputValue(report.periodEnding),
    deal: option(report.deal, 'name'),
    opportunity: option(report.opportunity, 'title'),
    owner: idOf(report.owner) === null ? '' : String(idOf(report.owner)),
    dueOn: toDateInputValue(report.dueOn),
    progress: report.progress,
    nextSteps: report.nextSteps ?? '',
    risks: report.risks ?? '',
  }
}
