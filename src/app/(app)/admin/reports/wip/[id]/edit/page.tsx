import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { WIP_PATHS } from '@/domain/reports/wip-reports'
import { staffOptions, wipReportValues } from '@/features/reports/update-report-data'
import { WIP_REPORTS_RESOURCE } from '@/features/reports/update-report-resources'
import { WipReportFormView } from '@/features/reports/wip-report-form-view'
import { findResourceRecord, recordPath } from '@/lib/resource/resource-record'
import type { WipReport } from '@/payload-types'
import { PageHeader } from '@/ui/layout/page-header'
import { DeleteButton } from '@/ui/resource/delete-button'

export const metadata = { title: 'Edit WIP report' }

export default async function EditWipReportPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/reports/wip/${encodeURIComponent(id)}/edit`)
  const report = (await findResourceRecord(WIP_REPORTS_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 1 })) as unknown as WipReport | null
  if (!report) notFound()
  const back = { href: recordPath(WIP_PATHS.record, report.id), label: report.title }
  return (
    <>
      <PageHeader
        title="Edit WIP report"
        description={report.title}
        back={back}
        actions={can(ctx.user.role_id, 'wip-report', 'delete') && <DeleteButton apiPath={`/api/wip-reports/${report.id}`} afterPath={WIP_PATHS.list} what={`the WIP report “${report.title}”`} />}
      />
      <Card.Root>
        <Card.Body>
          <WipReportFormView recordId={report.id} defaultValues={wipReportValues(report)} options={{ owner: await staffOptions(ctx) }} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
