import { Card } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { UPDATE_REPORT_PATHS } from '@/domain/reports/update-reports'
import { ReportTypeFormView } from '@/features/reports/report-type-form-view'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New report type' }

export default async function NewReportTypePage() {
  await guardAdminRoute(UPDATE_REPORT_PATHS.newReportType)
  const back = { href: UPDATE_REPORT_PATHS.reportTypes, label: 'Report types' }
  return (
    <>
      <PageHeader title="New report type" back={back} />
      <Card.Root>
        <Card.Body>
          <ReportTypeFormView defaultValues={{ name: '', description: '' }} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
