import { Card } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { WIP_PATHS } from '@/domain/reports/wip-reports'
import { emptyWipReportValues, staffOptions } from '@/features/reports/update-report-data'
import { WipReportFormView } from '@/features/reports/wip-report-form-view'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'New WIP report' }

export default async function NewWipReportPage() {
  const ctx = await guardAdminRoute(WIP_PATHS.create)
  const back = { href: WIP_PATHS.list, label: 'WIP reports' }
  return (
    <>
      <PageHeader title="New WIP report" back={back} />
      <Card.Root>
        <Card.Body>
          <WipReportFormView defaultValues={emptyWipReportValues(new Date().toISOString().slice(0, 10))} options={{ owner: await staffOptions(ctx) }} cancelHref={back.href} />
        </Card.Body>
      </Card.Root>
    </>
  )
}
