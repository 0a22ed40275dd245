import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { UPDATE_REPORT_PATHS } from '@/domain/reports/update-reports'
import { ReportTypeFormView } from '@/features/reports/report-type-form-view'
import { REPORT_TYPES_RESOURCE } from '@/features/reports/update-report-resources'
import { findResourceRecord } from '@/lib/resource/resource-record'
import { PageHeader } from '@/ui/layout/page-header'
import { DeleteButton } from '@/ui/resource/delete-button'

export const metadata = { title: 'Edit report type' }

export default async function EditReportTypePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/reports/updates/report-types/${encodeURIComponent(id)}/edit`)
  const type = await findResourceRecord(REPORT_TYPES_RESOURCE, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id, { depth: 0 })
  if (!type) notFound()
  const back = { href: UPDATE_REPORT_PATHS.reportTypes, label: 'Report types' }
  const name = String(type.name ?? '')
  return (
    <>
      <PageHeader
        title={name}
        description="Report type"
        back={back}
        actions={can(ctx.user.role_id, 'report_types', 'delete') && <DeleteButton apiPath={`/api/report-types/${type.id}`} afterPath={back.href} what={`the report type “${name}”`} />}
      />
      <Card.Root>
        <Card.Body>
          <ReportTypeFormView recordId={type.id} defaultValues={{ name, description: String(type.description ?? '') }} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
