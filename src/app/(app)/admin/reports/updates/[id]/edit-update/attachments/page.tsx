import { notFound, redirect } from 'next/navigation'

import { guardAdminRoute } from '@/auth/page-guard'
import { UPDATE_REPORT_PATHS, updateReportAdminPath } from '@/domain/reports/update-reports'
import { UPDATE_REPORTS_RESOURCE } from '@/features/reports/update-report-resources'
import { findResourceRecord, recordPath } from '@/lib/resource/resource-record'
import { PageHeader } from '@/ui/layout/page-header'
import { DocumentsPanel } from '@/ui/records/documents'

export const metadata = { title: 'Attachments of a report update' }

/**
 * A draft's attachments (decision 033; ours, beside spec 2.1's edit-update): the record's documents,
 * public ones reaching the update's readers. A page of its own so the edit form stays within the
 * first-load budget (docs/performance.md). A live update's attachments are on its details.
 */
export default async function UpdateReportAttachmentsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/reports/updates/${encodeURIComponent(id)}/edit-update/attachments`)
  const report = await findResourceRecord(UPDATE_REPORTS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })
  if (!report) notFound()
  if (report.status !== 'draft') redirect(updateReportAdminPath(report))
  return (
    <>
      <PageHeader title="Attachments" description={String(report.title ?? '')} back={{ href: recordPath(UPDATE_REPORT_PATHS.edit, report.id), label: 'Back to the draft' }} />
      <DocumentsPanel ctx={ctx} target={{ collection: 'update-reports', id: report.id }} />
    </>
  )
}
